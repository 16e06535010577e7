import { eq } from "drizzle-orm";
import { Value } from "@sinclair/typebox/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "@greenpage/db/schema";
import { createTestApp, isolatedDatabaseUrl } from "../../test/harness.ts";
import { EXPLORE_RESPONSES } from "./index.ts";
import { explorePage, imageKey, type Owner } from "./test-fixtures.ts";

// Exact result lists need a database of our own: on PostgreSQL the test files share one.
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let env: Owner, green: Owner, forest: Owner, blue: Owner;

beforeAll(async () => {
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
  env = await explorePage(t, {
    page: {
      country: "JP",
      framework_type: "ssbj",
      business_category: ["energy"],
      name_json: { en: "Eco Works", ja: "環境にやさしい会社" },
      description_json: { en: "Cleaner power", ja: "クリーンな電力" },
    },
    ja: true,
  });
  green = await explorePage(t, {
    page: {
      country: "US",
      framework_type: "gri",
      business_category: ["food"],
      name_json: { en: "Green Leaf Farms" },
      description_json: { en: "Organic vegetables." },
    },
  });
  forest = await explorePage(t, {
    page: { country: "JP", page_type: "personal", business_category: ["agriculture"], name_json: { ja: "森の工房" }, description_json: { ja: "木工" } },
    update: { frameworks: [{ framework: "sdgs", categories: ["13"] }] },
  });
  blue = await explorePage(t, {
    page: { country: "GB", business_category: ["food"], name_json: { en: "Blue Harbor Co" }, description_json: { en: "Green shipping" } },
  });
  // Both match every search below, and neither may ever be listed.
  await explorePage(t, { page: { name_json: { en: "Green 環境 森 Draft" } }, published: false });
  await explorePage(t, { page: { name_json: { en: "Green 環境 森 Hidden" } }, update: { is_visible: false } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.drop();
});

const explore = (query: string) => t.client().get(`/api/v1/explore/pages/?${query}`);
async function ids(query: string): Promise<number[]> {
  const res = await explore(query);
  expect(res.status, res.text).toBe(200);
  return res.json.results.map((page: { id: number }) => page.id);
}
const set = (...owners: Owner[]) => owners.map((o) => o.page.id).sort();

describe("GET /explore/pages/ search", () => {
  it("finds Japanese words, English words in any case or width, and one-character words", async () => {
    expect(await ids(`q=${encodeURIComponent("環境")}`)).toEqual([env.page.id]);
    expect((await ids(`q=${encodeURIComponent("ＧＲＥＥＮ")}`)).sort()).toEqual(set(green, blue));
    expect(await ids("q=GREEN+leaf")).toEqual([green.page.id]);
    expect(await ids(`q=${encodeURIComponent("森")}`)).toEqual([forest.page.id]);
    expect(await ids(`q=${encodeURIComponent("環境　Eco")}`)).toEqual([env.page.id]);
    expect(await ids(`q=${encodeURIComponent("environment")}`)).toEqual([]);
  });

  it("never lists unpublished or hidden pages, searched or not", async () => {
    expect(await ids(`q=${encodeURIComponent("green 環境")}`)).toEqual([]);
    const all = await explore("page_size=100");
    expect(all.json.count).toBe(4);
    expect(all.json.results.map((p: { id: number }) => p.id).sort()).toEqual(set(env, green, forest, blue));
  });
});

describe("GET /explore/pages/ filters, tabs, sort, pages", () => {
  it("filters by country, category, framework (main or chosen) and page type (the tabs)", async () => {
    expect((await ids("country=jp")).sort()).toEqual(set(env, forest));
    expect((await ids("category=food")).sort()).toEqual(set(green, blue));
    expect(await ids("framework=gri")).toEqual([green.page.id]);
    expect(await ids("framework=sdgs")).toEqual([forest.page.id]);
    expect(await ids("page_type=personal")).toEqual([forest.page.id]);
    expect((await ids("page_type=business")).sort()).toEqual(set(env, green, blue));
    expect(await ids("q=green&category=food&country=GB&page_type=business")).toEqual([blue.page.id]);
  });

  it("sorts by upvotes or by publication, ties by id (newest first), and pages through the results", async () => {
    const votes: [Owner, number][] = [
      [env, 9],
      [green, 5],
      [blue, 5],
      [forest, 0],
    ];
    for (const [o, n] of votes) await t.ctx.db.update(pages).set({ upvoteCount: n }).where(eq(pages.id, o.page.id));
    expect(await ids("")).toEqual([env, blue, green, forest].map((o) => o.page.id));
    expect(await ids("sort=recent")).toEqual([blue, forest, green, env].map((o) => o.page.id));

    const first = await explore("page_size=3");
    expect(first.json).toMatchObject({ count: 4, page: 1, page_size: 3 });
    expect(first.json.results.map((p: { id: number }) => p.id)).toEqual([env, blue, green].map((o) => o.page.id));
    const second = await explore("page_size=3&page=2");
    expect(second.json).toMatchObject({ count: 4, page: 2, results: [{ id: forest.page.id, upvote_count: 0 }] });
    expect((await explore("page_size=3&page=3")).json).toMatchObject({ count: 4, results: [] });
    expect((await explore("q=green&page_size=1&page=2")).json).toMatchObject({ count: 2, results: [{ id: green.page.id }] });
    expect((await explore("q=green&page_size=1&page=3")).json).toMatchObject({ count: 2, page: 3, results: [] });
  });
});

describe("GET /explore/pages/ items", () => {
  it("answers in the requested language when the page offers it, else in its default", async () => {
    const byId = async (query: string) => new Map((await explore(query)).json.results.map((p: { id: number }) => [p.id, p]));
    const ja = await byId("lang=ja");
    expect(ja.get(env.page.id)).toMatchObject({ language: "ja", name: "環境にやさしい会社", description: "クリーンな電力" });
    expect(ja.get(green.page.id)).toMatchObject({ language: "en", name: "Green Leaf Farms" });
    expect((await byId("")).get(env.page.id)).toMatchObject({ language: "en", name: "Eco Works" });
    expect((await byId("")).get(forest.page.id)).toMatchObject({ name: "森の工房" });
    expect((await byId("lang=fr")).get(env.page.id)).toMatchObject({ name: "[Unsupported Language] Eco Works" });
  });

  it("carries the card's fields, logo URL included, in the documented shape", async () => {
    const logo = imageKey(blue.page.id);
    await blue.client.request("PATCH", `/api/v1/businesses/update/${blue.page.id}/`, { logo }, blue.headers);
    const res = await explore("q=blue");
    expect(res.json.results).toEqual([
      {
        id: blue.page.id,
        handle: blue.page.handle,
        page_type: "business",
        country: "GB",
        language: "en",
        name: "Blue Harbor Co",
        description: "Green shipping",
        logo_url: `${t.config.siteUrl}/api/v1/files/${logo}`,
        framework_type: null,
        frameworks: [],
        business_category: ["food"],
        upvote_count: expect.any(Number),
        upvoted: false,
        published_at: blue.page.published_at,
      },
    ]);
    expect([...Value.Errors(EXPLORE_RESPONSES.pages, res.json)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  });

  it("answers bad filters with field errors, all at once", async () => {
    const res = await explore(`country=XX&framework=tcfd&category=spaceships&page_type=robot&sort=best`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      country: ["Select a valid country."],
      framework: ["Select a valid framework."],
      category: ["Select a valid business category."],
      page_type: ["Select business or personal."],
      sort: ["Sort by upvotes or recent."],
    });
    expect((await explore("q=a+b+c+d+e+f")).json).toEqual({ q: ["Search with at most 5 words."] });
    expect((await explore(`q=${"x".repeat(51)}`)).json).toEqual({ q: ["Each search word can have at most 50 characters."] });
    expect((await explore("page_size=500")).json).toEqual({ page_size: ["Page size must be between 1 and 100."] });
    expect((await explore("page=0")).status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents every Explore route under the Explore tag, the lists with their result schemas", async () => {
    const doc = (await t.client().get("/api/v1/openapi.json")).json;
    const routes: [string, string][] = [
      ["/api/v1/explore/pages/", "get"],
      ["/api/v1/explore/initiatives/", "get"],
      ["/api/v1/businesses/public/{business}/upvote/", "put"],
      ["/api/v1/businesses/public/{business}/upvote/", "delete"],
      ["/api/v1/businesses/public/{business}/contents/{content_id}/upvote/", "put"],
      ["/api/v1/businesses/public/{business}/contents/{content_id}/upvote/", "delete"],
      ["/api/v1/businesses/{business_id}/contents/{content_id}/share/", "post"],
      ["/api/v1/businesses/{business_id}/contents/{content_id}/share/", "delete"],
    ];
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(["Explore"]);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
    }
    const list = doc.paths["/api/v1/explore/pages/"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(list.properties.results.items.properties)).toContain("upvoted");
  });
});
