import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

export { schema };
export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgresql";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** A `postgres://` URL selects PostgreSQL; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  pgliteDir?: string | undefined;
  /** Connections in the postgres.js pool. */
  maxConnections?: number | undefined;
};

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.pgliteDir ?? "memory://");
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgresql",
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}

function openPglite(dir: string): DatabaseHandle {
  // PGlite does not create parent folders itself.
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

export type MigrationState = { applied: number; latest: string | null };

/** Which migrations the database has: drizzle records each one in `drizzle.__drizzle_migrations`. */
export async function readMigrationState(db: Database): Promise<MigrationState> {
  const journal = await loadJournal();
  const rows = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  const applied = Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
  return { applied, latest: journal[applied - 1]?.tag ?? null };
}

async function loadJournal(): Promise<{ tag: string }[]> {
  const text = await readFile(`${migrationsFolder}/meta/_journal.json`, "utf8");
  return (JSON.parse(text) as { entries: { tag: string }[] }).entries;
}

/** postgres.js returns an array of rows; PGlite returns `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
