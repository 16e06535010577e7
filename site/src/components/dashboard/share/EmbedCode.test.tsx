// @vitest-environment happy-dom
import { DEFAULT_COLOR } from "@greenpage/widget/snippet";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { EmbedCode, pageMainColor } from "./EmbedCode.tsx";

afterEach(cleanup);

function renderEmbed(mainColor: string) {
  render(
    <I18nextProvider i18n={createI18n("en-US")}>
      <EmbedCode origin="https://greenpage.example" handle="harbour-bakery" mainColor={mainColor} />
    </I18nextProvider>,
  );
  return (screen.getByLabelText("Embed code") as HTMLTextAreaElement).value;
}

describe("the popup embed", () => {
  it("starts from the page's own main colour and writes it into the tag", () => {
    const code = renderEmbed(pageMainColor({ primary_color: "#1D4ED8" }));
    expect((screen.getByLabelText("Button colour") as HTMLInputElement).value).toBe("#1d4ed8");
    expect(code).toContain('data-color="#1d4ed8"');
  });

  it("falls back to the widget's green (left out of the tag) for a page without a valid colour", () => {
    expect(pageMainColor({})).toBe(DEFAULT_COLOR);
    expect(pageMainColor({ primary_color: "red" })).toBe(DEFAULT_COLOR);
    expect(renderEmbed(pageMainColor(null))).not.toContain("data-color");
  });
});
