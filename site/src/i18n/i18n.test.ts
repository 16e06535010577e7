import { describe, expect, it } from "vitest";
import { createI18n, pickLocale, resources } from "./index.ts";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe("interface strings", () => {
  it("en-US and ja-JP have exactly the same keys", () => {
    expect(keys(resources["ja-JP"].translation)).toEqual(keys(resources["en-US"].translation));
  });

  it("no string is left empty or untranslated", () => {
    const en = resources["en-US"].translation as Record<string, Record<string, string>>;
    const ja = resources["ja-JP"].translation as Record<string, Record<string, string>>;
    for (const key of keys(en)) {
      const [group, name] = key.split(".") as [string, string];
      expect(ja[group]![name], key).toBeTruthy();
    }
    expect(createI18n("ja-JP").t("nav.login")).toBe("ログイン");
  });

  it("keeps the specification's messages word for word", () => {
    const t = createI18n("en-US").t;
    expect(t("form.password_too_short")).toBe("Password must be at least 7 characters");
    expect(t("verify.failure")).toBe("Sorry your email couldn't be verified.");
    expect(t("errors.rate_limited")).toBe("Too many requests. Please try again later.");
  });

  it("picks the language from ?lang=, then the cookie, then the browser", () => {
    expect(pickLocale("ja", "en-US", "en")).toBe("ja-JP");
    expect(pickLocale(null, "ja-JP", "en")).toBe("ja-JP");
    expect(pickLocale(null, undefined, "fr-FR,ja;q=0.8")).toBe("ja-JP");
    expect(pickLocale(null, undefined, null)).toBe("en-US");
  });
});
