// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { POPUP_TEXT } from "../ui/text.ts";
import { textColorOn } from "../styles.ts";
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

describe("textColorOn", () => {
  it("picks white on dark colours and near-black on light ones", () => {
    expect(textColorOn(DEFAULT_COLOR)).toBe("#fff");
    expect(textColorOn("#1d4ed8")).toBe("#fff");
    expect(textColorOn("#fde047")).toBe("#111827");
    expect(textColorOn("#fff")).toBe("#111827");
    expect(textColorOn("rebeccapurple")).toBe("#fff");
  });
});

describe("the widget's words", () => {
  it("has the same keys in English and Japanese", () => {
    expect(Object.keys(LAUNCHER_TEXT.ja)).toEqual(Object.keys(LAUNCHER_TEXT.en));
    expect(Object.keys(POPUP_TEXT.ja)).toEqual(Object.keys(POPUP_TEXT.en));
    for (const text of [LAUNCHER_TEXT.ja, POPUP_TEXT.ja]) for (const value of Object.values(text)) expect(value).not.toBe("");
  });
});
