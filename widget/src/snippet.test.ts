import { describe, expect, it } from "vitest";
import { embedSnippet } from "./snippet.ts";

describe("embedSnippet", () => {
  it("writes the one tag with only the options given", () => {
    expect(embedSnippet({ origin: "https://greenpage.example/", page: "midori" })).toBe(
      '<script src="https://greenpage.example/widget.js" data-page="midori" async></script>',
    );
    expect(
      embedSnippet({
        origin: "https://greenpage.example",
        page: "midori",
        lang: "ja",
        position: "bottom-left",
        label: "Our sustainability",
        color: "#166534",
        open: "click",
      }),
    ).toBe(
      '<script src="https://greenpage.example/widget.js" data-page="midori" data-lang="ja" data-position="bottom-left" data-label="Our sustainability" data-color="#166534" data-open="click" async></script>',
    );
  });

  it("escapes attribute values so a label can never break out of the tag", () => {
    const snippet = embedSnippet({ origin: "https://g.example", page: "midori", label: '"><img src=x onerror=alert(1)> & more' });
    expect(snippet).toContain('data-label="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more"');
    expect(snippet.match(/</g)).toHaveLength(2);
    expect(embedSnippet({ origin: "https://g.example", page: "midori", label: "   " })).not.toContain("data-label");
  });
});
