import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import type { Tx } from "../contents/ordering.ts";

/**
 * What a search word matches (migration 0004): the GIN index over the 1- and
 * 2-character grams of `search_text` finds candidates, `strpos` checks the
 * exact text. All words' grams go into one `@>` so the index answers them in
 * a single condition; a second `@>` would otherwise be checked row by row.
 */
export function matchesWords(searchText: SQL, words: string[]): SQL {
  const normalized = words.map((word) => sql`gp_search_text(${word}::text)`);
  const grams = sql.join(normalized.map((word) => sql`gp_search_query_grams(${word})`), sql` || `);
  const exact = sql.join(normalized.map((word) => sql`strpos(${searchText}, ${word}) > 0`), sql` and `);
  return sql`gp_search_grams(${searchText}) @> (${grams}) and ${exact}`;
}

/**
 * The rows of `table` that match every word, as a subquery fenced with
 * `offset 0`. The fence keeps the caller's other conditions (published,
 * shared…) out of the search: the partial btree indexes on those would
 * otherwise compete with the GIN index, and any plan other than the GIN
 * bitmap scan computes `gp_search_grams` of each row it reads — about 0.3 ms
 * per short page, seconds for a common word over 100,000 pages.
 * `restrict` is what a partial GIN index needs to be usable.
 */
export function searchSource(table: SQL, words: string[], restrict?: SQL): SQL {
  const where = restrict ? sql`${restrict} and ${matchesWords(sql`search_text`, words)}` : matchesWords(sql`search_text`, words);
  return sql`(select * from ${table} where ${where} offset 0)`;
}

/**
 * Runs searches with sequential scans ruled out for the transaction. The
 * planner prices `gp_search_grams` as cheap, so for a common word it would
 * scan the table and compute the grams of every row; the GIN bitmap scan
 * never computes them (its `@>` needs no recheck). Both reads share the
 * transaction, so the count and the page see the same rows.
 */
export function withSearchPlan<T>(db: Database, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/** A timestamp as `toISOString()` writes it: raw reads return the driver's text form. */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Runs a row query and a count query: searches under the search plan, plain browsing as is. */
export async function readPage<Row>(db: Database, searching: boolean, statements: { rows: SQL; count: SQL }) {
  const run = async (executor: Pick<Database, "execute">) => {
    const [rows, total] = await Promise.all([executor.execute(statements.rows), executor.execute(statements.count)]);
    return { rows: rowsOf<Row>(rows), count: rowsOf<{ count: number }>(total)[0]?.count ?? 0 };
  };
  return searching ? withSearchPlan(db, run) : run(db);
}
