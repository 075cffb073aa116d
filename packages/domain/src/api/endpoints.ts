import type { Endpoint, QueryInput } from './endpoint';
import type { IdParams, Out } from './declaring';
import type { Product, productSummarySchema } from '../product';
import type {
  exchangeRatesSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  suggestAnswerSchema,
  suggestQuerySchema,
} from '../search';
import type { comparableProductSchema, similarAnswerSchema } from '../similarity';
import type { categoryCountSchema, compareQuerySchema, healthSchema, similarQuerySchema } from './schemas';

// Only types are imported above: the table is read by the web's first load, which must not carry zod.

/**
 * The API's public reads (health, the catalogue, search, products), one export each: the server
 * registers its routes from these and the web calls them through its client, read as a namespace
 * (`endpoints.listProducts`). The storefront's first load reads this module whole, with every
 * declaration any page uses, so the endpoints only lazily loaded pages call are declared apart,
 * each group behind an entry point the root one never re-exports: account-endpoints.ts (signing
 * in, the account, the cart check, checkout, one's orders) and staff-endpoints.ts.
 */
export const health: Endpoint<object, Out<typeof healthSchema>> = {
  method: 'GET',
  path: '/api/health',
  retry: 'never',
  auth: false,
};
export const listProducts: Endpoint<
  { query?: QueryInput<typeof productListQuerySchema> },
  Out<typeof productSummarySchema>[]
> = { method: 'GET', path: '/api/products', retry: 'unanswered', auth: false };
export const productFacets: Endpoint<
  { query?: QueryInput<typeof productFacetsQuerySchema> },
  Out<typeof productFacetsSchema>
> = { method: 'GET', path: '/api/products/facets', retry: 'unanswered', auth: false };
export const suggestProducts: Endpoint<
  { query: QueryInput<typeof suggestQuerySchema> },
  Out<typeof suggestAnswerSchema>
> = { method: 'GET', path: '/api/products/suggest', retry: 'never', auth: false };
export const exchangeRates: Endpoint<object, Out<typeof exchangeRatesSchema>> = {
  method: 'GET',
  path: '/api/exchange-rates',
  retry: 'unanswered',
  auth: false,
};
export const getProduct: Endpoint<IdParams, Product> = {
  method: 'GET',
  path: '/api/products/:id',
  retry: 'unanswered',
  auth: false,
};
export const comparableProducts: Endpoint<
  { query: QueryInput<typeof compareQuerySchema> },
  Out<typeof comparableProductSchema>[]
> = { method: 'GET', path: '/api/products/compare-products', retry: 'unanswered', auth: false };
export const similarProducts: Endpoint<
  IdParams & { query?: QueryInput<typeof similarQuerySchema> },
  Out<typeof similarAnswerSchema>
> = {
  method: 'GET',
  path: '/api/products/:id/similar',
  retry: 'unanswered',
  auth: false,
};
export const categories: Endpoint<object, Out<typeof categoryCountSchema>[]> = {
  method: 'GET',
  path: '/api/categories',
  retry: 'unanswered',
  auth: false,
};
