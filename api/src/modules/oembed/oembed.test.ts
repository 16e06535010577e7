import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let page: { id: number; handle: string };
let owner: Awaited<ReturnType<typeof ownerWithPage>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithPage(t, { published: true });
  page = owner.page;
});
afterAll(async () => t.close());

const NOT_FOUND = { detail: "The page you are looking for does not exist.", code: "not_found" };
const oembed = (url: string, extra = "") => t.client().get(`/api/v1/oembed/?url=${encodeURIComponent(url)}${extra}`);

describe("GET /oembed/", () => {
  it("describes a published page as a rich embed of its widget view", async () => {
    const pageUrl = `${t.config.siteUrl}/${page.handle}`;
    const res = await oembed(pageUrl, "&format=json");
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json).toEqual({
      version: "1.0",
      type: "rich",
      provider_name: "Greenpage",
      provider_url: t.config.siteUrl,
      title: "Midori Coffee",
      author_name: "Midori Coffee",
      author_url: pageUrl,
      html: `<iframe src="${t.config.siteUrl}/widget/${page.handle}?src=embed" width="400" height="600" style="border:0" title="Midori Coffee · Greenpage" loading="lazy" allow="clipboard-write"></iframe>`,
      width: 400,
      height: 600,
    });
  });

  it("answers at /oembed without the trailing slash too, and for any case, trailing slash or query of the page URL", async () => {
    const url = encodeURIComponent(`${t.config.siteUrl}/${page.handle.toUpperCase()}/?lang=ja`);
    const res = await t.client().get(`/api/v1/oembed?url=${url}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.author_url).toBe(`${t.config.siteUrl}/${page.handle}`);
  });

  it("accepts an item URL of the page when the item is published", async () => {
    const item = await owner.client.post(`/api/v1/businesses/${page.id}/contents/`, { title_json: { en: "Solar" } }, owner.headers);
    const draft = await owner.client.post(`/api/v1/businesses/${page.id}/contents/`, { title_json: { en: "Draft" }, is_published: false }, owner.headers);
    expect([item.status, draft.status]).toEqual([201, 201]);
    expect((await oembed(`${t.config.siteUrl}/${page.handle}/${item.json.id}`)).json.title).toBe("Midori Coffee");
    expect((await oembed(`${t.config.siteUrl}/${page.handle}/${draft.json.id}`)).json).toEqual(NOT_FOUND);
    expect((await oembed(`${t.config.siteUrl}/${page.handle}/99999999999`)).json).toEqual(NOT_FOUND);
  });

  it("bounds the size by maxwidth and maxheight", async () => {
    const res = await oembed(`${t.config.siteUrl}/${page.handle}`, "&maxwidth=320&maxheight=900");
    expect(res.json).toMatchObject({ width: 320, height: 600 });
    expect(res.json.html).toContain('width="320" height="600"');
    expect((await oembed(`${t.config.siteUrl}/${page.handle}`, "&maxheight=200")).json).toMatchObject({ width: 400, height: 200 });
    const bad = await oembed(`${t.config.siteUrl}/${page.handle}`, "&maxwidth=wide");
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ maxwidth: ["maxwidth must be a whole number of pixels from 1 to 10000."] });
  });

  it("answers 404 for foreign, unknown, non-page and missing URLs, and for an unpublished page", async () => {
    const draft = await ownerWithPage(t);
    for (const url of [
      `https://evil.example/${page.handle}`,
      `${t.config.siteUrl}/no-such-page-here`,
      `${t.config.siteUrl}/explore/`,
      `${t.config.siteUrl}/widget/${page.handle}`,
      `${t.config.siteUrl}/${page.handle}/news/1`,
      `${t.config.siteUrl}/${draft.page.handle}`,
      "not a url",
    ]) {
      const res = await oembed(url);
      expect(res.status, url).toBe(404);
      expect(res.json).toEqual(NOT_FOUND);
    }
    expect((await t.client().get("/api/v1/oembed/")).json).toEqual(NOT_FOUND);
  });

  it("answers 501 for a format other than json", async () => {
    const res = await oembed(`${t.config.siteUrl}/${page.handle}`, "&format=xml");
    expect(res.status).toBe(501);
    expect(res.json).toEqual({ detail: "Only the json format is supported.", code: "not_implemented" });
  });

  it("escapes the page name in the HTML and gives the logo as thumbnail", async () => {
    const o = await ownerWithPage(t, { published: true });
    await t.ctx.db
      .update(pages)
      .set({ nameJson: { en: `Tom & "Jerry" <script>` }, logo: "logos/tom.png" })
      .where(eq(pages.id, o.page.id));
    const res = await oembed(`${t.config.siteUrl}/${o.page.handle}`);
    expect(res.json.title).toBe(`Tom & "Jerry" <script>`);
    expect(res.json.html).toContain('title="Tom &#38; &#34;Jerry&#34; &#60;script&#62; · Greenpage"');
    expect(res.json.html).not.toContain("<script>");
    expect(res.json.thumbnail_url).toBe(`${t.config.siteUrl}/api/v1/files/logos/tom.png`);
    expect(res.json).not.toHaveProperty("thumbnail_width");
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    expect(doc.json.paths["/api/v1/oembed/"]?.get).toBeDefined();
  });
});
