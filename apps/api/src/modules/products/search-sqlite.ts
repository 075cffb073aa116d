import { sql } from 'kysely';
import { type SearchPlanner, WALK_SORT_INDEX_ABOVE, sortedPage } from './listing';
import { SUMMARY_COLUMNS, toSummary } from './rows';

/**
 * SQLite: the FTS5 index answers the count and, for newest-first pages, the
 * page itself (its row ids are insertion order), so a word found in tens of
 * thousands of products costs no table scan and no sort.
 */
export const searchSqlite: SearchPlanner = async (kysely, { words, category, query, offset }) => {
  // Words hold only letters and digits, so quoting them cannot change the query's syntax.
  const terms = words.map((word) => `search_text : "${word}"*`);
  if (category) terms.push(`category : "${category.toLowerCase()}"`);
  const match = terms.join(' AND ');
  const matching = sql<number>`(select rowid from products_search where products_search match ${match})`;

  const countResult = await sql<{
    total: number;
  }>`select count(*) as total from products_search where products_search match ${match}`.execute(kysely);
  const total = Number(countResult.rows[0]?.total ?? 0);
  if (offset >= total) return { items: [], total };

  if (query.sort === 'newest') {
    const page = sql<number>`(select rowid from products_search where products_search match ${match} order by rowid desc limit ${query.limit} offset ${offset})`;
    const rows = await kysely
      .selectFrom('products')
      .select(SUMMARY_COLUMNS)
      .where('seq', 'in', page)
      .orderBy('seq', 'desc')
      .execute();
    return { items: rows.map(toSummary), total };
  }
  // Few matches: fetch them and sort. Many: walk the sort's index and keep the matching rows
  // ('+seq' stops SQLite from driving the query by the match list), which stops after one page.
  const seq = total > WALK_SORT_INDEX_ABOVE ? sql<number>`+products.seq` : sql<number>`products.seq`;
  return { items: await sortedPage(kysely.selectFrom('products').where(seq, 'in', matching), query, offset), total };
};
