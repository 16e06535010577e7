/**
 * Explore's searches with filters, measured one at a time without the hot-read
 * cache (issue 25): for each query the service's own statements (readPage),
 * the median and worst wall time of RUNS reads, the count and the ids of the
 * first page (to compare two versions of the code), and EXPLAIN (ANALYZE,
 * BUFFERS) of the count statement's totals.
 * Run with Bun: DATABASE_URL=postgres://… bun scripts/bench/explore-filters.ts [out.json]
 * Env: ONLY (a regular expression the query's label must match), EXPLORE_SRC (the explore module to measure, default this checkout's), RUNS (default 7).
 * On the bench's seed (seed.ts) KR and NO have no pages; add a few NO pages to
 * see a filter that keeps a handful of a common word's matches.
 */
import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "@greenpage/db";

const src = process.env.EXPLORE_SRC ?? new URL("../../api/src/modules/explore/", import.meta.url).pathname;
const { cleanExploreQuery } = await import(`${src}/filters.ts`);
const { pageSearchStatements } = await import(`${src}/page-search.ts`);
const { initiativeSearchStatements } = await import(`${src}/initiative-search.ts`);
const { readPage, withSearchPlan, walkSortIndex } = await import(`${src}/search.ts`);
const RUNS = Number(process.env.RUNS ?? 7);

const WORDS = ["", "green", "solar", "energy", "環境", "電力"];
const FILTERS = [
  "",
  "country=KR",
  "country=KR&sort=recent",
  "country=NO",
  "country=NO&sort=recent",
  "category=energy&page_type=personal",
  "category=energy&page_type=personal&sort=recent",
  "framework=ssbj&category=apparel&page_type=personal",
  "country=GB&page=2",
  "country=JP",
];
const only = new RegExp(process.env.ONLY ?? "");
const queries = WORDS.flatMap((q) => FILTERS.flatMap((filter) => ["pages", "initiatives"].map((tab) => ({ tab, q, filter })))).filter(({ tab, q, filter }) =>
  only.test(`${tab} q=${q}${filter ? ` ${filter}` : ""}`),
);

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;
const results = [];
for (const { tab, q, filter } of queries) {
  const filters = cleanExploreQuery({ ...Object.fromEntries(new URLSearchParams(filter)), q });
  const statements = tab === "pages" ? pageSearchStatements(filters) : initiativeSearchStatements(filters);
  const times: number[] = [];
  let read: { rows: { id: number }[]; count: number; count_capped: boolean } | undefined;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    read = await readPage(db, statements);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const walked = read!.count_capped;
  const explain = async (statement: unknown, walk: boolean) => {
    const rows = await withSearchPlan(db, async (tx: { execute: (s: unknown) => Promise<unknown> }) => {
      if (walk) await walkSortIndex(tx);
      return rowsOf<Record<string, unknown>>(await tx.execute(sql`explain (analyze, buffers, format json) ${statement}`));
    });
    const raw = Object.values(rows[0]!)[0];
    const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: Record<string, number>; "Execution Time": number }];
    return { ms: Math.round(plan["Execution Time"] * 10) / 10, hit: plan.Plan["Shared Hit Blocks"], read: plan.Plan["Shared Read Blocks"] };
  };
  const count = await explain(statements.count, false);
  const rowsPlan = await explain(walked && statements.sortedRows ? statements.sortedRows : statements.rows, walked);
  const row = {
    query: `${tab} q=${q}${filter ? ` ${filter}` : ""}`,
    count: read!.count,
    capped: read!.count_capped,
    median: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
    max: Math.round(times.at(-1)! * 10) / 10,
    countPlan: count,
    rowsPlan,
    ids: read!.rows.map((r) => r.id),
  };
  results.push(row);
  console.log(
    `${row.query.padEnd(72)} ${String(row.count).padStart(5)}${row.capped ? "+" : " "} median ${String(row.median).padStart(7)} ms  max ${String(row.max).padStart(7)} ms  count: ${count.ms} ms ${count.hit}+${count.read} buf  rows: ${rowsPlan.ms} ms ${rowsPlan.hit}+${rowsPlan.read} buf`,
  );
}
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(results, null, 1));
await database.close();
