import { type SqlBool, sql } from 'kysely';
import { type SearchPlanner, WALK_SORT_INDEX_ABOVE, productsIn, sortedPage } from './listing';

/** PostgreSQL: every word as a prefix, against the GIN-indexed tsvector of search_text. */
export const searchPostgres: SearchPlanner = async (kysely, { words, category, query, offset }) => {
  const prefixes = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
  // The planner overestimates prefix matches and counts them by reading every row's tsvector;
  // the GIN index counts the same rows three times faster, so the count is told to use it.
  const countRow = await kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return productsIn(trx, category)
      .where(sql<SqlBool>`search_vector @@ ${prefixes}`)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
  });
  const total = Number(countRow?.total ?? 0);
  if (offset >= total) return { items: [], total };
  // Many matches: the function form of @@ cannot use the GIN index, which leaves the planner the
  // sort's own index to walk, stopping after one page (the planner underestimates prefix matches).
  const match =
    total > WALK_SORT_INDEX_ABOVE
      ? sql<SqlBool>`ts_match_vq(search_vector, ${prefixes})`
      : sql<SqlBool>`search_vector @@ ${prefixes}`;
  return { items: await sortedPage(productsIn(kysely, category).where(match), query, offset), total };
};
