/** EXPLAIN (ANALYZE, BUFFERS) of one Explore query's statements, run as the service runs them. Usage: bun explore-explain.ts "initiatives/?q=green" */
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "@greenpage/db";
import { cleanExploreQuery } from "../../api/src/modules/explore/filters.ts";
import { initiativeSearchStatements } from "../../api/src/modules/explore/initiative-search.ts";
import { pageSearchStatements } from "../../api/src/modules/explore/page-search.ts";
import { walkSortIndex, withSearchPlan } from "../../api/src/modules/explore/search.ts";

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
const [kind, search = ""] = (process.argv[2] ?? "").split("?");
const filters = cleanExploreQuery(Object.fromEntries(new URLSearchParams(search)));
const statements = kind.startsWith("pages") ? pageSearchStatements(filters) : initiativeSearchStatements(filters);
for (const [name, statement, walk] of [
  ["count", statements.count, false],
  ["rows", statements.rows, false],
  ["sortedRows", statements.sortedRows, true],
] as const) {
  if (!statement) continue;
  const lines = await withSearchPlan(database.db, async (tx) => {
    if (walk) await walkSortIndex(tx);
    return rowsOf<Record<string, string>>(await tx.execute(sql`explain (analyze, buffers) ${statement}`));
  });
  console.log(`--- ${name}\n${lines.map((row) => Object.values(row)[0]).join("\n")}`);
}
await database.close();
