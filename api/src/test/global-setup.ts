import { openDatabase } from "@greenpage/db";

/**
 * On PostgreSQL (DATABASE_URL set) the test files share one database, so
 * migrate it once here instead of racing from every file. PGlite files each
 * get their own in-memory database.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const database = openDatabase({ databaseUrl: url, maxConnections: 1 });
  await database.migrate();
  await database.close();
}
