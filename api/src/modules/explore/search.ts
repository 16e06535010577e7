import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import type { Tx } from "../../lib/transaction.ts";

/**
 * What a search word matches (migrations 0004 and 0006): the GIN index over
 * the stored 1- and 2-character grams (`search_grams`) finds candidates,
 * `strpos` on `search_text` checks the exact text. All words' grams go into
 * one `@>` so the index answers them in a single condition.
 */
export function matchesWords(words: string[]): SQL {
  const normalized = words.map((word) => sql`gp_search_text(${word}::text)`);
  const grams = sql.join(
    normalized.map((word) => sql`gp_search_query_grams(${word})`),
    sql` || `,
  );
  const exact = sql.join(
    normalized.map((word) => sql`strpos(search_text, ${word}) > 0`),
    sql` and `,
  );
  return sql`search_grams @> (${grams}) and ${exact}`;
}

/**
 * The rows of `table` that match every word, as a subquery fenced with
 * `offset 0`. The fence keeps the caller's other conditions (published,
 * shared…) out of the search, so the partial btree indexes on those do not
 * compete with the GIN index: walking a sort index and testing every row
 * is slow for a rare word over 100,000 pages.
 * `restrict` is what a partial GIN index needs to be usable.
 */
export function searchSource(table: SQL, words: string[], restrict?: SQL): SQL {
  const where = restrict ? sql`${restrict} and ${matchesWords(words)}` : matchesWords(words);
  return sql`(select * from ${table} where ${where} offset 0)`;
}

/**
 * Runs searches with sequential scans ruled out for the transaction: for a
 * common word the planner would otherwise read the whole table, where the GIN
 * bitmap scan reads the matches only (its `@>` needs no recheck). A count
 * read after an empty page shares the transaction, so it sees the same rows.
 */
export function withSearchPlan<T>(db: Database, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/** A timestamp as `toISOString()` writes it: raw reads return the driver's text form. */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A page of results: the row statement, the count statement, and whether it is a search. */
export type PageStatements = { rows: SQL; count: SQL; searching: boolean; offset: number };

/**
 * The column a search's row statement adds: the matches are read once and the
 * total rides on every row, instead of a second statement reading them again.
 * Browsing does not add it: its rows come straight off a sorted index.
 */
export const searchTotal = (searching: boolean) => (searching ? sql`, (count(*) over ())::int as total` : sql``);

/** Runs a page read: searches under the search plan, plain browsing as is (rows and count at once). */
export async function readPage<Row>(db: Database, statements: PageStatements): Promise<{ rows: Row[]; count: number }> {
  const total = async (executor: Pick<Database, "execute">) => rowsOf<{ count: number }>(await executor.execute(statements.count))[0]?.count ?? 0;
  if (!statements.searching) {
    const [rows, count] = await Promise.all([db.execute(statements.rows), total(db)]);
    return { rows: rowsOf<Row>(rows), count };
  }
  return withSearchPlan(db, async (tx) => {
    const rows = rowsOf<Row & { total: number }>(await tx.execute(statements.rows));
    // Past the last page no row carries the total.
    const count = rows[0]?.total ?? (statements.offset > 0 ? await total(tx) : 0);
    return { rows, count };
  });
}
