import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { LANGUAGES } from '../language';
import { withoutControlCharacters } from '../text';
import { intFromQuery } from '../product';
import { MAX_PAGE } from '../product-core';
import { REVIEW_LIMITS, REVIEW_SORTS, REVIEW_STATUSES } from './rules';

const msg = (key: DomainMessageKey) => ({ error: key });

/**
 * `POST /api/products/:id/reviews` and `PUT /api/reviews/:id`. The text is kept as typed (only
 * the blanks around it go) and is always shown as text; `language` marks what it was written in,
 * the caller's language when the form does not say.
 */
export const reviewInputSchema = z.object({
  rating: z
    .number(msg('reviews.rating.invalid'))
    .int(msg('reviews.rating.invalid'))
    .min(1, msg('reviews.rating.invalid'))
    .max(5, msg('reviews.rating.invalid')),
  text: withoutControlCharacters(
    z
      .string(msg('reviews.text.length'))
      .trim()
      .min(REVIEW_LIMITS.textMin, msg('reviews.text.length'))
      .max(REVIEW_LIMITS.textMax, msg('reviews.text.length')),
    { multiline: true },
  ),
  language: z.enum(LANGUAGES as ['es', 'en'], msg('reviews.language.invalid')).optional(),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

const answerSchema = z.object({ text: z.string(), answeredAt: z.string() });

/** A review as the product page shows it: the author's first name only. */
export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  text: z.string(),
  language: z.enum(LANGUAGES as ['es', 'en']),
  authorName: z.string(),
  /** Every shown review comes from a delivered or picked-up order ('Compra verificada'). */
  verifiedPurchase: z.literal(true),
  usefulCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff's public answer, shown under the review. */
  answer: answerSchema.nullable(),
});
export type Review = z.output<typeof reviewSchema>;

/** Average to one decimal (null without reviews), count, and how many reviews gave each star. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
export type RatingSummary = z.output<typeof ratingSummarySchema>;

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, msg('reviews.sort.invalid')).default('newest'),
  page: intFromQuery('query.page.invalid', 1, MAX_PAGE).default(1),
});

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: ratingSummarySchema,
});
export type ReviewPage = z.output<typeof reviewPageSchema>;

/** The caller's own review of a product (any status) and whether they may write one. */
export const ownReviewSchema = reviewSchema.omit({ verifiedPurchase: true }).extend({
  status: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type OwnReview = z.output<typeof ownReviewSchema>;
export const reviewEligibilitySchema = z.object({
  /** The caller received the product (a delivered or picked-up order holds it). */
  canReview: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type ReviewEligibility = z.output<typeof reviewEligibilitySchema>;

export const usefulVoteAnswerSchema = z.object({ usefulCount: z.number().int() });

/** What staff see in the moderation list. */
export const staffReviewSchema = ownReviewSchema.extend({
  productName: z.string(),
  authorEmail: z.string().nullable(),
});
export type StaffReview = z.output<typeof staffReviewSchema>;
export const staffReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, msg('reviews.status.invalid')).default('pending'),
});
export const staffReviewListSchema = z.array(staffReviewSchema);

/**
 * `PATCH /api/admin/reviews/:id`: approve, reject (with a reason the author reads) and/or answer
 * publicly (an empty answer removes it).
 */
export const reviewModerationSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], msg('reviews.moderation.status')).optional(),
    reason: withoutControlCharacters(
      z.string(msg('reviews.reason.tooLong')).trim().max(REVIEW_LIMITS.reasonMax, msg('reviews.reason.tooLong')),
      { multiline: true },
    ).optional(),
    answer: withoutControlCharacters(
      z.string(msg('reviews.answer.tooLong')).trim().max(REVIEW_LIMITS.answerMax, msg('reviews.answer.tooLong')),
      { multiline: true },
    ).optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'rejected' && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reviews.reason.required' });
    if (value.status === undefined && value.answer === undefined)
      context.addIssue({ code: 'custom', path: ['status'], message: 'reviews.moderation.empty' });
  });
export type ReviewModeration = z.output<typeof reviewModerationSchema>;
