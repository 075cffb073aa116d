/**
 * The products module's service, by concern:
 * - rows.ts: database rows to the API's shapes and back;
 * - reads.ts: one product, the category counts;
 * - search.ts: the catalogue's list and search, one planner per dialect
 *   (search-sqlite.ts, search-postgres.ts) over the helpers of listing.ts;
 * - writes.ts: the admin's writes;
 * - stock.ts: taking stock inside an order's transaction.
 */
export { type ProductForSale, categoryCounts, getProduct, productsForSale } from './reads';
export { type ProductPage } from './listing';
export { listProducts, searchWords } from './search';
export { comparableProducts, similarProducts } from './similar';
export { type StockTaking, returnStock, takeStock } from './stock';
export { type NewProduct, createProduct, createProducts, deleteProduct, updateProduct } from './writes';
