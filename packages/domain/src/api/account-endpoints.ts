import type { Endpoint, QueryInput } from './endpoint';
import type { In, IdParams, Message, Out } from './declaring';
import type { loginSchema, googleLoginSchema, RegisterPayload } from '../auth';
import type { changePasswordSchema, passwordChangeAnswerSchema, updateProfileSchema } from '../account/schemas';
import type { passwordResetConfirmSchema, passwordResetRequestSchema } from '../account/password-reset';
import type {
  cartCheckAnswerSchema,
  cartCheckRequestSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderRequestSchema,
  orderSchema,
} from '../orders';
import type { publicUserSchema, sessionAnswerSchema, userWriteAnswerSchema } from '../users';
import type { authConfigSchema } from './schemas';
import type {
  addressInputSchema,
  addressListSchema,
  addressSchema,
  shippingQuoteRequestSchema,
  shippingQuoteSchema,
} from '../shipping';

/**
 * The API's endpoints for signing in, the account, the cart check, checkout and one's own
 * orders, one export each, like endpoints.ts. Only lazily loaded pages call them: kept apart
 * and reached through their own entry point (`accountEndpoints` from `@shop/domain/account-api`),
 * never the root one, they stay out of the storefront's first load. Only types are imported
 * above, as there.
 */
export const authConfig: Endpoint<object, Out<typeof authConfigSchema>> = {
  method: 'GET',
  path: '/api/auth/config',
  retry: 'unanswered',
  auth: false,
};
export const register: Endpoint<{ body: RegisterPayload }, Out<typeof sessionAnswerSchema>> = {
  method: 'POST',
  path: '/api/auth/register',
  retry: 'never',
  auth: false,
};
export const login: Endpoint<{ body: In<typeof loginSchema> }, Out<typeof sessionAnswerSchema>> = {
  method: 'POST',
  path: '/api/auth/login',
  retry: 'never',
  auth: false,
};
export const googleLogin: Endpoint<{ body: In<typeof googleLoginSchema> }, Out<typeof sessionAnswerSchema>> = {
  method: 'POST',
  path: '/api/auth/google-login',
  retry: 'never',
  auth: false,
};
// The session check: a failure means signed out at once, so it has no retries to wait for.
export const me: Endpoint<object, Out<typeof publicUserSchema>> = {
  method: 'GET',
  path: '/api/auth/me',
  retry: 'never',
  auth: true,
};
export const updateProfile: Endpoint<{ body: In<typeof updateProfileSchema> }, Out<typeof userWriteAnswerSchema>> = {
  method: 'PATCH',
  path: '/api/auth/me',
  retry: 'never',
  auth: true,
};
export const changePassword: Endpoint<
  { body: In<typeof changePasswordSchema> },
  Out<typeof passwordChangeAnswerSchema>
> = { method: 'PUT', path: '/api/auth/password', retry: 'never', auth: true };
export const signOutEverywhere: Endpoint<object, Message> = {
  method: 'POST',
  path: '/api/auth/logout-all',
  retry: 'never',
  auth: true,
};
// A forgotten password: the request always answers 202 with the same text; the confirmation ends every session.
export const passwordReset: Endpoint<{ body: In<typeof passwordResetRequestSchema> }, Message> = {
  method: 'POST',
  path: '/api/auth/password-reset',
  retry: 'never',
  auth: false,
};
export const passwordResetConfirm: Endpoint<{ body: In<typeof passwordResetConfirmSchema> }, Message> = {
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  retry: 'never',
  auth: false,
};
// Checking a cart changes nothing, but it is a POST (the lines travel as a body): never retried.
export const checkCart: Endpoint<{ body: In<typeof cartCheckRequestSchema> }, Out<typeof cartCheckAnswerSchema>> = {
  method: 'POST',
  path: '/api/orders/check',
  retry: 'never',
  auth: true,
};
export const placeOrder: Endpoint<{ body: In<typeof orderRequestSchema> }, Out<typeof orderSchema>> = {
  method: 'POST',
  path: '/api/orders',
  retry: 'unanswered-or-gateway',
  auth: true,
};
export const myOrders: Endpoint<{ query: QueryInput<typeof orderListQuerySchema> }, Out<typeof orderPageSchema>> = {
  method: 'GET',
  path: '/api/orders/mine',
  retry: 'unanswered',
  auth: true,
};
export const getOrder: Endpoint<IdParams, Out<typeof orderSchema>> = {
  method: 'GET',
  path: '/api/orders/:id',
  retry: 'unanswered',
  auth: true,
};
/** The buyer cancels their own order while it is paid; its stock goes back once. */
export const cancelOrder: Endpoint<IdParams, Out<typeof orderSchema>> = {
  method: 'POST',
  path: '/api/orders/:id/cancel',
  retry: 'never',
  auth: true,
};

// Addresses of the signed-in account ('Mi cuenta' and the checkout) and delivery quotes.
export const listAddresses: Endpoint<object, Out<typeof addressListSchema>> = {
  method: 'GET',
  path: '/api/account/addresses',
  retry: 'unanswered',
  auth: true,
};
export const createAddress: Endpoint<{ body: In<typeof addressInputSchema> }, Out<typeof addressSchema>> = {
  method: 'POST',
  path: '/api/account/addresses',
  retry: 'never',
  auth: true,
};
export const updateAddress: Endpoint<IdParams & { body: In<typeof addressInputSchema> }, Out<typeof addressSchema>> = {
  method: 'PUT',
  path: '/api/account/addresses/:id',
  retry: 'never',
  auth: true,
};
export const deleteAddress: Endpoint<IdParams, Message> = {
  method: 'DELETE',
  path: '/api/account/addresses/:id',
  retry: 'never',
  auth: true,
};
/**
 * Public: by `province` and `postalCode` anyone may ask (the product page's delivery line); by
 * `addressId` the caller's session goes along (the web adds it; see the web's shipping api).
 */
export const shippingQuote: Endpoint<
  { body: In<typeof shippingQuoteRequestSchema> },
  Out<typeof shippingQuoteSchema>
> = { method: 'POST', path: '/api/shipping/quote', retry: 'never', auth: false };
