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
  /**
   * Where public reads may go: a pool on the streaming replica of `readUrl`, or `db` itself when
   * none is configured (and always on PGlite). Its connections are named `greenpage-read`.
   */
  readDb: Database;
  /** Whether `readDb` is a pool of its own on a replica. */
  replicated: boolean;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1` within `timeoutMs`, on a connection of its own (never queued behind the pool's work). */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onMessage` gets each NOTIFY payload (from any process on the same database),
   * `onListen` runs whenever listening (re)starts — after a reconnect, notifications may have been missed.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  /**
   * Where the job runner (pg-boss) keeps its queue: the same database, on a
   * pool of its own for PostgreSQL, or the same embedded instance for PGlite.
   */
  jobStore: { kind: "postgresql"; url: string } | { kind: "pglite"; client: PGlite };
};

export type OpenDatabaseOptions = {
  /** A `postgres://` URL selects PostgreSQL; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** A PostgreSQL read replica's URL (DATABASE_READ_URL): `readDb` is a pool on it. Ignored on PGlite. */
  readUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  pgliteDir?: string | undefined;
  /** Connections in the postgres.js pool. */
  maxConnections?: number | undefined;
  /** How long opening a PostgreSQL connection may take before it counts as failed (default 1500 ms). */
  connectTimeoutMs?: number | undefined;
  /**
   * The longest a PostgreSQL statement may run before the server cancels it. The API sets it (its
   * DATABASE_STATEMENT_TIMEOUT_MS); unset, as for scripts and bulk jobs, statements have no limit, and migrations never do.
   */
  statementTimeoutMs?: number | undefined;
};

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir ?? "memory://");
}

/**
 * postgres.js waits between reconnection attempts, growing to 20 s, and holds
 * every query meanwhile: while the server is down, requests would hang. A
 * short, capped pause lets each query fail at once instead (and succeed at
 * once when the server is back).
 */
const reconnectPause = (attempt: number) => Math.min(0.05 * attempt, 0.25);

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const connectTimeout = (options.connectTimeoutMs ?? 1500) / 1000;
  const pool = (target: string, applicationName?: string) =>
    postgres(target, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connect_timeout: connectTimeout,
      backoff: reconnectPause,
      connection: {
        statement_timeout: options.statementTimeoutMs ?? 0,
        idle_in_transaction_session_timeout: 60_000,
        ...(applicationName ? { application_name: applicationName } : {}),
      },
    });
  const client = pool(url);
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  const reader = options.readUrl ? pool(options.readUrl, "greenpage-read") : null;
  const readDb = reader ? (drizzlePostgres(reader, { schema }) as unknown as Database) : db;
  // A connection of its own for pings, so a busy pool never makes a healthy server look down.
  const newPinger = () => postgres(url, { max: 1, onnotice: () => {}, connect_timeout: connectTimeout, backoff: reconnectPause, idle_timeout: 60 });
  let pinger = newPinger();
  /** A ping that got no answer may still sit on a socket that will never answer: drop that connection so the next ping opens a new one. */
  async function ping(timeoutMs: number) {
    try {
      await withDeadline(
        pinger`select 1`.then(() => undefined),
        timeoutMs,
      );
    } catch (error) {
      const stuck = pinger;
      pinger = newPinger();
      void stuck.end({ timeout: 0 }).catch(() => undefined);
      throw error;
    }
  }
  return {
    db,
    readDb,
    replicated: reader !== null,
    kind: "postgresql",
    async migrate() {
      // Migrations may build indexes over big tables: their own connection, with no statement timeout.
      const migrator = postgres(url, { max: 1, onnotice: () => {}, connection: { statement_timeout: 0 } });
      try {
        await migratePostgres(drizzlePostgres(migrator, { schema }) as never, { migrationsFolder });
      } finally {
        await migrator.end({ timeout: 5 });
      }
    },
    ping,
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), reader?.end({ timeout: 5 }), pinger.end({ timeout: 1 })]);
    },
    // postgres.js keeps a connection of its own for LISTEN and reconnects it, calling onListen each time.
    async listen(channel, onMessage, onListen) {
      const { unlisten } = await client.listen(channel, onMessage, onListen);
      return unlisten;
    },
    jobStore: { kind: "postgresql", url },
  };
}

/** `work`, or a rejection once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`No answer from the database within ${ms} ms`), { code: "CONNECT_TIMEOUT" })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Error codes of postgres.js and the socket layer that mean the server could not be reached or went away. */
const UNREACHABLE = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
]);

/**
 * Whether an error means the database is unavailable rather than that a
 * query was wrong: unreachable, shutting down or starting up (SQLSTATE class
 * 08 and 57P01–57P03), or an embedded database that has been closed. Looks
 * through drizzle's wrapping (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== "object") return false;
    const code = String((current as { code?: unknown }).code ?? "");
    if (UNREACHABLE.has(code) || code.startsWith("08") || ["57P01", "57P02", "57P03"].includes(code)) return true;
    if (/PGlite is closed/i.test(String((current as { message?: unknown }).message ?? ""))) return true;
  }
  return false;
}

/** Whether the error, or one it wraps (drizzle's `cause`), carries one of these SQLSTATE codes. */
function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current === "object" && codes.includes(String((current as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * A transaction PostgreSQL aborted for colliding with another one: a deadlock (40P01) or a serialization
 * failure (40001). Nothing of it was kept, and the same request may well succeed when sent again.
 */
export const isWriteConflict = (error: unknown): boolean => hasSqlState(error, ["40P01", "40001"]);

/** A statement the server cancelled because it ran past the statement timeout (SQLSTATE 57014). */
export const isStatementTimeout = (error: unknown): boolean => hasSqlState(error, ["57014"]);

function openPglite(dir: string): DatabaseHandle {
  // PGlite does not create parent folders itself.
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    replicated: false,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // In-process: it answers unless it has been closed.
    ping: async () => {
      if (client.closed) throw new Error("PGlite is closed");
    },
    close: () => client.close(),
    // In-process: NOTIFY on the one connection reaches its own listeners once the statement commits.
    async listen(channel, onMessage, onListen) {
      const unlisten = await client.listen(channel, onMessage);
      onListen?.();
      return unlisten;
    },
    jobStore: { kind: "pglite", client },
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
