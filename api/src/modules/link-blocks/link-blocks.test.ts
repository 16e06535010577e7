import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { LINK_BLOCK_LIMITS } from "./model.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
const blocksPath = (o: Owner) => `/api/v1/businesses/${o.page.id}/link-blocks/`;
const add = (o: Owner, body: Record<string, unknown>) =>
  o.client.post(blocksPath(o), { title_json: { en: "Shop" }, url: "https://example.com", ...body }, o.headers);
const patch = (o: Owner, id: number, body: unknown) => o.client.request("PATCH", `${blocksPath(o)}${id}/`, body, o.headers);
const titles = async (o: Owner) => (await o.client.get(blocksPath(o))).json.map((b: { title_json: { en: string } }) => b.title_json.en);

describe("link blocks", () => {
  it("adds blocks with every field, lists them in order, edits, hides and deletes them", async () => {
    const o = await ownerWithPage(t);
    const first = await add(o, {
      title_json: { en: "Our shop", ja: "ショップ" },
      url: "https://example.com/shop",
      description_json: { en: "Beans and gear", ja: "豆と道具" },
      icon: "shop",
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      title_json: { en: "Our shop", ja: "ショップ" },
      url: "https://example.com/shop",
      description_json: { en: "Beans and gear", ja: "豆と道具" },
      icon: "shop",
      thumbnail: null,
      is_hidden: false,
      order_key: 0,
      clicks_30d: 0,
    });
    expect((await add(o, { title_json: { en: "Report" } })).json.order_key).toBe(1);
    expect((await add(o, { title_json: { en: "Top" }, order_key: 0 })).json.order_key).toBe(0);
    expect(await titles(o)).toEqual(["Top", "Our shop", "Report"]);

    const edited = await patch(o, first.json.id, { title_json: { en: "The shop" }, icon: null, is_hidden: true });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ title_json: { en: "The shop" }, icon: null, is_hidden: true, url: "https://example.com/shop" });

    const removed = await o.client.request("DELETE", `${blocksPath(o)}${first.json.id}/`, undefined, o.headers);
    expect(removed.status).toBe(204);
    const left = (await o.client.get(blocksPath(o))).json;
    expect(left.map((b: { title_json: { en: string }; order_key: number }) => [b.title_json.en, b.order_key])).toEqual([
      ["Top", 0],
      ["Report", 1],
    ]);
    expect((await patch(o, first.json.id, { is_hidden: false })).status).toBe(404);
  });

  it("reorders every block in one call, and refuses a list that is not the page's blocks once each", async () => {
    const o = await ownerWithPage(t);
    const ids: number[] = [];
    for (const en of ["A", "B", "C"]) ids.push((await add(o, { title_json: { en } })).json.id);
    const reordered = await o.client.request("PUT", `${blocksPath(o)}order/`, { ids: [ids[2], ids[0], ids[1]] }, o.headers);
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.json.map((b: { title_json: { en: string } }) => b.title_json.en)).toEqual(["C", "A", "B"]);
    for (const bad of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [...ids, 999_999],
    ]) {
      const res = await o.client.request("PUT", `${blocksPath(o)}order/`, { ids: bad }, o.headers);
      expect(res.status).toBe(400);
      expect(res.json.ids).toEqual(["List every link block of the page once."]);
    }
    expect(await titles(o)).toEqual(["C", "A", "B"]);
  });

  it("needs a title and a URL, in the specification's words, and refuses unknown icons and others' images", async () => {
    const o = await ownerWithPage(t);
    const noTitle = await o.client.post(blocksPath(o), { url: "https://example.com" }, o.headers);
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.title_json).toEqual(["Button title is required when its URL is given."]);
    const noUrl = await o.client.post(blocksPath(o), { title_json: { en: "Shop" } }, o.headers);
    expect(noUrl.json.url).toEqual(["Button URL is required when its title is given."]);
    const neither = await o.client.post(blocksPath(o), {}, o.headers);
    expect(neither.json).toMatchObject({ title_json: ["This field is required."], url: ["This field is required."] });
    const icon = await add(o, { icon: "skull" });
    expect(icon.status).toBe(400);
    expect(icon.json.icon).toEqual(["Select an icon from the list."]);
    const thumbnail = await add(o, { thumbnail: "pages/1/images/00000000-0000-0000-0000-000000000000.png" });
    expect(thumbnail.status).toBe(400);
    expect(thumbnail.json.thumbnail).toBeDefined();
    const long = await add(o, { title_json: { en: "x".repeat(LINK_BLOCK_LIMITS.title_json + 1) } });
    expect(long.json["title_json.en"]).toEqual([`Ensure this field has no more than ${LINK_BLOCK_LIMITS.title_json} characters.`]);
    // Emptying the URL of a block is refused too.
    const block = (await add(o, {})).json;
    expect((await patch(o, block.id, { url: "" })).json.url).toEqual(["Button URL is required when its title is given."]);
  });

  it("completes an address written without a scheme to https://, and still refuses other schemes", async () => {
    const o = await ownerWithPage(t);
    for (const [written, saved] of [
      ["example.com", "https://example.com"],
      ["instagram.com/greenpage", "https://instagram.com/greenpage"],
      ["//example.org/a?b=c", "https://example.org/a?b=c"],
      ["localhost:3000/x", "https://localhost:3000/x"],
      ["http://example.com", "http://example.com"],
    ]) {
      const res = await add(o, { url: written });
      expect(res.status, `${written} → ${res.text}`).toBe(201);
      expect(res.json.url).toBe(saved);
    }
    for (const refused of ["javascript:alert(1)", "ftp://example.com/file", "mailto:hi@example.com", "data:text/html,x"]) {
      const res = await add(o, { url: refused });
      expect(res.status, refused).toBe(400);
      expect(res.json.url).toEqual(["URL must start with https:// or http://."]);
    }
    const noHost = await add(o, { url: "not a url" });
    expect(noHost.json.url).toEqual(["Enter a valid URL."]);
  });

  it("completes the homepage and social links the same way", async () => {
    const o = await ownerWithPage(t);
    const links = { contact_email: "hi@example.com", homepage: "example.com", socials: { instagram: "instagram.com/x", youtube: "https://youtube.com/@x" } };
    const saved = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { links }, o.headers);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.links).toMatchObject({
      homepage: "https://example.com",
      socials: { instagram: "https://instagram.com/x", youtube: "https://youtube.com/@x" },
    });
    const refused = await o.client.request(
      "PATCH",
      `/api/v1/businesses/update/${o.page.id}/`,
      { links: { ...links, homepage: "javascript:alert(1)", socials: { line: "ftp://line.me/x" } } },
      o.headers,
    );
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      "links.homepage": ["URL must start with https:// or http://."],
      "links.socials.line": ["URL must start with https:// or http://."],
    });
  });

  it(`keeps at most ${LINK_BLOCK_LIMITS.blocks} blocks per page`, async () => {
    const o = await ownerWithPage(t);
    const values = Array.from({ length: LINK_BLOCK_LIMITS.blocks }, (_, i) => ({
      pageId: o.page.id,
      titleJson: { en: `L${i}` },
      url: "https://example.com",
      orderKey: i,
    }));
    const { linkBlocks } = await import("@greenpage/db/schema");
    await t.ctx.db.insert(linkBlocks).values(values);
    const res = await add(o, {});
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: "too_many_link_blocks", detail: `A page can have at most ${LINK_BLOCK_LIMITS.blocks} link blocks.` });
  });

  it("lets a viewer read the blocks and an editor change them", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const block = (await add(o, {})).json;
    const viewer = await joinAs(t, o, "viewer", "Vera");
    expect((await viewer.client.get(blocksPath(o))).json.map((b: { id: number }) => b.id)).toEqual([block.id]);
    const refused = await viewer.client.request("PATCH", `${blocksPath(o)}${block.id}/`, { is_hidden: true }, viewer.headers);
    expect(refused.status).toBe(403);
    const editor = await joinAs(t, o, "editor", "Eddie");
    const edited = await editor.client.request("PATCH", `${blocksPath(o)}${block.id}/`, { is_hidden: true }, editor.headers);
    expect(edited.json.is_hidden).toBe(true);
  });

  it("shows the public page only the shown blocks, in order, in the visitor's language", async () => {
    const o = await ownerWithPage(t, { published: true });
    await o.client.post(`/api/v1/businesses/${o.page.id}/languages/`, { language_id: 2, is_enabled: true }, o.headers);
    await add(o, { title_json: { en: "Shop", ja: "ショップ" }, url: "example.com/shop", icon: "shop", description_json: { en: "Beans" } });
    const hidden = (await add(o, { title_json: { en: "Secret" } })).json;
    await patch(o, hidden.id, { is_hidden: true });
    await add(o, { title_json: { en: "Only English" } });
    const ja = await o.client.get(`/api/v1/businesses/public/${o.page.handle}/page/?lang=ja`);
    expect(ja.status).toBe(200);
    expect(ja.json.link_blocks).toEqual([
      { id: expect.any(Number), title: "ショップ", description: "Beans", url: "https://example.com/shop", icon: "shop", thumbnail_url: null },
      { id: expect.any(Number), title: "Only English", description: null, url: "https://example.com", icon: null, thumbnail_url: null },
    ]);
  });
});

describe("hostile input", () => {
  it("answers a body with a __proto__ key, or nested 20,000 deep, as a 400, never a 500", async () => {
    const o = await ownerWithPage(t);
    for (const [method, path] of [
      ["PUT", `${blocksPath(o)}order/`],
      ["POST", blocksPath(o)],
    ] as const) {
      const res = await o.client.request(method, path, JSON.parse('{"__proto__":{"admin":true}}'), o.headers);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(400);
    }
    // A body nested 20,000 deep is refused like any other wrong body.
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const res = await t.app.handle(
      new Request(`http://localhost${blocksPath(o)}order/`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: t.config.siteUrl, cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
        body: deep,
      }),
    );
    expect(res.status).toBe(400);
  });
});
