#!/usr/bin/env node
/**
 * Explore's query mix alone, against a database already seeded (DATABASE_URL,
 * e.g. by `bun scripts/bench/seed.ts`): the bare baseline (the API's SQL with
 * no cache) and, with BENCH_EXPLORE_API=1, the API too. For working on
 * Explore's statements without the whole bench's seed and other rows.
 */
import { benchExplore, printExploreTable } from "./explore.mjs";
import { BENCH_ENV, startServer, stop } from "./servers.mjs";

if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL names the seeded database");
const rows = [];
for (const [script, label, ready] of [
  ["scripts/bench/baseline.ts", "baseline", "/api/v1/explore/pages/"],
  ...(process.env.BENCH_EXPLORE_API ? [["api/src/server.ts", "api", "/api/v1/health/"]] : []),
]) {
  const server = await startServer(script, BENCH_ENV, ready);
  try {
    rows.push(...(await benchExplore(server, label, "postgresql")));
  } finally {
    await stop(server.child);
  }
}
printExploreTable(rows);
