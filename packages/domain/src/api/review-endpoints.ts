import type { Endpoint, QueryInput } from './endpoint';
import type { In, IdParams, Message, Out } from './declaring';
import type {
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewModerationSchema,
  reviewPageSchema,
  ownReviewSchema,
  staffReviewListQuerySchema,
  staffReviewListSchema,
  staffReviewSchema,
  usefulVoteAnswerSchema,
} from '../reviews/schemas';

/**
 * The API's endpoints of reviews, one export each, like endpoints.ts. Only the product page's
 * lazily loaded reviews section and the admin's moderation page call them: kept apart behind
 * their own entry point (`reviewEndpoints` from `@shop/domain/reviews-api`), they stay out of the
 * storefront's first load. Only types are imported above, as there.
 */
export const productReviews: Endpoint<
  IdParams & { query?: QueryInput<typeof reviewListQuerySchema> },
  Out<typeof reviewPageSchema>
> = { method: 'GET', path: '/api/products/:id/reviews', retry: 'unanswered', auth: false };
/** Whether the signed-in caller may review the product, and their own review of it (any status). */
export const myProductReview: Endpoint<IdParams, Out<typeof reviewEligibilitySchema>> = {
  method: 'GET',
  path: '/api/products/:id/reviews/mine',
  retry: 'unanswered',
  auth: true,
};
export const createReview: Endpoint<IdParams & { body: In<typeof reviewInputSchema> }, Out<typeof ownReviewSchema>> = {
  method: 'POST',
  path: '/api/products/:id/reviews',
  retry: 'never',
  auth: true,
};
export const updateReview: Endpoint<IdParams & { body: In<typeof reviewInputSchema> }, Out<typeof ownReviewSchema>> = {
  method: 'PUT',
  path: '/api/reviews/:id',
  retry: 'never',
  auth: true,
};
export const deleteReview: Endpoint<IdParams, Message> = {
  method: 'DELETE',
  path: '/api/reviews/:id',
  retry: 'never',
  auth: true,
};
export const markReviewUseful: Endpoint<IdParams, Out<typeof usefulVoteAnswerSchema>> = {
  method: 'POST',
  path: '/api/reviews/:id/useful',
  retry: 'never',
  auth: true,
};
export const staffReviews: Endpoint<
  { query?: QueryInput<typeof staffReviewListQuerySchema> },
  Out<typeof staffReviewListSchema>
> = { method: 'GET', path: '/api/admin/reviews', retry: 'unanswered', auth: true };
export const moderateReview: Endpoint<
  IdParams & { body: In<typeof reviewModerationSchema> },
  Out<typeof staffReviewSchema>
> = { method: 'PATCH', path: '/api/admin/reviews/:id', retry: 'never', auth: true };
