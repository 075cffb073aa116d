import type { z } from 'zod';
import type { Endpoint, FormBody, QueryInput } from './endpoint';
import type { loginSchema, googleLoginSchema, RegisterPayload, toggleStatusSchema, updateRoleSchema } from '../auth';
import type { changePasswordSchema, passwordChangeAnswerSchema, updateProfileSchema } from '../account/schemas';
import type {
  cartCheckAnswerSchema,
  cartCheckRequestSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderRequestSchema,
  orderSchema,
  orderStatusChangeSchema,
  staffOrderListQuerySchema,
} from '../orders';
import type { Product, productInputSchema, productPatchSchema, productSummarySchema } from '../product';
import type {
  exchangeRatesSchema,
  productFacetsSchema,
  productListQuerySchema,
  suggestAnswerSchema,
  suggestQuerySchema,
} from '../search';
import type { comparableProductSchema, similarAnswerSchema } from '../similarity';
import type { statsScopeSchema, statsSchema } from '../stats';
import type { deleteMediaInputSchema, uploadedImagesSchema, uploadedVideoSchema } from '../uploads/media';
import type { publicUserSchema, sessionAnswerSchema, userWriteAnswerSchema } from '../users';
import type { componentListSchema, componentQuerySchema } from '../catalogues/query';
import type {
  authConfigSchema,
  categoryCountSchema,
  compareQuerySchema,
  healthSchema,
  idParamsSchema,
  messageSchema,
} from './schemas';

// Only types are imported above: the table is read by the web's first load, which must not carry zod.

type Out<Schema extends z.ZodType> = z.output<Schema>;
type In<Schema extends z.ZodType> = z.input<Schema>;
type IdParams = { params: Out<typeof idParamsSchema> };
type Message = Out<typeof messageSchema>;

/**
 * Every endpoint of the API, one export each: the server registers its routes from these and
 * the web calls them through its client. Read as a namespace (`endpoints.listProducts`), so a
 * bundle carries only the declarations it calls.
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
  { query?: QueryInput<typeof productListQuerySchema> },
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
export const similarProducts: Endpoint<IdParams, Out<typeof similarAnswerSchema>> = {
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
export const createProduct: Endpoint<{ body: In<typeof productInputSchema> }, Product> = {
  method: 'POST',
  path: '/api/products',
  retry: 'never',
  auth: true,
};
export const updateProduct: Endpoint<IdParams & { body: In<typeof productPatchSchema> }, Product> = {
  method: 'PUT',
  path: '/api/products/:id',
  retry: 'never',
  auth: true,
};
export const deleteProduct: Endpoint<IdParams, Message> = {
  method: 'DELETE',
  path: '/api/products/:id',
  retry: 'never',
  auth: true,
};
export const components: Endpoint<
  { query: QueryInput<typeof componentQuerySchema> },
  Out<typeof componentListSchema>
> = { method: 'GET', path: '/api/components', retry: 'unanswered', auth: false };
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
export const listUsers: Endpoint<object, Out<typeof publicUserSchema>[]> = {
  method: 'GET',
  path: '/api/auth/users',
  retry: 'unanswered',
  auth: true,
};
export const updateUserRole: Endpoint<{ body: In<typeof updateRoleSchema> }, Out<typeof userWriteAnswerSchema>> = {
  method: 'PATCH',
  path: '/api/auth/users/update-role',
  retry: 'never',
  auth: true,
};
export const toggleUserStatus: Endpoint<{ body: In<typeof toggleStatusSchema> }, Out<typeof userWriteAnswerSchema>> = {
  method: 'PATCH',
  path: '/api/auth/users/toggle-status',
  retry: 'never',
  auth: true,
};
export const deleteUser: Endpoint<IdParams, Message> = {
  method: 'DELETE',
  path: '/api/auth/users/:id',
  retry: 'never',
  auth: true,
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
export const listOrders: Endpoint<
  { query?: QueryInput<typeof staffOrderListQuerySchema> },
  Out<typeof orderPageSchema>
> = { method: 'GET', path: '/api/orders', retry: 'unanswered', auth: true };
export const getOrder: Endpoint<IdParams, Out<typeof orderSchema>> = {
  method: 'GET',
  path: '/api/orders/:id',
  retry: 'unanswered',
  auth: true,
};
export const changeOrderStatus: Endpoint<
  IdParams & { body: In<typeof orderStatusChangeSchema> },
  Out<typeof orderSchema>
> = { method: 'PATCH', path: '/api/orders/:id/status', retry: 'never', auth: true };
export const uploadImages: Endpoint<{ body: FormBody }, Out<typeof uploadedImagesSchema>> = {
  method: 'POST',
  path: '/api/upload/multiple',
  retry: 'never',
  auth: true,
};
export const uploadImage: Endpoint<{ body: FormBody }, Out<typeof uploadedImagesSchema>> = {
  method: 'POST',
  path: '/api/upload',
  retry: 'never',
  auth: true,
};
export const uploadVideo: Endpoint<{ body: FormBody }, Out<typeof uploadedVideoSchema>> = {
  method: 'POST',
  path: '/api/upload/video',
  retry: 'never',
  auth: true,
};
export const deleteMedia: Endpoint<{ body: In<typeof deleteMediaInputSchema> }, Message> = {
  method: 'DELETE',
  path: '/api/upload',
  retry: 'never',
  auth: true,
};
export const stats: Endpoint<{ query: QueryInput<typeof statsScopeSchema> }, Out<typeof statsSchema>> = {
  method: 'GET',
  path: '/api/admin/stats',
  retry: 'unanswered',
  auth: true,
};
