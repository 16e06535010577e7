// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { POPUP_TEXT } from "../ui/text.ts";
import { DEFAULT_COLOR, readOptions } from "./options.ts";
import { LAUNCHER_TEXT } from "./text.ts";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("readOptions", () => {
  it("needs a page, and fills every other setting with its default", () => {
    expect(readOptions({})).toBeNull();
    expect(readOptions({ page: "   " })).toBeNull();
    expect(readOptions({ page: " acme " })).toEqual({
      page: "acme",
      lang: "en",
      position: "bottom-right",
      label: "Sustainability",
      color: DEFAULT_COLOR,
      open: "click",
    });
  });

  it("takes the language asked for, else the host page's", () => {
    expect(readOptions({ page: "acme", lang: "ja" })).toMatchObject({ lang: "ja", label: "サステナビリティ" });
    expect(readOptions({ page: "acme", lang: "ja-JP" })?.lang).toBe("ja");
    document.documentElement.lang = "ja";
    expect(readOptions({ page: "acme" })?.lang).toBe("ja");
    expect(readOptions({ page: "acme", lang: "en" })?.lang).toBe("en");
  });

  // Colours are checked with the browser's CSS.supports, so the e2e tests prove that a bad one is refused.
  it("keeps only values it understands", () => {
    const options = readOptions({ page: "acme", position: "top-left", open: "always", label: "x".repeat(80) });
    expect(options).toMatchObject({ position: "bottom-right", open: "click" });
    expect(options?.label).toHaveLength(40);
    expect(readOptions({ page: "acme", position: "bottom-left", open: "auto", color: "#1d4ed8", label: "Our impact" })).toMatchObject({
      position: "bottom-left",
      open: "auto",
      color: "#1d4ed8",
      label: "Our impact",
    });
  });
});

describe("the widget's words", () => {
  it("has the same keys in English and Japanese", () => {
    expect(Object.keys(LAUNCHER_TEXT)).toEqual(["en", "ja"]);
    expect(Object.keys(POPUP_TEXT.ja)).toEqual(Object.keys(POPUP_TEXT.en));
    for (const value of [LAUNCHER_TEXT.ja, ...Object.values(POPUP_TEXT.ja)]) expect(value).not.toBe("");
  });
});
