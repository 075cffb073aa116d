import type { Endpoint, FormBody, QueryInput } from './endpoint';
import type { In, IdParams, Message, Out } from './declaring';
import type { toggleStatusSchema, updateRoleSchema } from '../auth';
import type {
  orderPageSchema,
  orderSchema,
  orderStatusChangeSchema,
  staffOrderFilterSchema,
  staffOrderListQuerySchema,
} from '../orders';
import type { Product, productInputSchema, productPatchSchema } from '../product';
import type { statsScopeSchema, statsSchema } from '../stats';
import type { deleteMediaInputSchema, uploadedImagesSchema, uploadedVideoSchema } from '../uploads/media';
import type { publicUserSchema, userWriteAnswerSchema } from '../users';
import type { componentListSchema, componentQuerySchema } from '../catalogues/query';
import type { mailOutboxEntrySchema, mailOutboxSchema, orderMailParamsSchema, orderMailsSchema } from '../mail/outbox';
import type {
  bulkChangeSchema,
  productImportAnswerSchema,
  productImportSchema,
  staffProductListQuerySchema,
  staffProductPageSchema,
} from '../product-admin';
import type { auditPageSchema, auditQuerySchema, shopSettingsInputSchema, shopSettingsSchema } from '../settings';
import type { readySchema } from './operations';

/**
 * The API's endpoints that only staff call (products written, users managed, media uploaded,
 * the order desk, statistics, the component catalogues), one export each, like endpoints.ts.
 * Only the admin pages, loaded lazily, call them: kept apart and reached through their own
 * entry point (`staffEndpoints` from `@shop/domain/staff-api`), never the root one, they stay
 * out of the storefront's first load. Only types are imported above, as there.
 */
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
export const listOrders: Endpoint<
  { query?: QueryInput<typeof staffOrderListQuerySchema> },
  Out<typeof orderPageSchema>
> = { method: 'GET', path: '/api/orders', retry: 'unanswered', auth: true };
/** The filtered orders as CSV (one row per line); the web downloads it with the session's token. */
export const exportOrders: Endpoint<{ query?: QueryInput<typeof staffOrderFilterSchema> }, string> = {
  method: 'GET',
  path: '/api/orders/export.csv',
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
/** The mails about one order, oldest first, and how their sending went (staff's order page). */
export const orderMails: Endpoint<IdParams, Out<typeof orderMailsSchema>> = {
  method: 'GET',
  path: '/api/orders/:id/mails',
  retry: 'unanswered',
  auth: true,
};
/**
 * Sends one of an order's mails again, word for word and to the same address (the buyer did not
 * get it, or its sending gave up): a new copy in the outbox, answered as staff see it (201).
 */
export const resendOrderMail: Endpoint<
  { params: Out<typeof orderMailParamsSchema> },
  Out<typeof mailOutboxEntrySchema>
> = {
  method: 'POST',
  path: '/api/orders/:id/mails/:mailId/resend',
  retry: 'never',
  auth: true,
};
/** The newest e-mails of the outbox and how each one's sending goes (staff; the development mail viewer). */
export const mailOutbox: Endpoint<object, Out<typeof mailOutboxSchema>> = {
  method: 'GET',
  path: '/api/admin/mail-outbox',
  retry: 'unanswered',
  auth: true,
};
/** The staff product list: filters by category, brand, stock level and missing English, sorts, pages. */
export const staffProducts: Endpoint<
  { query?: QueryInput<typeof staffProductListQuerySchema> },
  Out<typeof staffProductPageSchema>
> = { method: 'GET', path: '/api/admin/products', retry: 'unanswered', auth: true };
/** One price or stock change for the selected products, all or nothing. */
export const bulkChangeProducts: Endpoint<{ body: In<typeof bulkChangeSchema> }, Product[]> = {
  method: 'POST',
  path: '/api/admin/products/bulk',
  retry: 'never',
  auth: true,
};
/** The filtered list as CSV (text/csv; read as text, not JSON). */
export const exportProducts: Endpoint<{ query?: QueryInput<typeof staffProductListQuerySchema> }, never> = {
  method: 'GET',
  path: '/api/admin/products/export.csv',
  retry: 'unanswered',
  auth: true,
};
/** A CSV of the export's columns: every row checked first, then all applied or none. */
export const importProducts: Endpoint<
  { body: In<typeof productImportSchema> },
  Out<typeof productImportAnswerSchema>
> = {
  method: 'POST',
  path: '/api/admin/products/import',
  retry: 'never',
  auth: true,
};
/** The shop's settings (admins and superadmins). */
export const getSettings: Endpoint<object, Out<typeof shopSettingsSchema>> = {
  method: 'GET',
  path: '/api/admin/settings',
  retry: 'unanswered',
  auth: true,
};
/** Replaces every setting; `version` (the one loaded) refuses a save over another person's (412). */
export const saveSettings: Endpoint<
  { body: In<typeof shopSettingsInputSchema> & { version?: number } },
  Out<typeof shopSettingsSchema>
> = {
  method: 'PUT',
  path: '/api/admin/settings',
  retry: 'never',
  auth: true,
};
/** The record of who changed what, newest first (superadmins: every area; admins: products and orders). */
export const audit: Endpoint<{ query: QueryInput<typeof auditQuerySchema> }, Out<typeof auditPageSchema>> = {
  method: 'GET',
  path: '/api/admin/audit',
  retry: 'unanswered',
  auth: true,
};
/** Readiness for load balancers and orchestrators (no page calls it): declared here, off the storefront's first load. */
export const ready: Endpoint<object, Out<typeof readySchema>> = {
  method: 'GET',
  path: '/api/ready',
  retry: 'never',
  auth: false,
};
