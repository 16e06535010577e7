import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, rowsOf } from "@greenpage/db";
import { pageViewDaily, pageViewEvents } from "@greenpage/db/schema";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage } from "../../test/harness.ts";
import { createViewPartitions, MONTHS_AHEAD, pruneRawViews } from "./partitions.ts";
import { rollUpDays } from "./rollups.ts";
import { dayOf } from "./salts.ts";

// Partitions are the whole table's: these tests make and drop months on a database of their own.
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let page: { id: number; handle: string };
beforeAll(async () => {
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
  page = (await ownerWithPage(t)).page;
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.drop();
});

const view = (at: string, hash = at) => ({ pageId: page.id, path: `/${page.handle}`, visitorHash: hash, createdAt: new Date(at) });

/** Where each of the page's views is stored, by visitor hash. */
async function whereStored(): Promise<Record<string, string>> {
  const rows = rowsOf<{ hash: string; part: string }>(
    await t.ctx.db.execute(sql`SELECT visitor_hash AS hash, tableoid::regclass::text AS part FROM page_view_events WHERE business_id = ${page.id}`),
  );
  return Object.fromEntries(rows.map((r) => [r.hash, r.part]));
}

async function monthNames(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.ctx.db.execute(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'page_view_events'::regclass ORDER BY 1`),
  );
  return rows.map((r) => r.name);
}

describe("monthly partitions of raw page views", () => {
  it("store a view of any instant: one no month covers waits in DEFAULT and moves to its month when that is made", async () => {
    await t.ctx.db
      .insert(pageViewEvents)
      .values([view("2031-05-10T08:00:00Z", "may"), view("2031-05-31T23:59:59.999Z", "may-end"), view("2031-06-01T00:00:00Z", "june")]);
    expect(await whereStored()).toMatchObject({ may: "page_view_events_default", "may-end": "page_view_events_default", june: "page_view_events_default" });

    const made = await createViewPartitions(t.ctx.db, new Date("2031-05-20T00:00:00Z"));
    expect(made).toEqual(["page_view_events_y2031m05", "page_view_events_y2031m06", "page_view_events_y2031m07", "page_view_events_y2031m08"]);
    expect(await whereStored()).toMatchObject({ may: "page_view_events_y2031m05", "may-end": "page_view_events_y2031m05", june: "page_view_events_y2031m06" });
    const left = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM page_view_events_default`));
    expect(left[0]?.n).toBe(0);
    // Made already: a second run changes nothing.
    expect(await createViewPartitions(t.ctx.db, new Date("2031-05-20T00:00:00Z"))).toEqual([]);
  });

  it("makes this month and the next ones, once, when two processes run the job at the same time", async () => {
    // On PostgreSQL the second process has its own connections; PGlite has one connection, which the two calls share.
    const other = database.url ? openDatabase({ databaseUrl: database.url, maxConnections: 2 }) : null;
    const now = new Date("2033-02-14T00:00:00Z");
    try {
      const [a, b] = await Promise.all([createViewPartitions(t.ctx.db, now), createViewPartitions(other?.db ?? t.ctx.db, now)]);
      const months = Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => `page_view_events_y2033m0${i + 2}`);
      expect([...a, ...b].sort()).toEqual(months);
      expect(await monthNames()).toEqual(expect.arrayContaining(months));
    } finally {
      await other?.close();
    }
  });

  it("take in views recorded while their month is being made: every accepted view is stored, none left in DEFAULT", async () => {
    const at = (n: number) => new Date(Date.UTC(2036, 8, 1 + (n % 28), n % 24));
    const recording = Array.from({ length: 300 }, (_, n) => t.ctx.pageViews.record({ ...view(at(n).toISOString(), `rec${n}`) }));
    const [made] = await Promise.all([createViewPartitions(t.ctx.db, new Date("2036-09-03T00:00:00Z")), ...recording]);
    expect(made).toContain("page_view_events_y2036m09");
    const stored = Object.entries(await whereStored()).filter(([hash]) => hash.startsWith("rec"));
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map(([, part]) => part))).toEqual(new Set(["page_view_events_y2036m09"]));
  });

  it("prune drops whole months past the retention and deletes only the older rows of the month the cutoff falls in and of DEFAULT", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    // 400 days before 2026-11-25 is 2025-10-21: September 2025 and before go whole; October keeps the 21st on.
    await t.ctx.db
      .insert(pageViewEvents)
      .values([view("2025-08-10T10:00:00Z"), view("2025-09-30T23:00:00Z"), view("2025-10-20T23:59:00Z"), view("2025-10-21T00:00:00Z")]);
    await createViewPartitions(t.ctx.db, now);
    await t.ctx.db.insert(pageViewEvents).values([view("2025-10-22T09:00:00Z"), view("2026-11-25T09:00:00Z")]);
    // A stray far in the past, left in DEFAULT (its month has no partition), is deleted row by row.
    await t.ctx.db.execute(
      sql`INSERT INTO page_view_events_default (business_id, path, visitor_hash, created_at) VALUES (${page.id}, '/', 'stray', '2001-01-01T00:00:00Z')`,
    );
    await rollUpDays(t.ctx.db, "2025-08-10", dayOf(now), page.id);
    expect(await monthNames()).toEqual(expect.arrayContaining(["page_view_events_y2025m08", "page_view_events_y2025m09", "page_view_events_y2025m10"]));

    const pruned = await pruneRawViews(t.ctx.db, 400, now);
    expect(pruned.droppedMonths).toEqual(["page_view_events_y2025m08", "page_view_events_y2025m09"]);
    expect(pruned.deletedRows).toBe(2);
    const names = await monthNames();
    expect(names).not.toContain("page_view_events_y2025m09");
    expect(names).toEqual(expect.arrayContaining(["page_view_events_default", "page_view_events_y2025m10", "page_view_events_y2026m11"]));
    const left = Object.keys(await whereStored()).filter((hash) => hash.startsWith("202") || hash === "stray");
    expect(left.sort()).toEqual(["2025-10-21T00:00:00Z", "2025-10-22T09:00:00Z", "2026-11-25T09:00:00Z"]);
    // The roll-ups of the pruned days stay.
    const days = await t.ctx.db.select().from(pageViewDaily).where(eq(pageViewDaily.pageId, page.id));
    expect(days.filter((r) => r.dimension === "total" && r.day < "2025-10-21").map((r) => r.day)).toEqual(["2025-08-10", "2025-09-30", "2025-10-20"]);
    // Nothing older is left: a second run drops and deletes nothing.
    expect(await pruneRawViews(t.ctx.db, 400, now)).toEqual({ droppedMonths: [], deletedRows: 0 });
  });
});

describe("migration 0016", () => {
  it("keeps the views stored before it, with their ids, and new ones go on from the same sequence", async () => {
    const before = mkdtempSync(join(tmpdir(), "greenpage-migrations-"));
    const isolated = await isolatedDatabaseUrl();
    const handle = openDatabase({ databaseUrl: isolated.url, pgliteDir: "memory://", maxConnections: 2 });
    try {
      // The migrations up to 0015, as a database made before partitions has them.
      cpSync(migrationsFolder, before, { recursive: true });
      const journalPath = join(before, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
      for (const entry of journal.entries.filter((e) => e.idx >= 16)) unlinkSync(join(before, `${entry.tag}.sql`));
      journal.entries = journal.entries.filter((e) => e.idx < 16);
      writeFileSync(journalPath, JSON.stringify(journal));
      const migrate = (folder: string) =>
        handle.kind === "pglite"
          ? migratePglite(handle.db as never, { migrationsFolder: folder })
          : migratePostgres(handle.db as never, { migrationsFolder: folder });
      await migrate(before);
      await handle.db.execute(sql`INSERT INTO page_view_events (path, visitor_hash, created_at)
        SELECT '/old-' || g, 'h' || g, timestamptz '2019-03-15 00:00:00+00' + g * interval '23 days' FROM generate_series(0, 99) g`);
      const read = async () =>
        rowsOf<{ id: number; path: string; at: string }>(
          await handle.db.execute(sql`SELECT id::int AS id, path, created_at::text AS at FROM page_view_events ORDER BY id`),
        );
      const rows = await read();

      await migrate(migrationsFolder);
      expect(await read()).toEqual(rows);
      const parts = rowsOf<{ part: string }>(await handle.db.execute(sql`SELECT DISTINCT tableoid::regclass::text AS part FROM page_view_events`));
      expect(parts.map((p) => p.part)).not.toContain("page_view_events_default");
      await handle.db.execute(sql`INSERT INTO page_view_events (path, visitor_hash) VALUES ('/new', 'h')`);
      const [added] = rowsOf<{ id: number; part: string }>(
        await handle.db.execute(sql`SELECT id::int AS id, tableoid::regclass::text AS part FROM page_view_events WHERE path = '/new'`),
      );
      expect(added?.id).toBe(101);
      expect(added?.part).toBe(`page_view_events_y${new Date().toISOString().slice(0, 4)}m${new Date().toISOString().slice(5, 7)}`);
    } finally {
      await handle.close();
      await isolated.drop();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
