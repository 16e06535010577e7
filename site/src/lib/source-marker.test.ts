import { describe, expect, it } from "vitest";
import { readSourceMarker, withSource } from "./source-marker.ts";

describe("withSource", () => {
  it("adds src to an absolute address, keeping its other values and its hash", () => {
    expect(withSource("https://greenpage.test/midori", "qr")).toBe("https://greenpage.test/midori?src=qr");
    expect(withSource("https://greenpage.test/midori?lang=ja#news", "share-line")).toBe("https://greenpage.test/midori?lang=ja&src=share-line#news");
  });

  it("keeps a root-relative link relative", () => {
    expect(withSource("/midori/12", "explore")).toBe("/midori/12?src=explore");
  });

  it("replaces a marker the address already carries", () => {
    expect(withSource("https://greenpage.test/midori?src=widget&lang=en", "embed")).toBe("https://greenpage.test/midori?src=embed&lang=en");
  });
});

describe("readSourceMarker", () => {
  it("reads src and removes it with every utm_ value, keeping the rest", () => {
    expect(readSourceMarker("?src=qr&utm_medium=x&keep=1")).toEqual({ source: "qr", search: "?keep=1" });
  });

  it("falls back to utm_source for a hand-made campaign link", () => {
    expect(readSourceMarker("?utm_source=%20newsletter%20&utm_campaign=spring")).toEqual({ source: "newsletter", search: "" });
  });

  it("prefers src over utm_source, and an empty src counts as none", () => {
    expect(readSourceMarker("?utm_source=mail&src=qr").source).toBe("qr");
    expect(readSourceMarker("?src=&utm_source=mail").source).toBe("mail");
  });

  it("keeps at most the 64 characters the API stores", () => {
    expect(readSourceMarker(`?src=${"a".repeat(80)}`).source).toBe("a".repeat(64));
  });

  it("leaves an address without markers as it is", () => {
    expect(readSourceMarker("?lang=ja&q=a+b")).toEqual({ source: null, search: "?lang=ja&q=a+b" });
    expect(readSourceMarker("")).toEqual({ source: null, search: "" });
  });
});
