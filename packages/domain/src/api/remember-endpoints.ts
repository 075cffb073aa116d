import type { Endpoint } from './endpoint';
import type { In, IdParams, Message, Out } from './declaring';
import type {
  favouriteListSchema,
  favouriteMergeSchema,
  favouriteWriteSchema,
  stockAlertInputSchema,
  stockAlertSchema,
} from '../remember/schemas';

/**
 * The API's endpoints that remember for the shopper (back-in-stock alerts, favourites), one export each, like
 * endpoints.ts. Only lazily loaded parts of the product page call them: kept apart behind their
 * own entry point (`rememberEndpoints` from `@shop/domain/remember-api`), out of the first load.
 */
export const createStockAlert: Endpoint<
  IdParams & { body: In<typeof stockAlertInputSchema> },
  Out<typeof stockAlertSchema>
> = { method: 'POST', path: '/api/products/:id/stock-alerts', retry: 'never', auth: false };

type ProductIdParams = { params: { productId: string } };

// The signed-in account's favourites (a guest's stay in the browser and are merged at sign-in).
export const listFavourites: Endpoint<object, Out<typeof favouriteListSchema>> = {
  method: 'GET',
  path: '/api/account/favourites',
  retry: 'unanswered',
  auth: true,
};
/** Idempotent: a product already a favourite stays one (200), a new one answers 201. */
export const addFavourite: Endpoint<ProductIdParams, Out<typeof favouriteWriteSchema>> = {
  method: 'PUT',
  path: '/api/account/favourites/:productId',
  retry: 'never',
  auth: true,
};
export const removeFavourite: Endpoint<ProductIdParams, Message> = {
  method: 'DELETE',
  path: '/api/account/favourites/:productId',
  retry: 'never',
  auth: true,
};
export const mergeFavourites: Endpoint<{ body: In<typeof favouriteMergeSchema> }, Out<typeof favouriteListSchema>> = {
  method: 'POST',
  path: '/api/account/favourites/merge',
  retry: 'never',
  auth: true,
};
