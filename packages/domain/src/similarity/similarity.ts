import type { DomainMessageKey } from '../messages';
import type { MessageParams } from '../message-tables';

/**
 * Similar and comparable products. The shop's specification fixes the rule (same
 * category, price within 30 %, has features, score above 3 of 10, the average of a ranking
 * score and a price score, default ranking 5, top 3) and leaves the two partial scores open;
 * they are defined here, once, and documented in docs/similarity-and-comparison.md.
 */

export const SIMILARITY = {
  /** A candidate's price may differ from the product's by at most this share of it. */
  priceWindow: 0.3,
  /** The ranking of a product whose processor has none (spec: 5). */
  defaultRanking: 5,
  /** Processor ranks apart at which the ranking score reaches 0 (linear from 10 at equal ranks). */
  rankingSpan: 50,
  /** A candidate qualifies with a score above this. */
  minimumScore: 3,
  /** Similar products shown; also the related fallback's size. */
  shown: 3,
  /** Comparable products answered. */
  comparable: 10,
  /** Prices at most this share apart are called close in the reasons shown to shoppers. */
  closePriceShare: 0.1,
  /** Processors at most this many ranks apart are called of a similar class (ranking score 8 or more). */
  closeRanks: 10,
} as const;

/** The component a feature holds: the one selected, or the first of several. */
export function featureComponent(features: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const feature = features[key];
  if (typeof feature !== 'object' || feature === null) return undefined;
  const { selectedComponent, selectedComponents } = feature as {
    selectedComponent?: unknown;
    selectedComponents?: unknown;
  };
  const component = Array.isArray(selectedComponents) ? selectedComponents[0] : selectedComponent;
  return typeof component === 'object' && component !== null ? (component as Record<string, unknown>) : undefined;
}

/** The processor's ranking (lower is stronger), or the spec's default 5 when it has none. */
export function processorRanking(features: Record<string, unknown>): number {
  const ranking = featureComponent(features, 'processor')?.ranking;
  return typeof ranking === 'number' && Number.isFinite(ranking) ? ranking : SIMILARITY.defaultRanking;
}

/** 10 at equal rankings, falling linearly to 0 at `rankingSpan` ranks apart. */
export function rankingScore(ranking: number, candidateRanking: number): number {
  const score = 10 * (1 - Math.abs(ranking - candidateRanking) / SIMILARITY.rankingSpan);
  return Math.max(0, score);
}

/** 10 at the same price, falling linearly to 0 at the window's edge (30 % of the product's price). */
export function priceScore(price: number, candidatePrice: number): number {
  if (price <= 0) return candidatePrice === price ? 10 : 0;
  const share = Math.abs(candidatePrice - price) / price;
  return Math.max(0, 10 * (1 - share / SIMILARITY.priceWindow));
}

/** The lowest and highest price a similar candidate may have. */
export function priceWindow(price: number): { min: number; max: number } {
  return { min: price * (1 - SIMILARITY.priceWindow), max: price * (1 + SIMILARITY.priceWindow) };
}

export interface Comparable {
  id: string;
  basePrice: number;
  features: Record<string, unknown>;
}

/** The average of the ranking score and the price score, 0 to 10. */
export function similarityScore(product: Comparable, candidate: Comparable): number {
  return (
    (rankingScore(processorRanking(product.features), processorRanking(candidate.features)) +
      priceScore(product.basePrice, candidate.basePrice)) /
    2
  );
}

/** A product as the reasons read it: the similar answer's products and the detail page's product alike. */
export interface ReasonedProduct extends Comparable {
  category: string;
  brand?: string;
}

export interface SimilarityReason {
  key: DomainMessageKey;
  params: MessageParams;
}

/** The processor's ranking only when it has one (the score's default of 5 is no reason to call two alike). */
function statedRanking(features: Record<string, unknown>): number | undefined {
  const ranking = featureComponent(features, 'processor')?.ranking;
  return typeof ranking === 'number' && Number.isFinite(ranking) ? ranking : undefined;
}

/**
 * Why a similar product is alike, in words instead of its score: the same category, the same or
 * a close price (within `closePriceShare`), the same processor or one of a similar class (within
 * `closeRanks` of the same ranking), the same brand. Read from the fields the score reads, plus
 * category and brand; an empty list when nothing is alike.
 */
export function similarityReasons(product: ReasonedProduct, candidate: ReasonedProduct): SimilarityReason[] {
  const reasons: SimilarityReason[] = [];
  const say = (key: DomainMessageKey, params: MessageParams = {}) => reasons.push({ key, params });
  if (product.category === candidate.category) say('similarity.sameCategory');
  if (candidate.basePrice === product.basePrice) say('similarity.samePrice');
  else if (
    product.basePrice > 0 &&
    Math.abs(candidate.basePrice - product.basePrice) / product.basePrice <= SIMILARITY.closePriceShare
  )
    say('similarity.closePrice');
  const processor = featureComponent(product.features, 'processor');
  const otherProcessor = featureComponent(candidate.features, 'processor');
  const ranking = statedRanking(product.features);
  const otherRanking = statedRanking(candidate.features);
  const sameId = processor?.id !== undefined && processor.id === otherProcessor?.id;
  const sameName = typeof processor?.name === 'string' && processor.name === otherProcessor?.name;
  if (sameId || sameName) say('similarity.sameProcessor');
  else if (
    ranking !== undefined &&
    otherRanking !== undefined &&
    Math.abs(ranking - otherRanking) <= SIMILARITY.closeRanks
  )
    say('similarity.closeProcessor');
  const brand = product.brand?.trim();
  if (brand && brand.toLowerCase() === candidate.brand?.trim().toLowerCase()) say('similarity.sameBrand', { brand });
  return reasons;
}

export function hasFeatures(product: Pick<Comparable, 'features'>): boolean {
  return Object.keys(product.features).length > 0;
}

/**
 * The spec's similar products among candidates already of the product's category and
 * currency: within the price window, with features, scoring above 3; the best 3, best first
 * (ties: nearer price, then id, so the answer is stable).
 */
export function pickSimilar<T extends Comparable>(
  product: Comparable,
  candidates: readonly T[],
): (T & { score: number })[] {
  const { min, max } = priceWindow(product.basePrice);
  return candidates
    .filter((candidate) => candidate.id !== product.id && hasFeatures(candidate))
    .filter((candidate) => candidate.basePrice >= min && candidate.basePrice <= max)
    .map((candidate) => ({ ...candidate, score: similarityScore(product, candidate) }))
    .filter((candidate) => candidate.score > SIMILARITY.minimumScore)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Math.abs(a.basePrice - product.basePrice) - Math.abs(b.basePrice - product.basePrice) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, SIMILARITY.shown);
}

/**
 * How far a candidate is from the product for comparison: relative price difference plus
 * processor ranks apart over the span (0 is the same price and performance). Products
 * without features are compared by price alone.
 */
export function comparisonDistance(product: Comparable, candidate: Comparable): number {
  const price = product.basePrice > 0 ? Math.abs(candidate.basePrice - product.basePrice) / product.basePrice : 0;
  const both = hasFeatures(product) && hasFeatures(candidate);
  const ranks = both
    ? Math.abs(processorRanking(product.features) - processorRanking(candidate.features)) / SIMILARITY.rankingSpan
    : 0;
  return price + ranks;
}

/** The nearest candidates in price and performance, at most 10, nearest first. */
export function pickComparable<T extends Comparable>(product: Comparable, candidates: readonly T[]): T[] {
  return candidates
    .filter((candidate) => candidate.id !== product.id)
    .map((candidate) => ({ candidate, distance: comparisonDistance(product, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.id.localeCompare(b.candidate.id))
    .slice(0, SIMILARITY.comparable)
    .map(({ candidate }) => candidate);
}
