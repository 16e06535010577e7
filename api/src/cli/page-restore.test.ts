import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "@greenpage/db";
import { pages, users } from "@greenpage/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage, setPagePlan } from "../test/harness.ts";
import { joinAs } from "../modules/members/test-fixtures.ts";
import { postgresBinaries } from "../test/pg-cluster.ts";
import { RestoreRefused, restorePage } from "./page-restore.ts";

/**
 * The backup the README documents, done for real: `pg_dump -Fc` of a database
 * with a page, `pg_restore` into a new database that the API then serves the
 * page from (the whole database), and `restorePage` copying that one page
 * back into the live database after it was deleted there (one page).
 */
const bin = postgresBinaries();
const skip = !process.env.DATABASE_URL ? "PGlite run: backups are pg_dump's, for PostgreSQL" : !bin ? "pg_dump/pg_restore not found" : null;
if (skip) console.warn(`Backup and restore test skipped: ${skip}.`);

type App = Awaited<ReturnType<typeof createTestApp>>;
let live: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let restored: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: App;
let dir: string;
let o: Awaited<ReturnType<typeof ownerWithPage>>;
let before: unknown;

const bundle = async (app: App, handle: string) => app.client().get(`/api/v1/businesses/public/${handle}/page/?news_page_size=5`);

describe.skipIf(skip)("backups: pg_dump, pg_restore and one page's restore (PostgreSQL)", () => {
  beforeAll(async () => {
    live = await isolatedDatabaseUrl();
    restored = await isolatedDatabaseUrl();
    dir = mkdtempSync(join(tmpdir(), "greenpage-backup-"));
    t = await createTestApp({}, live.url);
    o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const base = `/api/v1/businesses/${o.page.id}`;
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await o.client.post(`${base}${path}`, body, o.headers);
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.json;
    };
    await post("/languages/", { language_id: 2, is_enabled: true });
    const category = await post("/content-categories/", { name_json: { en: "Climate", ja: "気候" } });
    await post("/contents/", { content_category_id: category.id, title_json: { en: "Solar", ja: "太陽光" }, content_json: { en: "Full story" } });
    await post("/news/", { title_json: { en: "Opening day" }, date: "2026-01-02" });
    await post("/link-blocks/", { title_json: { en: "Shop" }, url: "example.com/shop" });
    await joinAs(t, o, "editor", "Kept Editor");
    await joinAs(t, o, "viewer", "Gone Viewer");
    before = (await bundle(t, o.page.handle)).json;
    execFileSync(join(bin!, "pg_dump"), ["-Fc", "-f", join(dir, "greenpage.dump"), live.url!]);
  });

  afterAll(async () => {
    await t?.close();
    await live?.drop();
    await restored?.drop();
    if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  });

  it("restores the whole database from a pg_dump, and the API serves the page from it", async () => {
    execFileSync(join(bin!, "pg_restore"), ["--no-owner", "-d", restored.url!, join(dir, "greenpage.dump")]);
    const copy = await createTestApp({}, restored.url);
    try {
      const res = await bundle(copy, o.page.handle);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(before);
      expect(res.json.categories[0].custom_contents[0].title).toBe("Solar");
      expect(res.json.link_blocks).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });

  it("copies one deleted page with everything that belongs to it back from the restored copy, and refuses a handle that exists", async () => {
    const source = openDatabase({ databaseUrl: restored.url, maxConnections: 2 });
    try {
      // The page is deleted (with everything that cascades from it), and a member's account is gone too.
      await t.ctx.db.delete(pages).where(eq(pages.id, o.page.id));
      await t.ctx.db.delete(users).where(eq(users.name, "Gone Viewer"));
      expect((await bundle(t, o.page.handle)).status).toBe(404);

      const report = await restorePage(source.db, t.ctx.db, o.page.handle.toUpperCase());
      const table = (name: string) => report.tables.find((row) => row.table === name);
      expect(report.pageId).toBe(o.page.id);
      // Derived from the foreign keys: the page's own tables, not a hand-written list.
      for (const name of [
        "businesses",
        "business_languages",
        "content_categories",
        "contents",
        "news",
        "link_blocks",
        "business_members",
        "business_activity",
      ]) {
        expect(table(name)?.copied, `${name} in ${JSON.stringify(report.tables)}`).toBeGreaterThan(0);
      }
      // The owner and the kept editor are restored as members; the viewer whose account was deleted is left out.
      expect(table("business_members")).toEqual({ table: "business_members", copied: 2, skipped: 1 });
      expect((await bundle(t, o.page.handle)).json).toEqual(before);
      // The owner's membership came back: the dashboard's reads answer them.
      const owner = await o.client.get(`/api/v1/businesses/${o.page.id}/languages/`);
      expect(owner.status, owner.text).toBe(200);
      expect(owner.json).toHaveLength(2);
      // New rows after the restore get new ids: the sequences were not set back.
      const added = await o.client.post(`/api/v1/businesses/${o.page.id}/news/`, { title_json: { en: "After" }, date: "2026-02-01" }, o.headers);
      expect(added.status, added.text).toBe(201);

      await expect(restorePage(source.db, t.ctx.db, o.page.handle)).rejects.toThrow(RestoreRefused);
      await expect(restorePage(source.db, t.ctx.db, o.page.handle)).rejects.toThrow(/exists in the target database/);
      await expect(restorePage(source.db, t.ctx.db, "no-such-page")).rejects.toThrow(/no page with the handle/);
      const [{ n }] = (await t.ctx.db.execute(sql`select count(*)::int as n from business_members where business_id = ${o.page.id}`)) as unknown as [
        { n: number },
      ];
      expect(n).toBe(2);
    } finally {
      await source.close();
    }
  });
});
