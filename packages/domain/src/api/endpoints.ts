import type { z } from 'zod';
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
import type { statsQuerySchema, statsSchema } from '../stats';
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * When a call whose answer did not come may be sent again, on the client's schedule:
 * - 'unanswered': a read; retried after a time-out or a network failure (an HTTP error
 *   answer, even a 502, surfaces at once).
 * - 'unanswered-or-gateway': a write whose Idempotency-Key makes the server return what the
 *   first attempt made; also retried when a proxy in front of the API gave up (502, 503,
 *   504), since the write may have happened behind it.
 * - 'never': a write without such a key, or a read whose caller keeps its own schedule
 *   (suggestions: the next keystroke asks again; health: the start-up dialog's back-off).
 */
export type RetryRule = 'never' | 'unanswered' | 'unanswered-or-gateway';

/** A query string as sent: the keys the API reads, each as text, several texts for a repeated key. */
export type QueryInput<Schema extends z.ZodType> = Partial<Record<keyof z.output<Schema>, QueryValue>>;
export type QueryValue = string | readonly string[];

/** A multipart body (the browser's FormData): files travel as they are, never as JSON. */
export interface FormBody {
  append(name: string, value: never, fileName?: string): void;
}

/** What one call sends: the path's parameters, the query string, the JSON body. */
export interface CallInput {
  params?: Record<string, string>;
  query?: Partial<Record<string, QueryValue>>;
  body?: unknown;
}

export interface Endpoint<Input extends CallInput = CallInput, Answer = unknown> {
  readonly method: HttpMethod;
  /** The whole path, `:name` for a path parameter; the API registers exactly this. */
  readonly path: `/api/${string}`;
  readonly retry: RetryRule;
  /** Whether the web sends the stored session token (and refuses to call without one). */
  readonly auth: boolean;
  /** Type-only, never set: what a call sends and what a 2xx answers. */
  readonly types?: { input: Input; answer: Answer };
}

/** Declares one endpoint; the types are the generics, the rest is data. */
const endpoint = <Input extends CallInput, Answer>(declaration: Omit<Endpoint, 'types'>): Endpoint<Input, Answer> =>
  declaration;

type Out<Schema extends z.ZodType> = z.output<Schema>;
type In<Schema extends z.ZodType> = z.input<Schema>;
type IdParams = { params: Out<typeof idParamsSchema> };
type Message = Out<typeof messageSchema>;

const read = { method: 'GET', retry: 'unanswered', auth: false } as const;
const signedInRead = { ...read, auth: true } as const;
const signedInWrite = { retry: 'never', auth: true } as const;

/** Every endpoint of the API: the server registers its routes from here and the web calls them by name. */
export const endpoints = {
  health: endpoint<object, Out<typeof healthSchema>>({ ...read, path: '/api/health', retry: 'never' }),

  listProducts: endpoint<{ query?: QueryInput<typeof productListQuerySchema> }, Out<typeof productSummarySchema>[]>({
    ...read,
    path: '/api/products',
  }),
  productFacets: endpoint<{ query?: QueryInput<typeof productListQuerySchema> }, Out<typeof productFacetsSchema>>({
    ...read,
    path: '/api/products/facets',
  }),
  suggestProducts: endpoint<{ query: QueryInput<typeof suggestQuerySchema> }, Out<typeof suggestAnswerSchema>>({
    ...read,
    path: '/api/products/suggest',
    retry: 'never',
  }),
  exchangeRates: endpoint<object, Out<typeof exchangeRatesSchema>>({ ...read, path: '/api/exchange-rates' }),
  getProduct: endpoint<IdParams, Product>({ ...read, path: '/api/products/:id' }),
  comparableProducts: endpoint<{ query: QueryInput<typeof compareQuerySchema> }, Out<typeof comparableProductSchema>[]>(
    { ...read, path: '/api/products/compare-products' },
  ),
  similarProducts: endpoint<IdParams, Out<typeof similarAnswerSchema>>({ ...read, path: '/api/products/:id/similar' }),
  categories: endpoint<object, Out<typeof categoryCountSchema>[]>({ ...read, path: '/api/categories' }),
  createProduct: endpoint<{ body: In<typeof productInputSchema> }, Product>({
    ...signedInWrite,
    method: 'POST',
    path: '/api/products',
  }),
  updateProduct: endpoint<IdParams & { body: In<typeof productPatchSchema> }, Product>({
    ...signedInWrite,
    method: 'PUT',
    path: '/api/products/:id',
  }),
  deleteProduct: endpoint<IdParams, Message>({ ...signedInWrite, method: 'DELETE', path: '/api/products/:id' }),

  components: endpoint<{ query: QueryInput<typeof componentQuerySchema> }, Out<typeof componentListSchema>>({
    ...read,
    path: '/api/components',
  }),

  authConfig: endpoint<object, Out<typeof authConfigSchema>>({ ...read, path: '/api/auth/config' }),
  register: endpoint<{ body: RegisterPayload }, Out<typeof sessionAnswerSchema>>({
    method: 'POST',
    path: '/api/auth/register',
    retry: 'never',
    auth: false,
  }),
  login: endpoint<{ body: In<typeof loginSchema> }, Out<typeof sessionAnswerSchema>>({
    method: 'POST',
    path: '/api/auth/login',
    retry: 'never',
    auth: false,
  }),
  googleLogin: endpoint<{ body: In<typeof googleLoginSchema> }, Out<typeof sessionAnswerSchema>>({
    method: 'POST',
    path: '/api/auth/google-login',
    retry: 'never',
    auth: false,
  }),
  // The session check: a failure means signed out at once, so it has no retries to wait for.
  me: endpoint<object, Out<typeof publicUserSchema>>({ ...signedInRead, path: '/api/auth/me', retry: 'never' }),
  updateProfile: endpoint<{ body: In<typeof updateProfileSchema> }, Out<typeof userWriteAnswerSchema>>({
    ...signedInWrite,
    method: 'PATCH',
    path: '/api/auth/me',
  }),
  changePassword: endpoint<{ body: In<typeof changePasswordSchema> }, Out<typeof passwordChangeAnswerSchema>>({
    ...signedInWrite,
    method: 'PUT',
    path: '/api/auth/password',
  }),
  signOutEverywhere: endpoint<object, Message>({ ...signedInWrite, method: 'POST', path: '/api/auth/logout-all' }),

  listUsers: endpoint<object, Out<typeof publicUserSchema>[]>({ ...signedInRead, path: '/api/auth/users' }),
  updateUserRole: endpoint<{ body: In<typeof updateRoleSchema> }, Out<typeof userWriteAnswerSchema>>({
    ...signedInWrite,
    method: 'PATCH',
    path: '/api/auth/users/update-role',
  }),
  toggleUserStatus: endpoint<{ body: In<typeof toggleStatusSchema> }, Out<typeof userWriteAnswerSchema>>({
    ...signedInWrite,
    method: 'PATCH',
    path: '/api/auth/users/toggle-status',
  }),
  deleteUser: endpoint<IdParams, Message>({ ...signedInWrite, method: 'DELETE', path: '/api/auth/users/:id' }),

  // Checking a cart changes nothing, but it is a POST (the lines travel as a body): never retried.
  checkCart: endpoint<{ body: In<typeof cartCheckRequestSchema> }, Out<typeof cartCheckAnswerSchema>>({
    ...signedInWrite,
    method: 'POST',
    path: '/api/orders/check',
  }),
  placeOrder: endpoint<{ body: In<typeof orderRequestSchema> }, Out<typeof orderSchema>>({
    method: 'POST',
    path: '/api/orders',
    retry: 'unanswered-or-gateway',
    auth: true,
  }),
  myOrders: endpoint<{ query: QueryInput<typeof orderListQuerySchema> }, Out<typeof orderPageSchema>>({
    ...signedInRead,
    path: '/api/orders/mine',
  }),
  listOrders: endpoint<{ query?: QueryInput<typeof staffOrderListQuerySchema> }, Out<typeof orderPageSchema>>({
    ...signedInRead,
    path: '/api/orders',
  }),
  getOrder: endpoint<IdParams, Out<typeof orderSchema>>({ ...signedInRead, path: '/api/orders/:id' }),
  changeOrderStatus: endpoint<IdParams & { body: In<typeof orderStatusChangeSchema> }, Out<typeof orderSchema>>({
    ...signedInWrite,
    method: 'PATCH',
    path: '/api/orders/:id/status',
  }),

  uploadImages: endpoint<{ body: FormBody }, Out<typeof uploadedImagesSchema>>({
    ...signedInWrite,
    method: 'POST',
    path: '/api/upload/multiple',
  }),
  uploadImage: endpoint<{ body: FormBody }, Out<typeof uploadedImagesSchema>>({
    ...signedInWrite,
    method: 'POST',
    path: '/api/upload',
  }),
  uploadVideo: endpoint<{ body: FormBody }, Out<typeof uploadedVideoSchema>>({
    ...signedInWrite,
    method: 'POST',
    path: '/api/upload/video',
  }),
  deleteMedia: endpoint<{ body: In<typeof deleteMediaInputSchema> }, Message>({
    ...signedInWrite,
    method: 'DELETE',
    path: '/api/upload',
  }),

  stats: endpoint<{ query: QueryInput<typeof statsQuerySchema> }, Out<typeof statsSchema>>({
    ...signedInRead,
    path: '/api/admin/stats',
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type InputOf<Name extends EndpointName> = NonNullable<Endpoints[Name]['types']>['input'];
export type AnswerOf<Name extends EndpointName> = NonNullable<Endpoints[Name]['types']>['answer'];
