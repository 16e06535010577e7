import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { GreenpageError } from "./errors.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

const imageKey = (pageId: number) => `pages/${pageId}/images/${crypto.randomUUID()}.png`;
const JAPANESE = 2;

describe("public reads", () => {
  it("read a published page, its categories, contents, one content and news, in the asked language", async () => {
    const { sdk, page } = await api.owner({ published: true });
    await sdk.languages.enable(page.id, JAPANESE);
    const climate = await sdk.categories.create(page.id, { name_json: { en: "Climate", ja: "気候" } });
    const solar = await sdk.contents.create(page.id, {
      content_category_id: Number(climate.id),
      title_json: { en: "Solar roof", ja: "屋上太陽光" },
      description_json: { en: "40 kW on the roastery" },
    });
    await sdk.news.create(page.id, { title_json: { en: "We opened", ja: "開店しました" }, date: "2025-04-01" });

    const visitor = api.client();
    const shown = await visitor.pages.get(page.handle, { lang: "ja" });
    expect(shown).toMatchObject({ handle: page.handle, language: "ja", name: "みどりコーヒー", languages: ["en", "ja"] });

    const view = await visitor.pages.view(page.handle, { lang: "en", news_page_size: 5 });
    expect(view.page.name).toBe("Midori Coffee");
    expect(view.categories.map((c) => c.name)).toContain("Climate");
    expect(view.news).toMatchObject({ count: 1, page_size: 5 });

    const categories = await visitor.pages.categories(page.handle, { lang: "ja" });
    expect(categories.find((c) => c.id === climate.id)?.name).toBe("気候");

    const contents = await visitor.pages.contents(page.handle);
    expect(contents.map((c) => c.id)).toEqual([solar.id]);

    const one = await visitor.pages.content(page.handle, solar.id, { lang: "ja" });
    expect(one).toMatchObject({ id: solar.id, title: "屋上太陽光" });

    const news = await visitor.pages.news(page.handle, { lang: "ja", page: 1, page_size: 10 });
    expect(news.results.map((n) => n.title)).toEqual(["開店しました"]);
  });

  it("search Explore for pages and shared initiatives", async () => {
    const { sdk, page } = await api.owner({ published: true });
    const initiative = await sdk.contents.create(page.id, {
      title_json: { en: `Compost ${page.handle}` },
      description_json: { en: "Grounds back to the farm." },
      cover_image: imageKey(page.id),
      status_id: 2,
    });
    const shared = await sdk.raw.POST("/api/v1/businesses/{business_id}/contents/{content_id}/share/", {
      params: { path: { business_id: String(page.id), content_id: String(initiative.id) } },
    });
    expect(shared.response.status, JSON.stringify(shared.error)).toBe(200);

    const visitor = api.client();
    const pages = await visitor.explore.pages({ q: page.handle, sort: "recent", page_size: 5 });
    expect(pages.results.map((p) => p.handle)).toEqual([page.handle]);
    const initiatives = await visitor.explore.initiatives({ q: page.handle });
    expect(initiatives.results.map((i) => i.id)).toEqual([initiative.id]);
  });
});

describe("owner calls", () => {
  it("me and my pages", async () => {
    const { sdk, email, page } = await api.owner();
    expect(await sdk.me()).toMatchObject({ email, email_verified: true });
    expect((await sdk.pages.mine()).map((p) => p.id)).toEqual([page.id]);
  });

  it("create, update, publish and unpublish a page", async () => {
    const { sdk } = await api.account();
    const handle = `sdk-${crypto.randomUUID().slice(0, 8)}`;
    const created = await sdk.pages.create({ handle, page_type: "business" });
    expect(created).toMatchObject({ handle, is_published: false });
    expect((await sdk.pages.mine()).map((p) => p.id)).toEqual([created.id]);

    const updated = await sdk.pages.update(created.id, { name_json: { en: "Kumo Tea" }, description_json: { en: "Tea from the hills" } });
    expect(updated.name_json).toEqual({ en: "Kumo Tea" });

    expect((await sdk.pages.publish(created.id)).is_published).toBe(true);
    expect((await api.client().pages.get(handle)).name).toBe("Kumo Tea");
    expect((await sdk.pages.unpublish(created.id)).is_published).toBe(false);
    expect(await failure(api.client().pages.get(handle))).toMatchObject({ kind: "coming_soon" });
  });

  it("list, enable and disable languages", async () => {
    const { sdk, page } = await api.owner();
    const codes = (list: { code: string; is_enabled: boolean }[]) => list.filter((l) => l.is_enabled).map((l) => l.code);
    expect(codes(await sdk.languages.list(page.id))).toEqual(["en"]);
    // By code, on a page that never had Japanese, and by id.
    expect(codes(await sdk.languages.enable(page.id, "ja"))).toEqual(["en", "ja"]);
    expect(codes(await sdk.languages.disable(page.id, "ja"))).toEqual(["en"]);
    expect(codes(await sdk.languages.enable(page.id, JAPANESE))).toEqual(["en", "ja"]);
    expect(codes(await sdk.languages.disable(page.id, JAPANESE))).toEqual(["en"]);
  });

  it("categories: create, get, list, update, reorder, delete", async () => {
    const { sdk, page } = await api.owner({ plan: "plus" });
    const names = ["Climate", "Water", "People"];
    const made = [];
    for (const en of names) made.push(await sdk.categories.create(page.id, { name_json: { en } }));
    const [climate, water, people] = made.map((c) => c.id!);
    expect((await sdk.categories.get(page.id, water!)).name_json).toEqual({ en: "Water" });
    expect((await sdk.categories.update(page.id, water!, { name_json: { en: "Oceans" } })).name_json).toEqual({ en: "Oceans" });

    await sdk.categories.reorder(page.id, [people!, climate!, water!]);
    const listed = await sdk.categories.list(page.id);
    expect(listed.map((c) => c.name_json.en)).toEqual(["People", "Climate", "Oceans", "News"]);
    expect(listed.map((c) => c.order_key).slice(0, 3)).toEqual([0, 1, 2]);

    await sdk.categories.delete(page.id, climate!);
    expect((await sdk.categories.list(page.id)).map((c) => c.id)).toEqual([people, water, null]);
    expect(await failure(sdk.categories.get(page.id, climate!))).toMatchObject({ kind: "not_found" });
  });

  it("contents: create, get, list, update, reorder, delete", async () => {
    const { sdk, page } = await api.owner();
    const category = await sdk.categories.create(page.id, { name_json: { en: "Climate" } });
    const ids = [];
    for (const en of ["Solar", "Wind", "Rain"]) {
      ids.push((await sdk.contents.create(page.id, { content_category_id: Number(category.id), title_json: { en } })).id);
    }
    const [solar, wind, rain] = ids;
    expect((await sdk.contents.get(page.id, wind!)).title_json).toEqual({ en: "Wind" });
    expect((await sdk.contents.update(page.id, wind!, { title_json: { en: "Wind power" } })).title_json).toEqual({ en: "Wind power" });

    await sdk.contents.reorder(page.id, [rain!, solar!, wind!]);
    const listed = await sdk.contents.list(page.id);
    expect(listed.map((c) => [c.title_json.en, c.order_key])).toEqual([
      ["Rain", 0],
      ["Solar", 1],
      ["Wind power", 2],
    ]);

    await sdk.contents.delete(page.id, solar!);
    expect((await sdk.contents.list(page.id)).map((c) => c.id)).toEqual([rain, wind]);
    expect(await failure(sdk.contents.get(page.id, solar!))).toBeInstanceOf(GreenpageError);
  });

  it("news: create, list, update, delete", async () => {
    const { sdk, page } = await api.owner();
    const item = await sdk.news.create(page.id, { title_json: { en: "Opening" }, date: "2025-04-01T00:00:00.000Z", location: "Kyoto" });
    expect(item).toMatchObject({ title_json: { en: "Opening" }, location: "Kyoto" });
    const changed = await sdk.news.update(page.id, item.id, { title_json: { en: "Grand opening" } });
    expect(changed.title_json).toEqual({ en: "Grand opening" });
    const listed = await sdk.news.list(page.id, { page: 1, page_size: 5 });
    expect(listed).toMatchObject({ count: 1, page: 1, page_size: 5 });
    expect(listed.results.map((n) => n.title_json.en)).toEqual(["Grand opening"]);
    await sdk.news.delete(page.id, item.id);
    expect((await sdk.news.list(page.id)).count).toBe(0);
  });
});
