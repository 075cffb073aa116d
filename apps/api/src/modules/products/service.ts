/**
 * The products module's service, by concern:
 * - rows.ts: database rows to the API's shapes and back, a page's cards;
 * - reads.ts: one product, the category counts;
 * - search.ts: the catalogue's list, facets and suggestions, answered by catalogue-index.ts (the
 *   in-memory index: matches, counts, facets, every sort order, the vocabulary of typos);
 * - writes.ts: the admin's writes;
 * - stock.ts: taking stock inside an order's transaction, and putting it back.
 */
export { type ProductForSale, categoryCounts, getProduct, productRowNow, productsForSale } from './reads';
export {
  listFullProducts,
  listProducts,
  productFacets,
  type ProductPage,
  type SearchedPage,
  type SearchOptions,
  searchWords,
  suggestProducts,
} from './search';
export { comparableProducts, similarProducts } from './similar';
export {
  type StockTaking,
  lockCatalogueVersion,
  lockProducts,
  returnStock,
  returnStocks,
  takeStock,
  takeStocks,
  unitsPerProduct,
} from './stock';
export {
  type NewProduct,
  type ProductUpdate,
  createProduct,
  createProducts,
  deleteProduct,
  updateProduct,
} from './writes';
