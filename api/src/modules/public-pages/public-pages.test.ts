import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { Value } from "@sinclair/typebox/value";
import type { TSchema } from "elysia";
import { PUBLIC_RESPONSES } from "./index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
const api = (o: Owner, path: string) => `/api/v1/businesses/${o.page.id}${path}`;
const visitor = () => t.client();

/** The routes skip response validation for speed, so the tests hold them to their documented schemas. */
function expectSchema(schema: TSchema, body: unknown) {
  const problems = [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);
  expect(problems).toEqual([]);
}

async function add(o: Owner, path: string, body: Record<string, unknown>) {
  const res = await o.client.post(api(o, path), body, o.headers);
  expect(res.status, res.text).toBe(201);
  return res.json;
}

describe("GET /businesses/public/{business}/", () => {
  it("answers the spec's not-found message for an unknown page and 'Page coming soon' for an unpublished one", async () => {
    const missing = await visitor().get("/api/v1/businesses/public/no-such-page-here/");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ detail: "The page you are looking for does not exist.", code: "not_found" });

    const draft = await ownerWithPage(t);
    for (const key of [draft.page.handle, String(draft.page.id)]) {
      const res = await visitor().get(`/api/v1/businesses/public/${key}/`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: "Page coming soon", code: "coming_soon" });
      expect((await visitor().get(`/api/v1/businesses/public/${key}/contents/?list_page=true`)).json.code).toBe("coming_soon");
    }
  });

  it("serves a published page by handle (any case) or id, in the requested language with fallbacks", async () => {
    const o = await ownerWithPage(t, { published: true });
    await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { mission_json: { en: "Better coffee" } }, o.headers);

    const en = await visitor().get(`/api/v1/businesses/public/${o.page.handle.toUpperCase()}/`);
    expect(en.status).toBe(200);
    expect(en.json).toMatchObject({ id: o.page.id, handle: o.page.handle, name: "Midori Coffee", language: "en", default_language: "en", languages: ["en"] });
    expect(en.json).not.toHaveProperty("name_json");
    expectSchema(PUBLIC_RESPONSES.page, en.json);

    // Japanese is not enabled yet: the default language answers.
    expect((await visitor().get(`/api/v1/businesses/public/${o.page.id}/?lang=ja`)).json).toMatchObject({ name: "Midori Coffee", language: "en" });
    await o.client.post(api(o, "/languages/"), { language_id: 2, is_enabled: true }, o.headers);
    const ja = await visitor().get(`/api/v1/businesses/public/${o.page.id}/?lang=ja`);
    expect(ja.json).toMatchObject({ name: "みどりコーヒー", description: "焙煎所", mission: "Better coffee", language: "ja", languages: ["en", "ja"] });

    const fr = await visitor().get(`/api/v1/businesses/public/${o.page.id}/?lang=fr`);
    expect(fr.json).toMatchObject({ name: "[Unsupported Language] Midori Coffee", language: "en" });
  });
});

describe("public contents", () => {
  it("lists only published, public-visibility contents and never the protected fields of gated ones", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const cat = await add(o, "/content-categories/", { name_json: { en: "Climate", ja: "気候" } });
    await add(o, "/content-categories/", { name_json: { en: "Empty" } });
    const open = await add(o, "/contents/", {
      content_category_id: cat.id,
      title_json: { en: "Solar", ja: "太陽光" },
      description_json: { en: "Teaser" },
      content_json: { en: "Full story" },
      credential_id: "C-1",
      link: "https://example.com/solar",
    });
    const gated = await add(o, "/contents/", {
      content_category_id: cat.id,
      title_json: { en: "Audit report" },
      description_json: { en: "Ask us" },
      content_json: { en: "SECRET BODY" },
      additional_info_json: { en: "SECRET INFO" },
      credential_id: "SECRET-ID",
      issuing_organization: "SECRET ORG",
      link: "https://example.com/secret",
      access: "password",
      password: "letmein",
    });
    const draft = await add(o, "/contents/", { title_json: { en: "Draft" }, is_published: false });
    const unlisted = await add(o, "/contents/", { title_json: { en: "Unlisted" }, visibility: "unlisted" });
    const news = await add(o, "/contents/", { title_json: { en: "In News" } });

    const full = await visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/`);
    expect(full.status).toBe(200);
    expect(full.json.map((c: { id: number }) => c.id)).toEqual([open.id, gated.id, news.id]);
    expect(full.json[0]).toMatchObject({ title: "Solar", description: "Teaser", content: "Full story", credential_id: "C-1", is_locked: false });
    expect(full.json[1]).toMatchObject({ title: "Audit report", description: "Ask us", access: "password", is_locked: true });
    expect(JSON.stringify(full.json)).not.toMatch(/SECRET|letmein|password_hash|has_password/);
    expectSchema(PUBLIC_RESPONSES.contents, full.json);

    await o.client.post(api(o, "/languages/"), { language_id: 2, is_enabled: true }, o.headers);
    const light = await visitor().get(`/api/v1/businesses/public/${o.page.id}/contents/?list_page=true&lang=ja`);
    expect(light.json[0]).toMatchObject({ title: "太陽光", description: "Teaser" });
    expect(light.json[0]).not.toHaveProperty("content");
    expectSchema(PUBLIC_RESPONSES.contents, light.json);

    const unsupported = await visitor().get(`/api/v1/businesses/public/${o.page.id}/content-categories/?lang=fr`);
    expect(unsupported.json[0]).toMatchObject({ name: "[Unsupported Language] Climate", custom_contents: [{ title: "[Unsupported Language] Solar" }, {}] });

    const one = await visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/${gated.id}/`);
    expect(one.json).toMatchObject({ id: gated.id, is_locked: true });
    expect(JSON.stringify(one.json)).not.toContain("SECRET");
    expectSchema(PUBLIC_RESPONSES.content, one.json);
    expect((await visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/${unlisted.id}/`)).json.title).toBe("Unlisted");
    expect((await visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/${draft.id}/`)).status).toBe(404);

    const other = await ownerWithPage(t, { published: true });
    expect((await visitor().get(`/api/v1/businesses/public/${other.page.handle}/contents/${open.id}/`)).status).toBe(404);

    const categories = await visitor().get(`/api/v1/businesses/public/${o.page.handle}/content-categories/?lang=ja`);
    expectSchema(PUBLIC_RESPONSES.categories, categories.json);
    expect(categories.json.map((c: { id: number | null; name: string; custom_contents: unknown[] }) => [c.id, c.name, c.custom_contents.length])).toEqual([
      [cat.id, "気候", 2],
      [null, "ニュース", 1],
    ]);
  });

  it("lists published news and events only", async () => {
    const o = await ownerWithPage(t, { published: true });
    await add(o, "/news/", { title_json: { en: "Visible" }, date: "2026-01-02" });
    await add(o, "/news/", { title_json: { en: "Hidden" }, is_published: false });
    const res = await visitor().get(`/api/v1/businesses/public/${o.page.handle}/news/`);
    expect(res.json).toMatchObject({ count: 1, results: [{ title: "Visible", kind: "news" }] });
    expectSchema(PUBLIC_RESPONSES.news, res.json);
  });

  it("counts every published item on each page of news, and past the last one", async () => {
    const o = await ownerWithPage(t, { published: true });
    for (const day of ["01", "02", "03"]) await add(o, "/news/", { title_json: { en: `Day ${day}` }, date: `2026-01-${day}` });
    await add(o, "/news/", { title_json: { en: "Hidden" }, is_published: false });
    const read = async (page: number) => (await visitor().get(`/api/v1/businesses/public/${o.page.handle}/news/?page=${page}&page_size=2`)).json;
    expect(await read(1)).toMatchObject({ count: 3, page: 1, results: [{ title: "Day 03" }, { title: "Day 02" }] });
    expect(await read(2)).toMatchObject({ count: 3, page: 2, results: [{ title: "Day 01" }] });
    expect(await read(3)).toMatchObject({ count: 3, page: 3, results: [] });
  });
});

describe("GET /businesses/public/{business}/page/", () => {
  it("answers everything a page view renders in one read, in the requested language, gated items as teasers", async () => {
    const o = await ownerWithPage(t, { published: true });
    await o.client.post(api(o, "/languages/"), { language_id: 2, is_enabled: true }, o.headers);
    const cat = await add(o, "/content-categories/", { name_json: { en: "Climate", ja: "気候" } });
    await add(o, "/contents/", {
      content_category_id: cat.id,
      title_json: { en: "Solar", ja: "太陽光" },
      issuing_organization: "JPEA",
    });
    await add(o, "/news/", { title_json: { en: "Opened", ja: "開業" }, date: "2026-01-02" });
    await add(o, "/news/", { title_json: { en: "Second" }, date: "2026-01-03" });

    const res = await visitor().get(`/api/v1/businesses/public/${o.page.handle}/page/?lang=ja&news_page_size=1`);
    expect(res.status).toBe(200);
    expectSchema(PUBLIC_RESPONSES.bundle, res.json);
    expect(res.json.page).toMatchObject({ handle: o.page.handle, language: "ja", name: "みどりコーヒー", upvote_count: 0 });
    expect(res.json.categories[0]).toMatchObject({ name: "気候", custom_contents: [{ title: "太陽光", issuing_organization: "JPEA", attachments: [] }] });
    expect(res.json.news).toMatchObject({ count: 2, page: 1, page_size: 1, results: [{ title: "Second" }] });

    const draft = await ownerWithPage(t);
    expect((await visitor().get(`/api/v1/businesses/public/${draft.page.handle}/page/`)).json.code).toBe("coming_soon");
    expect((await visitor().get(`/api/v1/businesses/public/${o.page.handle}/page/?news_page_size=0`)).json).toEqual({
      news_page_size: ["Page size must be between 1 and 100."],
    });
  });
});

describe("OpenAPI", () => {
  it("documents the public reads with their response schemas", async () => {
    const doc = (await visitor().get("/api/v1/openapi.json")).json;
    const list = doc.paths["/api/v1/businesses/public/{business}/contents/"].get;
    expect(list.responses["200"].content["application/json"].schema.type).toBe("array");
    expect(Object.keys(list.responses["200"].content["application/json"].schema.items.properties)).toContain("is_locked");
  });
});
