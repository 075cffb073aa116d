import { firstName } from '../text';

// The reviews' limits, statuses and display rules, apart from the schemas (schemas.ts): the
// product page reads these without loading zod.

export const REVIEW_LIMITS = { textMin: 10, textMax: 2000, reasonMax: 500, answerMax: 2000 } as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_SORTS = ['newest', 'useful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The order statuses that prove the buyer received the product: only they open a review. */
export const REVIEWABLE_ORDER_STATUSES = ['delivered', 'picked_up'] as const;

/** The name a review shows: the first word of the account's name. */
export function reviewAuthorName(fullName: string): string {
  return firstName(fullName);
}

/** The average shown: to one decimal, null without reviews (sum and count are kept exact). */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}
