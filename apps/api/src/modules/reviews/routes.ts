import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  domainMessage,
  idParamsSchema,
  messageSchema,
  ownReviewSchema,
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewModerationSchema,
  reviewPageSchema,
  staffReviewListQuerySchema,
  staffReviewListSchema,
  staffReviewSchema,
  usefulVoteAnswerSchema,
} from '@shop/domain';
import { reviewEndpoints } from '@shop/domain/reviews-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import * as reviews from './service';

export interface ReviewRoutesOptions {
  db: Db;
}

const security = [{ bearer: [] }];
const signedIn = { config: { access: 'signed-in' } } as const;
const staff = { config: { access: ADMIN_ROLES } } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Reviews of verified buyers: the product page's list, the author's writes, votes and staff's moderation. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    // A review's standing changes under staff's hand: every answer is asked afresh.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(reviewEndpoints.productReviews),
    schema: {
      tags: ['reviews'],
      summary: "A page of the product's approved reviews (newest or most useful first) with its rating",
      description: 'The rating: average to one decimal (null without reviews), count, and reviews per star.',
      params: idParamsSchema,
      querystring: reviewListQuerySchema,
      response: { 200: reviewPageSchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request) => reviews.listReviews(db, request.params.id, request.query),
  });

  app.route({
    ...routeOf(reviewEndpoints.myProductReview),
    ...signedIn,
    schema: {
      tags: ['reviews'],
      summary: 'Whether the caller may review the product (they received it), and their own review of it',
      security,
      params: idParamsSchema,
      response: { 200: reviewEligibilitySchema, ...errors },
    },
    handler: async (request) => reviews.reviewEligibility(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(reviewEndpoints.createReview),
    ...signedIn,
    schema: {
      tags: ['reviews'],
      summary: 'Review a product received (an order holding it delivered or picked up); it waits for staff',
      description:
        '403 REVIEW_NOT_BOUGHT without such an order; 409 REVIEW_EXISTS for a second review of the product. ' +
        "`language` marks what the text is written in (the caller's language when left out).",
      security,
      params: idParamsSchema,
      body: reviewInputSchema,
      response: { 201: ownReviewSchema, ...errors, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const review = await reviews.createReview(
        db,
        requireUser(request),
        request.params.id,
        request.body,
        languageOf(request),
      );
      return reply.status(201).send(review);
    },
  });

  app.route({
    ...routeOf(reviewEndpoints.updateReview),
    ...signedIn,
    schema: {
      tags: ['reviews'],
      summary: "Rewrite one's review (another's answers 404); it waits for staff again",
      security,
      params: idParamsSchema,
      body: reviewInputSchema,
      response: { 200: ownReviewSchema, ...errors },
    },
    handler: async (request) =>
      reviews.updateReview(db, requireUser(request).id, request.params.id, request.body, languageOf(request)),
  });

  app.route({
    ...routeOf(reviewEndpoints.deleteReview),
    ...signedIn,
    schema: {
      tags: ['reviews'],
      summary: "Delete one's review (another's answers 404)",
      security,
      params: idParamsSchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await reviews.deleteReview(db, requireUser(request).id, request.params.id);
      return { message: domainMessage('reviews.deleted', languageOf(request)) };
    },
  });

  app.route({
    ...routeOf(reviewEndpoints.markReviewUseful),
    ...signedIn,
    schema: {
      tags: ['reviews'],
      summary: "Mark an approved review useful: one vote per account, not one's own",
      security,
      params: idParamsSchema,
      response: { 200: usefulVoteAnswerSchema, ...errors, 409: errorSchema },
    },
    handler: async (request) => reviews.markUseful(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...routeOf(reviewEndpoints.staffReviews),
    ...staff,
    schema: {
      tags: ['reviews'],
      summary: 'Reviews of one standing for staff (pending by default, oldest first)',
      security,
      querystring: staffReviewListQuerySchema,
      response: { 200: staffReviewListSchema, ...errors },
    },
    handler: async (request) => reviews.staffReviews(db, request.query.status),
  });

  app.route({
    ...routeOf(reviewEndpoints.moderateReview),
    ...staff,
    schema: {
      tags: ['reviews'],
      summary: 'Approve, reject (with a reason) and/or answer a review publicly',
      security,
      params: idParamsSchema,
      body: reviewModerationSchema,
      response: { 200: staffReviewSchema, ...errors },
    },
    handler: async (request) => reviews.moderateReview(db, request.params.id, request.body),
  });
};
