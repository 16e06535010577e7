import { describe, expect, it } from "vitest";
import { linkBlockPayload, moved } from "./link-blocks.ts";

describe("link block form", () => {
  it("sends the API only the languages written, and a bare address as https://", () => {
    expect(
      linkBlockPayload({ title_json: { en: "Shop", ja: "" }, url: "example.com/shop", description_json: { en: "", ja: "豆" }, icon: "shop", thumbnail: "" }),
    ).toEqual({ title_json: { en: "Shop" }, url: "https://example.com/shop", description_json: { ja: "豆" }, icon: "shop", thumbnail: null });
  });

  it("moves a block before or after the one it is dropped on", () => {
    expect(moved([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moved([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  });
});
