import type { Endpoint } from './endpoint';
import type { In, IdParams, Out } from './declaring';
import type { stockAlertInputSchema, stockAlertSchema } from '../remember/schemas';

/**
 * The API's endpoints that remember for the shopper (back-in-stock alerts), one export each, like
 * endpoints.ts. Only lazily loaded parts of the product page call them: kept apart behind their
 * own entry point (`rememberEndpoints` from `@shop/domain/remember-api`), out of the first load.
 */
export const createStockAlert: Endpoint<
  IdParams & { body: In<typeof stockAlertInputSchema> },
  Out<typeof stockAlertSchema>
> = { method: 'POST', path: '/api/products/:id/stock-alerts', retry: 'never', auth: false };
