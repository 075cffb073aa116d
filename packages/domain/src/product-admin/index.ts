// The entry point `@shop/domain/product-admin`: the staff product list, its bulk changes and CSV.
// Only the API and the lazy admin pages import it, so none of it reaches a shopper's first load.
export * from './english';
export * from './query';
export * from './bulk';
export * from './csv';
