import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, rowsOf } from "@greenpage/db";
import { pages } from "@greenpage/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { ownerWithPage, TestClient } from "../test/harness.ts";
import { postgresBinaries, startCluster, startStandby } from "../test/pg-cluster.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import type { Logger } from "./logger.ts";
import type { PageChange, PageChanges } from "./page-changes.ts";
import { createReadRouting, FOLLOW_RETRY_MS, publicReader, STICKY_MS } from "./read-routing.ts";
import { until } from "../test/until.ts";

describe("DATABASE_READ_URL", () => {
  it("is for PostgreSQL only, and a postgres:// URL", () => {
    expect(() => loadConfig({ DATABASE_READ_URL: "postgres://h/db" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "postgres://h/db", DATABASE_READ_URL: "mysql://h/db" })).toThrow(/DATABASE_READ_URL/);
    const config = loadConfig({ DATABASE_URL: "postgres://h/db", DATABASE_READ_URL: "postgres://r/db", DATABASE_READ_MAX_LAG_MS: "2500" });
    expect(config).toMatchObject({ databaseReadUrl: "postgres://r/db", databaseReadMaxLagMs: 2500 });
  });
});

describe("publicReader", () => {
  // Only which pool a context carries matters here: two distinct objects stand for the primary's and the replica's.
  const primaryDb = {} as AppContext["db"];
  const replicaDb = {} as AppContext["db"];
  const ctx = { db: primaryDb, readDb: replicaDb, reads: { replicated: true, fresh: () => true } } as unknown as AppContext;
  const dbFor = (headers: Record<string, string>) => publicReader(ctx, new Request("http://localhost/", { headers })).db;

  it("sends anonymous reads to a fresh replica and every way of signing in to the primary", () => {
    expect(dbFor({})).toBe(replicaDb);
    expect(dbFor({ cookie: "greenpage-lang=ja" })).toBe(replicaDb);
    expect(dbFor({ cookie: "better-auth.session_token=abc" })).toBe(primaryDb);
    expect(dbFor({ cookie: "a=b; __Secure-better-auth.session_token=abc" })).toBe(primaryDb);
    expect(dbFor({ authorization: "Bearer gpk_x" })).toBe(primaryDb);
    // An API key in X-API-Key (auth-guard takes it as well as a Bearer): its holder may have just written.
    expect(dbFor({ "x-api-key": "gpk_x" })).toBe(primaryDb);
  });
});

describe("following the page-changes bus", () => {
  it("tries again when the bus cannot listen yet, and then hears other processes' changes", async () => {
    const quiet = { info() {}, warn() {}, error() {} } as unknown as Logger;
    // The rounds of the lag check fail (no database here) and only keep the replica unread; the bus is what is tested.
    const routing = createReadRouting({ primary: {} as never, replica: {} as never, maxLagMs: 1000, logger: quiet });
    let attempts = 0;
    let heard: ((change: PageChange) => void) | undefined;
    const bus = {
      async subscribe(listener: (change: PageChange) => void) {
        attempts += 1;
        if (attempts === 1) throw new Error("connection refused");
        heard = listener;
        return () => {};
      },
    } as unknown as PageChanges;
    try {
      routing.follow(bus);
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_RETRY_MS + 300));
      expect(attempts).toBe(2);
      expect(routing.changedRecently(42)).toBe(false);
      heard!({ page_id: 42 });
      expect(routing.changedRecently(42)).toBe(true);
    } finally {
      routing.stop();
    }
  });
});

/**
 * The real server (Bun) with DATABASE_URL on a primary cluster and
 * DATABASE_READ_URL on a streaming replica of it, both started by the test.
 * Replay on the replica is paused, so what a read answers tells where it was
 * served: a name changed on the primary alone can only come back old from
 * the replica.
 */
const bin = postgresBinaries();
const skip = !process.env.DATABASE_URL ? "PGlite run: a read replica is PostgreSQL's" : !bin ? "PostgreSQL server programs not found" : null;
if (skip) console.warn(`Read replica test skipped: ${skip}.`);

const MAX_LAG_MS = 2500;
const root = join(import.meta.dirname, "..", "..", "..");
let primary: Awaited<ReturnType<typeof startCluster>>;
let standby: Awaited<ReturnType<typeof startStandby>>;
let api: ChildProcess;
let dataDir: string;
let base: string;
let writer: DatabaseHandle;
let replica: DatabaseHandle;

/** TestClient's requests, sent to the running server. */
const server = {
  handle: async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === "GET" ? undefined : await request.text();
    return fetch(`${base}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body, redirect: "manual" });
  },
};
const harness = () => ({ client: () => new TestClient(server), ctx: { db: writer.db }, config: { siteUrl: "http://localhost:4321" } });

const publicName = async (handle: string, client = new TestClient(server)) => (await client.get(`/api/v1/businesses/public/${handle}/`)).json?.name;
const replicaName = async (id: number) => (await replica.db.select({ name: pages.nameJson }).from(pages).where(eq(pages.id, id)))[0]?.name;

describe.skipIf(skip)("public reads on a streaming replica (PostgreSQL)", () => {
  beforeAll(async () => {
    primary = await startCluster(bin!);
    standby = await startStandby(primary);
    dataDir = mkdtempSync(join(tmpdir(), "greenpage-replica-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn("bun", ["api/src/server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: primary.url,
        DATABASE_READ_URL: standby.url,
        DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
        API_PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const ready = await until(
      () =>
        fetch(`${base}/api/v1/health/`).then(
          (r) => r.status,
          () => 0,
        ),
      (status) => status === 200,
      20_000,
    );
    if (ready.value !== 200) throw new Error("the API did not start");
    writer = openDatabase({ databaseUrl: primary.url, maxConnections: 2 });
    replica = openDatabase({ databaseUrl: standby.url, maxConnections: 2 });
  }, 40_000);

  afterAll(async () => {
    api?.kill("SIGTERM");
    await Promise.all([writer?.close(), replica?.close()]);
    standby?.stop();
    primary?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves anonymous public reads from the replica, signed-in and just-written pages from the primary, and leaves a lagging replica", async () => {
    const a = await ownerWithPage(harness() as never, { published: true });
    const b = await ownerWithPage(harness() as never, { published: true });
    // Pages written in the last STICKY_MS are read from the primary: let that pass, and both pages reach the replica.
    await new Promise((resolve) => setTimeout(resolve, STICKY_MS));
    for (const owner of [a, b])
      expect(
        (
          await until(
            () => replicaName(owner.page.id),
            (name) => name?.en === "Midori Coffee",
            5000,
          )
        ).value?.en,
      ).toBe("Midori Coffee");

    await replica.db.execute(sql`select pg_wal_replay_pause()`);
    await writer.db
      .update(pages)
      .set({ nameJson: { en: "Changed on the primary" } })
      .where(inArray(pages.id, [a.page.id, b.page.id]));
    const changedAt = performance.now();

    // Anonymous: the replica's (old) name. Signed in: the primary's.
    expect(await publicName(a.page.handle)).toBe("Midori Coffee");
    expect(await publicName(b.page.handle)).toBe("Midori Coffee");
    expect(await publicName(a.page.handle, a.client)).toBe("Changed on the primary");
    // Explore reads the replica too (its read-only search transaction runs there); a signed-in visitor's Explore, the primary.
    const explored = async (client: TestClient) =>
      ((await client.get("/api/v1/explore/pages/?sort=recent&page_size=50")).json?.results ?? []).find(
        (row: { handle: string }) => row.handle === a.page.handle,
      )?.name;
    expect(await explored(new TestClient(server))).toBe("Midori Coffee");
    expect(await explored(b.client)).toBe("Changed on the primary");
    // Another cookie is not a session: still the replica.
    const withCookie = new TestClient(server);
    withCookie.cookies.set("greenpage-lang", "ja");
    expect(await publicName(a.page.handle, withCookie)).toBe("Midori Coffee");

    // The owner of b edits through the API: the write reaches the primary (the replica is read-only and paused), the owner sees it,
    // and so does an anonymous read of b at once (the page cache's re-render), while a stays on the replica.
    const edit = await b.client.request("PATCH", `/api/v1/businesses/update/${b.page.id}/`, { name_json: { en: "Edited by the owner" } }, b.headers);
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json.name_json.en).toBe("Edited by the owner");
    expect(await publicName(b.page.handle)).toBe("Edited by the owner");
    expect(await publicName(a.page.handle)).toBe("Midori Coffee");
    expect(performance.now() - changedAt, "the checks above ran within the allowed lag").toBeLessThan(MAX_LAG_MS);
    expect((await replicaName(b.page.id))?.en).toBe("Midori Coffee");

    // The replica stays paused: once it is more than MAX_LAG_MS behind, public reads go to the primary.
    const fallback = await until(
      () => publicName(a.page.handle),
      (name) => name === "Changed on the primary",
      MAX_LAG_MS + 3000,
    );
    expect(fallback.value).toBe("Changed on the primary");
    const fellBackAfter = Math.round(performance.now() - changedAt);
    // Not at once: the replica was last seen caught up at most one check (200 ms, more on a busy machine) before the write.
    expect(fellBackAfter).toBeGreaterThanOrEqual(MAX_LAG_MS / 2);
    expect((await replicaName(a.page.id))?.en).toBe("Midori Coffee");

    // Replay resumes: the replica catches up.
    await replica.db.execute(sql`select pg_wal_replay_resume()`);
    const caughtUp = await until(
      () => replicaName(a.page.id),
      (name) => name?.en === "Changed on the primary",
      5000,
    );
    expect(caughtUp.value?.en).toBe("Changed on the primary");
    expect((await replicaName(b.page.id))?.en).toBe("Edited by the owner");

    // The read pool's connections are on the replica, none on the primary.
    const readers = async (db: DatabaseHandle) =>
      rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = 'greenpage-read'`))[0]!.n;
    expect(await readers(replica)).toBeGreaterThan(0);
    expect(await readers(writer)).toBe(0);
    console.log(`replica: public reads left the paused replica ${fellBackAfter} ms after the primary's write (limit ${MAX_LAG_MS} ms)`);
  }, 30_000);
});
