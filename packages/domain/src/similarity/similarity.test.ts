import { describe, expect, it } from 'vitest';
import {
  comparisonDistance,
  pickComparable,
  pickSimilar,
  priceScore,
  processorRanking,
  rankingScore,
  similarityReasons,
  similarityScore,
} from './similarity';
import { domainMessage } from '../messages';

const cpu = (ranking?: number) => ({
  processor: { selectedComponent: { category: 'processor', name: 'CPU', ranking } },
});
const product = (id: string, basePrice: number, ranking?: number | null) => ({
  id,
  basePrice,
  features: ranking === null ? {} : cpu(ranking),
});

describe('partial scores (computed by hand)', () => {
  it('ranking: 10 at equal ranks, 10 × (1 − 10/50) = 8 at 10 apart, 0 from 50 apart', () => {
    expect(rankingScore(20, 20)).toBe(10);
    expect(rankingScore(20, 30)).toBeCloseTo(8, 10);
    expect(rankingScore(30, 20)).toBeCloseTo(8, 10);
    expect(rankingScore(0, 50)).toBe(0);
    expect(rankingScore(0, 120)).toBe(0);
  });

  it('price: 10 at the same price, 10 × (1 − 0.15/0.30) = 5 at 15 % apart, 0 at 30 %', () => {
    expect(priceScore(1000, 1000)).toBe(10);
    expect(priceScore(1000, 1150)).toBeCloseTo(5, 10);
    expect(priceScore(1000, 850)).toBeCloseTo(5, 10);
    expect(priceScore(1000, 1300)).toBeCloseTo(0, 10);
    expect(priceScore(0, 0)).toBe(10);
    expect(priceScore(0, 10)).toBe(0);
  });

  it('ranking defaults to 5 without a ranked processor', () => {
    expect(processorRanking({})).toBe(5);
    expect(processorRanking(cpu(undefined))).toBe(5);
    expect(processorRanking({ processor: { selectedComponents: [{ category: 'processor', ranking: 12 }] } })).toBe(12);
  });

  it('similarity is their average: ranks 10 apart (8) and price 15 % apart (5) give 6.5', () => {
    expect(similarityScore(product('a', 1000, 20), product('b', 1150, 30))).toBeCloseTo(6.5, 10);
  });
});

describe('similar products', () => {
  const current = product('current', 1000, 20);
  it('keeps candidates within 30 % with features and a score above 3, best 3 first', () => {
    const candidates = [
      product('same', 1000, 20), // 10
      product('close', 1100, 25), // ranking 9, price 6.67 → 7.83
      product('far-rank', 1000, 70), // ranking 0, price 10 → 5
      product('cheap-weak', 800, 60), // ranking 2, price 3.33 → 2.67 (below 3)
      product('too-dear', 1400, 20), // outside the window
      product('no-features', 1000, null), // no features
      product('mid', 1200, 30), // ranking 8, price 3.33 → 5.67
    ];
    const similar = pickSimilar(current, candidates);
    expect(similar.map((p) => p.id)).toEqual(['same', 'close', 'mid']);
    expect(similar[1]!.score).toBeCloseTo((9 + 10 * (1 - 0.1 / 0.3)) / 2, 10);
  });

  it('never picks the product itself, and finds none among weak candidates', () => {
    expect(pickSimilar(current, [current, product('cheap-weak', 800, 60)])).toEqual([]);
  });
});

describe('comparable products', () => {
  it('orders by price share apart plus ranks apart over 50, at most 10', () => {
    const current = product('current', 1000, 20);
    expect(comparisonDistance(current, product('x', 1100, 30))).toBeCloseTo(0.1 + 0.2, 10);
    const candidates = Array.from({ length: 15 }, (_, index) => product(`p${index}`, 1000 + index * 100, 20));
    const comparable = pickComparable(current, [current, ...candidates]);
    expect(comparable).toHaveLength(10);
    expect(comparable.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('compares products without features by price alone', () => {
    expect(comparisonDistance(product('a', 100, null), product('b', 150, 90))).toBeCloseTo(0.5, 10);
  });
});

describe('similarityReasons', () => {
  const laptop = (basePrice: number, processor: Record<string, unknown> | null, brand = 'Lenovo') => ({
    id: 'x',
    category: 'Laptops',
    brand,
    basePrice,
    features: processor ? { processor: { selectedComponent: processor } } : {},
  });
  const keys = (reasons: { key: string }[]) => reasons.map((reason) => reason.key);

  it('names the same category, price, processor and brand', () => {
    const cpu = { id: 'i7-1355u', name: 'Intel Core i7-1355U', ranking: 40 };
    expect(keys(similarityReasons(laptop(1000, cpu), laptop(1000, cpu)))).toEqual([
      'similarity.sameCategory',
      'similarity.samePrice',
      'similarity.sameProcessor',
      'similarity.sameBrand',
    ]);
  });

  it('a price 10 % apart is close, 11 % is not; processors 10 ranks apart are of a class, 11 are not', () => {
    const a = laptop(1000, { name: 'A', ranking: 40 });
    expect(keys(similarityReasons(a, laptop(1100, { name: 'B', ranking: 50 }, 'HP')))).toEqual([
      'similarity.sameCategory',
      'similarity.closePrice',
      'similarity.closeProcessor',
    ]);
    expect(keys(similarityReasons(a, laptop(1110, { name: 'B', ranking: 51 }, 'HP')))).toEqual([
      'similarity.sameCategory',
    ]);
  });

  it("says nothing about processors without a stated ranking (the score's default of 5 is no likeness)", () => {
    expect(keys(similarityReasons(laptop(1000, null), laptop(1300, { name: 'B', ranking: 5 }, 'HP')))).toEqual([
      'similarity.sameCategory',
    ]);
  });

  it('is said in both languages, the brand named', () => {
    const [, , , brand] = similarityReasons(laptop(1000, { name: 'A' }), laptop(1000, { name: 'A' }, 'lenovo'));
    expect(domainMessage(brand!.key, 'es', brand!.params)).toBe('Misma marca (Lenovo)');
    expect(domainMessage(brand!.key, 'en', brand!.params)).toBe('Same brand (Lenovo)');
  });
});
