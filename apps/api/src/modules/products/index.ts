/** What other modules may use of the products module (the lint forbids reaching past this file). */
export {
  type ProductForSale,
  createProducts,
  lockCatalogueVersion,
  productRowNow,
  productsForSale,
  returnStocks,
  takeStocks,
  unitsPerProduct,
  updateProduct,
} from './service';
export { SUMMARY_COLUMNS, storedDeviceType, toProduct, toSummary } from './rows';
export { mediaMappers } from './route-context';
export { CatalogueCache, catalogueVersion } from './list-cache';
export { catalogueIndexLag } from './catalogue-index';
