import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import type { Tx } from "../../lib/transaction.ts";

/** Totals are counted up to this many and then shown as "1,000+": counting every match of a common word is what made it slow. */
export const COUNT_CAP = 1000;

/**
 * What a search word matches (migrations 0004, 0006 and 0027): the GIN index over
 * the stored 1-, 2- and 3-character grams (`search_grams`) finds candidates,
 * `strpos` on `search_text` checks the exact text. All words' grams go into
 * one `@>` so the index answers them in a single condition. `alias` names
 * the table when the statement joins another one with the same columns.
 */
export function matchesWords(words: string[], alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const normalized = words.map((word) => sql`gp_search_text(${word}::text)`);
  const grams = sql.join(
    normalized.map((word) => sql`gp_search_query_grams(${word})`),
    sql` || `,
  );
  const exact = sql.join(
    normalized.map((word) => sql`strpos(${column("search_text")}, ${word}) > 0`),
    sql` and `,
  );
  return sql`${column("search_grams")} @> (${grams}) and ${exact}`;
}

/**
 * The rows of `table` that match every word, as a subquery fenced with
 * `offset 0`. The fence keeps the caller's other conditions (published,
 * shared…) out of the search, so the partial btree indexes on those do not
 * compete with the GIN index: walking a sort index and testing every row
 * is slow for a rare word over 100,000 pages.
 * `restrict` is what a partial GIN index needs to be usable, and the
 * filters' words (`filterTerms`), which the same GIN index answers; with no
 * words, the rows that have the filters' words (a filtered browse).
 */
export function searchSource(table: SQL, words: string[], restrict?: SQL): SQL {
  const conditions = [restrict, words.length ? matchesWords(words) : undefined].filter((condition): condition is SQL => condition !== undefined);
  return sql`(select * from ${table} where ${sql.join(conditions, sql` and `)} offset 0)`;
}

/**
 * The total, counted no further than one past `COUNT_CAP`: a limit inside
 * the count stops reading matches (or listed rows, when browsing) there.
 */
export const cappedCount = (from: SQL, where: SQL) =>
  sql`select count(*)::int as count from (select 1 from ${from} where ${where} limit ${COUNT_CAP + 1}) as capped`;

/** Sets planner settings for the rest of the transaction, in one round trip (`set_config(…, true)` is `set local`). */
async function setLocal(tx: Pick<Tx, "execute">, settings: Record<string, string>): Promise<void> {
  const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/**
 * Runs searches with sequential scans ruled out for the transaction: for a
 * common word the planner would otherwise read the whole table, where the GIN
 * bitmap scan reads the matches only (its `@>` needs no recheck).
 */
export function withSearchPlan<T>(db: Database, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The ruled-out paths' penalty inflates the plan's cost past jit_above_cost: compiling would take longer than the read.
    await setLocal(tx, { enable_seqscan: "off", jit: "off" });
    return read(tx);
  });
}

/**
 * Rules bitmap scans and sorts out too, for the rest of a search's
 * transaction: the only way left to the rows is walking the sort order's
 * btree index and testing each row, which finds a page of a common word's
 * matches after a few hundred rows instead of reading and sorting all of
 * them. (Left to itself the planner reads a whole index and sorts: it cannot
 * estimate how many rows a word's grams match.)
 */
export async function walkSortIndex(tx: Pick<Tx, "execute">): Promise<void> {
  // A page is found after a few hundred rows: starting parallel workers costs more, and under load they queue.
  await setLocal(tx, { enable_bitmapscan: "off", enable_sort: "off", max_parallel_workers_per_gather: "0" });
}

/** A timestamp as `toISOString()` writes it: raw reads return the driver's text form. */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A page of results. `rows` reads the matches through the GIN index and sorts
 * them (few matches); `sortedRows`, when searching, walks the sort index and
 * tests each row (many matches). `count` is capped (see `cappedCount`).
 * `searching` is true for a search and for a filtered browse: both are read
 * from the GIN index first (a rare filter's rows are found there, not by
 * walking every listed row of the sort index and rejecting them).
 */
export type PageStatements = { rows: SQL; sortedRows?: SQL; count: SQL; searching: boolean; offset: number };

/** A page's rows and its total: `count_capped` when there are at least `count` (more than `COUNT_CAP`). */
export type ReadPage<Row> = { rows: Row[]; count: number; count_capped: boolean };

/**
 * The total as the response gives it: exact up to `COUNT_CAP`; past it the
 * cap, or what the pages read so far prove, and flagged as "at least".
 */
function total(counted: number, offset: number, read: number): { count: number; count_capped: boolean } {
  if (counted <= COUNT_CAP) return { count: counted, count_capped: false };
  // Rows read at `offset` prove at least `offset + read`; an empty page (past the end) proves only the cap.
  return { count: Math.max(COUNT_CAP, read > 0 ? offset + read : 0), count_capped: true };
}

/**
 * Runs a page read. Browsing: rows off the sorted index and the capped count
 * at once. Searching: the capped count first (through the GIN index); up to
 * the cap the matches are few and sorted in memory, past it the sort index
 * is walked instead (see `walkSortIndex`).
 */
export async function readPage<Row>(db: Database, statements: PageStatements): Promise<ReadPage<Row>> {
  const countOf = async (executor: Pick<Database, "execute">) => rowsOf<{ count: number }>(await executor.execute(statements.count))[0]?.count ?? 0;
  if (!statements.searching) {
    const [rows, counted] = await Promise.all([db.execute(statements.rows), countOf(db)]);
    const list = rowsOf<Row>(rows);
    return { rows: list, ...total(counted, statements.offset, list.length) };
  }
  return withSearchPlan(db, async (tx) => {
    const counted = await countOf(tx);
    if (counted === 0 || (counted <= COUNT_CAP && statements.offset >= counted)) return { rows: [], count: counted, count_capped: false };
    if (counted > COUNT_CAP && statements.sortedRows) await walkSortIndex(tx);
    const rows = rowsOf<Row>(await tx.execute(counted > COUNT_CAP && statements.sortedRows ? statements.sortedRows : statements.rows));
    return { rows, ...total(counted, statements.offset, rows.length) };
  });
}
