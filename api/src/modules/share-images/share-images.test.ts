import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { renderShareImage, type ShareCard } from "./render.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof ownerWithPage>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithPage(t, { published: true });
  const res = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { style: { primary_color: "#1d4ed8" } }, owner.headers);
  expect(res.status, res.text).toBe(200);
});
afterAll(async () => t.close());

/** Fetches a share image URL as the API answers it (the site proxies `/api/*` unchanged). */
async function fetchImage(url: string) {
  const { pathname, search } = new URL(url);
  const res = await t.app.handle(new Request(`http://localhost${pathname}${search}`));
  const body = new Uint8Array(await res.arrayBuffer());
  return { res, body, png: res.status === 200 ? PNG.sync.read(Buffer.from(body)) : null };
}

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];
const shareDir = () => join(t.config.dataDir, "uploads", "pages", String(owner.page.id), "share");

describe("share images", () => {
  it("draws the page's card at 1200×630 in its colour, once per version, cached for a year", async () => {
    const view = await t.client().get(`/api/v1/businesses/public/${owner.page.handle}/`);
    const url: string = view.json.share_image_url;
    expect(url).toMatch(new RegExp(`^${t.config.siteUrl}/api/v1/businesses/public/${owner.page.handle}/share-image/\\?lang=en&v=[0-9a-f-]{36}$`));
    const first = await fetchImage(url);
    expect(first.res.headers.get("content-type")).toBe("image/png");
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect([first.png!.width, first.png!.height]).toEqual([1200, 630]);
    expect(pixel(first.png!, 4, 4)).toEqual([0x1d, 0x4e, 0xd8]);
    expect(readdirSync(shareDir())).toHaveLength(1);

    const again = await fetchImage(url);
    expect(Buffer.from(again.body).equals(Buffer.from(first.body))).toBe(true);
    expect(readdirSync(shareDir())).toHaveLength(1);
  });

  it("makes a new version when what it shows changes; an old address gets the current card, briefly cached", async () => {
    const read = async () => (await t.client().get(`/api/v1/businesses/public/${owner.page.handle}/`)).json.share_image_url as string;
    const before = await read();
    const res = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { name_json: { en: "Midori Roasters" } }, owner.headers);
    expect(res.status, res.text).toBe(200);
    const after = await read();
    expect(after).not.toBe(before);
    const stale = await fetchImage(before);
    const fresh = await fetchImage(after);
    expect(stale.res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(Buffer.from(stale.body).equals(Buffer.from(fresh.body))).toBe(true);
  });

  it("gives each published initiative its own card, and none for a draft", async () => {
    const base = `/api/v1/businesses/${owner.page.id}/contents/`;
    const item = await owner.client.post(base, { title_json: { en: "Solar roof", ja: "屋上太陽光" } }, owner.headers);
    const draft = await owner.client.post(base, { title_json: { en: "Draft" }, is_published: false }, owner.headers);
    const read = await t.client().get(`/api/v1/businesses/public/${owner.page.handle}/contents/${item.json.id}/`);
    const url: string = read.json.share_image_url;
    expect(url).toContain(`/contents/${item.json.id}/share-image/?lang=en&v=`);
    const page = await fetchImage((await t.client().get(`/api/v1/businesses/public/${owner.page.handle}/`)).json.share_image_url);
    const card = await fetchImage(url);
    expect([card.png!.width, card.png!.height]).toEqual([1200, 630]);
    expect(Buffer.from(card.body).equals(Buffer.from(page.body))).toBe(false);
    const hidden = await t.app.handle(new Request(`http://localhost/api/v1/businesses/public/${owner.page.handle}/contents/${draft.json.id}/share-image/`));
    expect(hidden.status).toBe(404);
    expect((await t.app.handle(new Request("http://localhost/api/v1/businesses/public/no-such-page/share-image/"))).status).toBe(404);
  });

  it("draws Japanese text with glyphs (two different names never come out as the same boxes)", async () => {
    const card = (name: string): ShareCard => ({
      name,
      title: "再生可能エネルギー",
      color: "#166534",
      onColor: "#ffffff",
      logo: null,
      address: "greenpage.test/midori",
    });
    const [a, b] = await Promise.all([renderShareImage(card("みどり珈琲")), renderShareImage(card("あおい茶房"))]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
