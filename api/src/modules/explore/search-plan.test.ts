import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@greenpage/db";
import { createTestApp, isolatedDatabaseUrl } from "../../test/harness.ts";
import { cleanExploreQuery } from "./filters.ts";
import { initiativeSearchStatements } from "./initiative-search.ts";
import { pageSearchStatements } from "./page-search.ts";
import { withSearchPlan } from "./search.ts";
import { explorePage } from "./test-fixtures.ts";

let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
  const owner = await explorePage(t, { page: { name_json: { en: "Green Energy", ja: "環境エネルギー" } } });
  // Shared initiatives in numbers, with statistics, as a live database has them (see contentSearch).
  await t.ctx.db.execute(sql`insert into contents (business_id, title_json, description_json, shared_to_explore)
    select ${owner.page.id}, jsonb_build_object('en', 'Initiative ' || i, 'ja', '取り組み' || i),
      jsonb_build_object('en', 'We report the savings of this initiative every year.'), i % 3 <> 0
    from generate_series(1, 1000) as i`);
  await t.ctx.db.execute(sql`analyze contents`);
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** The plan of one of the service's own statements, run the way the service runs searches. */
async function plan(statement: SQL): Promise<string> {
  const rows = await withSearchPlan(t.ctx.db, async (tx) => rowsOf<Record<string, string>>(await tx.execute(sql`explain ${statement}`)));
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

const SEARCHES = ["環境", "green", "e", "green 環境 energy"];

describe("Explore search plans", () => {
  it.each(SEARCHES)("pages: %s is answered by the GIN index over the stored grams, never by computing them", async (q) => {
    const statements = pageSearchStatements(cleanExploreQuery({ q, country: "JP" }));
    for (const statement of [statements.rows, statements.count]) {
      const text = await plan(statement);
      expect(text).toContain("businesses_search_grams_idx");
      expect(text).not.toMatch(/Seq Scan/);
    }
  });

  it.each(SEARCHES)("initiatives: %s is answered by the partial GIN index of shared contents", async (q) => {
    const statements = initiativeSearchStatements(cleanExploreQuery({ q, sort: "recent" }));
    for (const statement of [statements.rows, statements.count]) {
      const text = await plan(statement);
      expect(text).toContain("contents_search_grams_idx");
      expect(text).not.toMatch(/Seq Scan/);
    }
  });
});
