/**
 * The products module's service, by concern:
 * - rows.ts: database rows to the API's shapes and back;
 * - reads.ts: one product, the category counts;
 * - search.ts: the catalogue's list, facets and suggestions; search-vocabulary.ts (the words
 *   typos are corrected against), filters.ts (filters and each dialect's word matcher),
 *   listing.ts (sort orders and pages);
 * - writes.ts: the admin's writes;
 * - stock.ts: taking stock inside an order's transaction.
 */
export { type ProductForSale, categoryCounts, getProduct, productsForSale } from './reads';
export { type ProductPage } from './listing';
export {
  listProducts,
  productFacets,
  type SearchedPage,
  type SearchOptions,
  searchWords,
  suggestProducts,
} from './search';
export { comparableProducts, similarProducts } from './similar';
export { type StockTaking, returnStock, takeStock } from './stock';
export {
  type NewProduct,
  type ProductUpdate,
  createProduct,
  createProducts,
  deleteProduct,
  updateProduct,
} from './writes';
