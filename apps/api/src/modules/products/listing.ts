import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ProductSummary } from '@shop/domain';
import type { Database } from '../../db/schema';
import { SUMMARY_COLUMNS, toSummary } from './rows';

/** What the list planners share: the page shape, the sort orders, and one sorted page of cards. */

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

export type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** The cards of these rows, in this order. */
export async function cardsBySeq(kysely: Kysely<Database>, seqs: number[]): Promise<ProductSummary[]> {
  if (seqs.length === 0) return [];
  const rows = await kysely
    .selectFrom('products')
    .select([...SUMMARY_COLUMNS, 'seq'])
    .where('seq', 'in', seqs)
    .execute();
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  return seqs.flatMap((seq) => {
    const row = bySeq.get(seq);
    return row ? [toSummary(row)] : [];
  });
}

/** Newest first (insertion order) or by name; seq breaks ties, so pages never overlap or skip. */
export async function simplePage(
  filtered: ProductQuery,
  sort: 'newest' | 'name',
  limit: number,
  offset: number,
): Promise<ProductSummary[]> {
  const ordered =
    sort === 'name' ? filtered.orderBy('name', 'asc').orderBy('seq', 'asc') : filtered.orderBy('seq', 'desc');
  const rows = await ordered.select(SUMMARY_COLUMNS).limit(limit).offset(offset).execute();
  return rows.map(toSummary);
}
