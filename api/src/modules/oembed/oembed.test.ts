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

/**
 * The oEmbed 1.0 rules (https://oembed.com, section 2.3) an answer of type
 * `rich` must follow, whatever the URL: required fields and their types, the
 * thumbnail's three fields together or not at all, and the consumer's bounds.
 */
function expectOEmbed10(answer: Record<string, unknown>, bounds: { maxwidth?: number; maxheight?: number } = {}) {
  expect(answer.version).toBe("1.0");
  expect(answer.type).toBe("rich");
  for (const field of ["html", "provider_name", "provider_url", "title", "author_name", "author_url"]) expect(typeof answer[field], field).toBe("string");
  for (const field of ["width", "height"]) expect(Number.isInteger(answer[field]) && (answer[field] as number) > 0, field).toBe(true);
  expect(answer.width as number).toBeLessThanOrEqual(bounds.maxwidth ?? Infinity);
  expect(answer.height as number).toBeLessThanOrEqual(bounds.maxheight ?? Infinity);
  const thumbnail = ["thumbnail_url", "thumbnail_width", "thumbnail_height"].filter((field) => field in answer);
  expect([0, 3], `thumbnail fields: ${thumbnail.join(", ")}`).toContain(thumbnail.length);
  if (thumbnail.length === 3) {
    expect(typeof answer.thumbnail_url).toBe("string");
    expect(answer.thumbnail_width as number).toBeLessThanOrEqual(bounds.maxwidth ?? Infinity);
    expect(answer.thumbnail_height as number).toBeLessThanOrEqual(bounds.maxheight ?? Infinity);
  }
  expect(answer.html as string).toMatch(new RegExp(`^<iframe [^>]*width="${answer.width}" height="${answer.height}"[^>]*></iframe>$`));
}

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
      thumbnail_url: expect.stringMatching(new RegExp(`^${t.config.siteUrl}/api/v1/businesses/public/${page.handle}/share-image/\\?lang=en&v=`)),
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expectOEmbed10(res.json);
  });

  it("answers at /oembed without the trailing slash too, and for any case, trailing slash or query of the page URL", async () => {
    const url = encodeURIComponent(`${t.config.siteUrl}/${page.handle.toUpperCase()}/?lang=ja`);
    const res = await t.client().get(`/api/v1/oembed?url=${url}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.author_url).toBe(`${t.config.siteUrl}/${page.handle}`);
  });

  it("embeds an initiative's URL as the initiative's own card, when the item is published", async () => {
    const item = await owner.client.post(`/api/v1/businesses/${page.id}/contents/`, { title_json: { en: "Solar" } }, owner.headers);
    const draft = await owner.client.post(`/api/v1/businesses/${page.id}/contents/`, { title_json: { en: "Draft" }, is_published: false }, owner.headers);
    expect([item.status, draft.status]).toEqual([201, 201]);
    const card = await oembed(`${t.config.siteUrl}/${page.handle}/${item.json.id}`);
    expect(card.json).toMatchObject({ title: "Solar · Midori Coffee", author_name: "Midori Coffee", width: 400, height: 420, thumbnail_width: 1200 });
    expect(card.json.html).toContain(`src="${t.config.siteUrl}/widget/${page.handle}/${item.json.id}?src=embed"`);
    expect(card.json.thumbnail_url).toContain(`/public/${page.handle}/contents/${item.json.id}/share-image/?lang=en&v=`);
    expectOEmbed10(card.json);
    const image = await t.app.handle(new Request(card.json.thumbnail_url.replace(t.config.siteUrl, "http://localhost")));
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect((await oembed(`${t.config.siteUrl}/${page.handle}/${draft.json.id}`)).json).toEqual(NOT_FOUND);
    expect((await oembed(`${t.config.siteUrl}/${page.handle}/99999999999`)).json).toEqual(NOT_FOUND);
  });

  it("bounds the size by maxwidth and maxheight, and leaves out a thumbnail that would not fit", async () => {
    const res = await oembed(`${t.config.siteUrl}/${page.handle}`, "&maxwidth=320&maxheight=900");
    expect(res.json).toMatchObject({ width: 320, height: 600 });
    expect(res.json.html).toContain('width="320" height="600"');
    expect(res.json).not.toHaveProperty("thumbnail_url");
    expectOEmbed10(res.json, { maxwidth: 320, maxheight: 900 });
    const short = await oembed(`${t.config.siteUrl}/${page.handle}`, "&maxheight=200");
    expect(short.json).toMatchObject({ width: 400, height: 200 });
    expectOEmbed10(short.json, { maxheight: 200 });
    const roomy = await oembed(`${t.config.siteUrl}/${page.handle}`, "&maxwidth=2000&maxheight=2000");
    expect(roomy.json).toMatchObject({ thumbnail_width: 1200, thumbnail_height: 630 });
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

  it("escapes the page name in the HTML and gives the share image, never the logo of unknown size, as thumbnail", async () => {
    const o = await ownerWithPage(t, { published: true });
    await t.ctx.db
      .update(pages)
      .set({ nameJson: { en: `Tom & "Jerry" <script>` }, logo: "logos/tom.png" })
      .where(eq(pages.id, o.page.id));
    const res = await oembed(`${t.config.siteUrl}/${o.page.handle}`);
    expect(res.json.title).toBe(`Tom & "Jerry" <script>`);
    expect(res.json.html).toContain('title="Tom &#38; &#34;Jerry&#34; &#60;script&#62; · Greenpage"');
    expect(res.json.html).not.toContain("<script>");
    expect(res.json.thumbnail_url).not.toContain("logos/tom.png");
    expectOEmbed10(res.json);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    expect(doc.json.paths["/api/v1/oembed/"]?.get).toBeDefined();
  });
});
