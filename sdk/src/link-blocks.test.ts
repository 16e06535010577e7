import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { LINK_BLOCK_LIMITS, LINK_ICONS } from "./rules.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("link blocks", () => {
  it("adds, edits, reorders and deletes a page's link blocks, completing a URL written without a scheme", async () => {
    const owner = await api.owner();
    const id = owner.page.id;
    const shop = await owner.sdk.linkBlocks.create(id, { title_json: { en: "Shop", ja: "ショップ" }, url: "example.com/shop", icon: "shop" });
    expect(shop).toMatchObject({ title_json: { en: "Shop", ja: "ショップ" }, url: "https://example.com/shop", icon: "shop", order_key: 0, clicks_30d: 0 });
    const report = await owner.sdk.linkBlocks.create(id, { title_json: { en: "Report" }, url: "https://example.com/report" });
    expect(await owner.sdk.linkBlocks.update(id, report.id, { is_hidden: true })).toMatchObject({ is_hidden: true });
    const reordered = await owner.sdk.linkBlocks.reorder(id, [report.id, shop.id]);
    expect(reordered.map((b) => b.title_json.en)).toEqual(["Report", "Shop"]);
    await owner.sdk.linkBlocks.delete(id, report.id);
    expect((await owner.sdk.linkBlocks.list(id)).map((b) => b.id)).toEqual([shop.id]);

    const refused = await failure(owner.sdk.linkBlocks.create(id, { title_json: { en: "Bad" }, url: "javascript:alert(1)" }));
    expect(refused).toMatchObject({ kind: "field_errors", fieldErrors: { url: ["URL must start with https:// or http://."] } });
  });

  it("publishes the rules the API enforces", () => {
    expect(LINK_BLOCK_LIMITS.blocks).toBe(100);
    expect(LINK_ICONS).toContain("leaf");
  });
});
