import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, rowsOf } from "@greenpage/db";
import { isolatedDatabaseUrl } from "../../test/harness.ts";

describe("migration 0020", () => {
  it("makes each page's primary and secondary buttons its first link blocks, and leaves the rest of its links alone", async () => {
    const before = mkdtempSync(join(tmpdir(), "greenpage-migrations-"));
    const isolated = await isolatedDatabaseUrl();
    const handle = openDatabase({ databaseUrl: isolated.url, pgliteDir: "memory://", maxConnections: 2 });
    try {
      // The migrations up to 0019, as a database made before link blocks has them.
      cpSync(migrationsFolder, before, { recursive: true });
      const journalPath = join(before, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
      for (const entry of journal.entries.filter((e) => e.idx >= 20)) unlinkSync(join(before, `${entry.tag}.sql`));
      journal.entries = journal.entries.filter((e) => e.idx < 20);
      writeFileSync(journalPath, JSON.stringify(journal));
      const migrate = (folder: string) =>
        handle.kind === "pglite"
          ? migratePglite(handle.db as never, { migrationsFolder: folder })
          : migratePostgres(handle.db as never, { migrationsFolder: folder });
      await migrate(before);
      await handle.db.execute(sql`INSERT INTO users (id, name, email) VALUES ('u1', 'Hana', 'hana@example.com')`);
      const socials = { instagram: "https://instagram.com/x" };
      const page = (handleName: string, languageId: number, links: object) =>
        handle.db.execute(
          sql`INSERT INTO businesses (handle, owner_id, default_language_id, links) VALUES (${handleName}, 'u1', ${languageId}, ${JSON.stringify(links)}::jsonb)`,
        );
      await page("both-buttons", 1, {
        primary_button: { title: "Shop", url: "https://example.com/shop" },
        secondary_button: { title: "Report", url: "https://example.com/report" },
        homepage: "https://example.com",
        contact_email: "hi@example.com",
        socials,
      });
      await page("secondary-only", 2, { primary_button: null, secondary_button: { title: "予約", url: "https://example.jp/book" }, socials });
      await page("url-only", 1, { primary_button: { title: "", url: "https://example.com/x" } });
      await page("no-buttons", 1, { homepage: "https://example.org" });
      await page("title-only", 1, { primary_button: { title: "Soon", url: "" } });

      await migrate(migrationsFolder);
      const blocks = rowsOf<{ handle: string; title_json: object; url: string; order_key: number; is_hidden: boolean }>(
        await handle.db.execute(sql`SELECT b.handle, l.title_json, l.url, l.order_key, l.is_hidden
          FROM link_blocks l JOIN businesses b ON b.id = l.business_id ORDER BY b.id, l.order_key`),
      );
      expect(blocks).toEqual([
        { handle: "both-buttons", title_json: { en: "Shop" }, url: "https://example.com/shop", order_key: 0, is_hidden: false },
        { handle: "both-buttons", title_json: { en: "Report" }, url: "https://example.com/report", order_key: 1, is_hidden: false },
        { handle: "secondary-only", title_json: { ja: "予約" }, url: "https://example.jp/book", order_key: 0, is_hidden: false },
        { handle: "url-only", title_json: {}, url: "https://example.com/x", order_key: 0, is_hidden: false },
        { handle: "title-only", title_json: { en: "Soon" }, url: "", order_key: 0, is_hidden: true },
      ]);
      const links = rowsOf<{ handle: string; links: object }>(await handle.db.execute(sql`SELECT handle, links FROM businesses ORDER BY id`));
      expect(links).toEqual([
        { handle: "both-buttons", links: { homepage: "https://example.com", contact_email: "hi@example.com", socials } },
        { handle: "secondary-only", links: { socials } },
        { handle: "url-only", links: {} },
        { handle: "no-buttons", links: { homepage: "https://example.org" } },
        { handle: "title-only", links: {} },
      ]);
    } finally {
      await handle.close();
      await isolated.drop();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
