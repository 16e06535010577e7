import { describe, expect, it } from "vitest";
import { rememberedLocale, sharedKey } from "./shared-key.ts";

const url = (path: string) => new URL(`http://site.test${path}`);

describe("the page cache's key for an anonymous view", () => {
  it("is the path and the language asked for (?lang= first, then the remembered one), on GET and HEAD alike", () => {
    expect(sharedKey("GET", url("/midori"), "")).toBe("http://site.test/midori|");
    expect(sharedKey("HEAD", url("/midori"), "")).toBe("http://site.test/midori|");
    expect(sharedKey("GET", url("/midori?utm_source=x"), "theme=dark; lang=ja-JP")).toBe("http://site.test/midori|ja");
    expect(sharedKey("GET", url("/midori?lang=en-US"), "lang=ja-JP")).toBe("http://site.test/midori|en");
    expect(sharedKey("GET", url("/midori"), "lang=fr-FR")).toBe("http://site.test/midori|");
  });

  it("is none for a visitor who must not share a view (a session, a gate's grant), nor for writes", () => {
    expect(sharedKey("GET", url("/midori"), "lang=ja-JP; better-auth.session_token=abc")).toBeNull();
    expect(sharedKey("GET", url("/midori"), "__Secure-better-auth.session_token=abc")).toBeNull();
    expect(sharedKey("GET", url("/midori"), "gp_grant_12=token")).toBeNull();
    expect(sharedKey("POST", url("/midori"), "")).toBeNull();
  });

  it("reads the remembered language as a cookie jar would: the first of its name, decoded", () => {
    expect(rememberedLocale("a=1; lang=ja-JP; lang=en-US")).toBe("ja-JP");
    expect(rememberedLocale("xlang=ja-JP")).toBeUndefined();
    expect(rememberedLocale("lang=ja%2DJP")).toBe("ja-JP");
    expect(rememberedLocale("lang=%E0%A4")).toBe("%E0%A4");
  });
});
