import { parseArgs } from "node:util";
import { openDatabase } from "@greenpage/db";
import { RestoreRefused, restorePage } from "./page-restore.ts";

/**
 * `npm run db:restore-page -- --from <url of a database restored from a backup> --handle <handle>`:
 * copies that page and everything that belongs to it into DATABASE_URL's database (or --to <url>).
 */
const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" }, handle: { type: "string" } } });
const targetUrl = values.to ?? process.env.DATABASE_URL;
if (!values.from || !values.handle || !targetUrl?.startsWith("postgres")) {
  console.error("Usage: npm run db:restore-page -- --from postgres://…/restored_copy --handle HANDLE [--to postgres://…/live] (default --to: DATABASE_URL)");
  process.exit(2);
}
const source = openDatabase({ databaseUrl: values.from, maxConnections: 2 });
const target = openDatabase({ databaseUrl: targetUrl, maxConnections: 2 });
try {
  const report = await restorePage(source.db, target.db, values.handle);
  console.log(`Restored page ${report.pageId} (${values.handle.toLowerCase()}):`);
  for (const { table, copied, skipped } of report.tables) {
    console.log(`  ${table}: ${copied} row${copied === 1 ? "" : "s"}${skipped ? `, ${skipped} left out (they name rows the target does not have)` : ""}`);
  }
  process.exitCode = 0;
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Not restored: ${error.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all([source.close(), target.close()]);
}
