/**
 * Explore's query mix one at a time, no load and no cache: each statement's
 * own time (median and max of `BENCH_RUNS` reads, default 15) on the database
 * in DATABASE_URL, e.g. one seeded by `bun scripts/bench/seed.ts`. Where the
 * loaded bench's latency comes from, query by query.
 */
import { openDatabase } from "@greenpage/db";
import { readPage } from "../../api/src/modules/explore/search.ts";
import { EXPLORE_QUERIES } from "./explore.mjs";
import { exploreStatements } from "./explore-statements.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
for (const query of EXPLORE_QUERIES) {
  const statements = exploreStatements(query.path);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const read = await readPage(database.db, statements);
    times.push(performance.now() - start);
    count = read.count;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${query.label.padEnd(42)} median ${times[Math.floor(RUNS / 2)].toFixed(1).padStart(7)} ms  max ${times[RUNS - 1].toFixed(1).padStart(7)} ms  count ${count}`,
  );
}
await database.close();
