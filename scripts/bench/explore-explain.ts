/** EXPLAIN (ANALYZE, BUFFERS) of one Explore query's statements, run as the service runs them. Usage: bun explore-explain.ts "initiatives/?q=green" */
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "@greenpage/db";
import { walkSortIndex, withSearchPlan } from "../../api/src/modules/explore/search.ts";
import { exploreStatements } from "./explore-statements.ts";

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
const statements = exploreStatements(process.argv[2] ?? "");
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
