import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@greenpage/db";
import { createTestApp, isolatedDatabaseUrl } from "../../test/harness.ts";
import { cleanExploreQuery } from "./filters.ts";
import { initiativeSearchStatements } from "./initiative-search.ts";
import { pageSearchStatements } from "./page-search.ts";
import { COUNT_CAP, readPage, walkSortIndex, withSearchPlan } from "./search.ts";
import { explorePage } from "./test-fixtures.ts";

let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
  const owner = await explorePage(t, { page: { name_json: { en: "Green Energy", ja: "環境エネルギー" } } });
  // Shared initiatives in numbers (1,067 shared: past COUNT_CAP), with statistics, as a live database has them (see contentSearch).
  await t.ctx.db.execute(sql`insert into contents (business_id, title_json, description_json, shared_to_explore, shared_at, upvote_count)
    select ${owner.page.id}, jsonb_build_object('en', 'Initiative ' || i, 'ja', '取り組み' || i),
      jsonb_build_object('en', 'We report the savings of this initiative every year.'), i % 3 <> 0, now() - make_interval(mins => i), (i * 37) % 101
    from generate_series(1, 1600) as i`);
  // Pages in numbers too: 400 published "Green" pages in Germany, in two categories, and a few in France.
  await t.ctx.db.execute(sql`insert into businesses (handle, owner_id, country, business_category, name_json, is_published, published_at, upvote_count)
    select 'green-' || i, (select owner_id from businesses where id = ${owner.page.id}), case when i % 100 = 0 then 'FR' else 'DE' end,
      jsonb_build_array(case when i % 2 = 0 then 'energy' else 'food' end), jsonb_build_object('en', 'Green Works ' || i), true, now(), i % 7
    from generate_series(1, 400) as i`);
  await t.ctx.db.execute(sql`analyze contents`);
  await t.ctx.db.execute(sql`analyze businesses`);
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** The plan of one of the service's own statements, run the way the service runs searches (walking the sort index for `sortedRows`). */
async function plan(statement: SQL, walk = false): Promise<string> {
  const rows = await withSearchPlan(t.ctx.db, async (tx) => {
    if (walk) await walkSortIndex(tx);
    return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${statement}`));
  });
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

  it.each([{ q: "initiative" }, { q: "取り組み", country: "JP" }, {}, { country: "JP", category: "energy" }])(
    "initiatives %j: the total reads contents alone, by their `listed` word, never each one's page",
    async (query) => {
      const text = await plan(initiativeSearchStatements(cleanExploreQuery(query)).count);
      expect(text).toContain("contents");
      expect(text).not.toContain("businesses");
    },
  );

  it("looks a word up by its 3-grams, a word of one or two characters by itself (migration 0027)", async () => {
    const grams = async (word: string) =>
      rowsOf<{ grams: string[] }>(await t.ctx.db.execute(sql`select gp_search_query_grams(gp_search_text(${word}::text)) as grams`))[0]!.grams.sort();
    expect(await grams("Zeolite")).toEqual(["eol", "ite", "lit", "oli", "zeo"]);
    expect(await grams("環境")).toEqual(["環境"]);
    expect(await grams("e")).toEqual(["e"]);
    const [stored] = rowsOf<{ grams: string[] }>(await t.ctx.db.execute(sql`select gp_search_grams('solar 環境') as grams`));
    expect(stored!.grams).toEqual(expect.arrayContaining(["s", "so", "sol", "ola", "lar", "環", "環境"]));
    expect(stored!.grams.some((gram) => /\s/u.test(gram))).toBe(false);
  });

  it.each(["upvotes", "recent"] as const)("a common word past the cap walks the %s index of each table, with no sort", async (sort) => {
    const pages = pageSearchStatements(cleanExploreQuery({ q: "green", sort }));
    const initiatives = initiativeSearchStatements(cleanExploreQuery({ q: "initiative", sort, category: "energy" }));
    for (const [statement, index] of [
      [pages.sortedRows, `businesses_explore_${sort}_idx`],
      [initiatives.sortedRows, `contents_explore_${sort}_idx`],
    ] as const) {
      const text = await plan(statement!, true);
      expect(text).toContain(index);
      expect(text).not.toMatch(/Seq Scan|Bitmap|Sort/);
    }
  });
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Actual Rows": number; "Actual Loops": number; Plans?: PlanNode[] } & Record<string, unknown>;

/** The rows a statement read of `table`: those its scans returned and those they read and threw away. */
async function rowsRead(statement: SQL, table: string): Promise<number> {
  const [row] = await withSearchPlan(t.ctx.db, async (tx) =>
    rowsOf<Record<string, unknown>>(await tx.execute(sql`explain (analyze, format json) ${statement}`)),
  );
  const raw = Object.values(row!)[0];
  const [{ Plan: root }] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const read = (node: PlanNode): number => {
    const own =
      node["Relation Name"] === table
        ? (node["Actual Rows"] + Number(node["Rows Removed by Filter"] ?? 0) + Number(node["Rows Removed by Index Recheck"] ?? 0)) * node["Actual Loops"]
        : 0;
    return own + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
  };
  return read(root);
}

describe("Explore search with a filter that rejects the word's matches", () => {
  // Before the filter's words were in the GIN index, each of these read every match of the word (1,067 initiatives, 401 pages) and threw them away.
  it.each([
    ["initiatives", "q=initiative&country=KR", 0],
    ["initiatives", "q=initiative&category=apparel&page_type=personal", 0],
    ["pages", "q=green&country=KR", 0],
    ["pages", "q=green&country=FR", 4],
    ["pages", "q=green&country=DE&category=food&page_type=personal", 0],
    // Browsing pages with a filter reads them from the filters' words too, not by walking every listed page.
    ["pages", "country=KR", 0],
    ["pages", "country=FR", 4],
  ] as const)("%s %s reads only the rows that pass it", async (tab, filter, expected) => {
    for (const sort of ["upvotes", "recent"] as const) {
      const query = cleanExploreQuery({ ...Object.fromEntries(new URLSearchParams(filter)), sort });
      const statements = tab === "pages" ? pageSearchStatements(query) : initiativeSearchStatements(query);
      const table = tab === "pages" ? "businesses" : "contents";
      const read = await readPage<{ id: number }>(t.ctx.db, statements);
      expect(read).toMatchObject({ count: expected, count_capped: false });
      for (const statement of [statements.count, statements.rows]) expect(await rowsRead(statement, table)).toBe(expected);
    }
  });
});

describe("Explore totals past the cap", () => {
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  it("counts up to the cap, flags the rest, and walks the sort index to the same rows the matches sorted give", async () => {
    for (const sort of ["upvotes", "recent"] as const) {
      const statements = initiativeSearchStatements(cleanExploreQuery({ q: "initiative", sort, page: 2 }));
      const read = await readPage<{ id: number }>(t.ctx.db, statements);
      expect(read).toMatchObject({ count: COUNT_CAP, count_capped: true });
      expect(read.rows).toHaveLength(20);
      const sorted = await withSearchPlan(t.ctx.db, async (tx) => rowsOf<{ id: number }>(await tx.execute(statements.rows)));
      expect(ids(read.rows)).toEqual(ids(sorted));
    }
  });

  it("answers count_capped through the API; exact below the cap; a later page proves more than the cap", async () => {
    const capped = await t.client().get("/api/v1/explore/initiatives/?q=initiative");
    expect(capped.json).toMatchObject({ count: COUNT_CAP, count_capped: true, page: 1 });
    const shared = 1067; // i % 3 <> 0 for i in 1..1600
    const last = await t.client().get(`/api/v1/explore/initiatives/?q=initiative&page=${Math.ceil(shared / 20)}`);
    expect(last.json).toMatchObject({ count: shared, count_capped: true });
    expect(last.json.results).toHaveLength(shared % 20);
    // Past the last page an empty page proves nothing beyond the cap: not "at least 2,000".
    const beyond = await t.client().get("/api/v1/explore/initiatives/?q=initiative&page=100");
    expect(beyond.json).toMatchObject({ count: COUNT_CAP, count_capped: true, results: [] });
    const exact = await t.client().get(`/api/v1/explore/initiatives/?q=${encodeURIComponent("取り組み1598")}`);
    expect(exact.json).toMatchObject({ count: 1, count_capped: false });
    const pages = await t.client().get("/api/v1/explore/pages/?q=green");
    expect(pages.json).toMatchObject({ count: 401, count_capped: false });
  });
});
