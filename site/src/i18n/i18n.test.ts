import { describe, expect, it } from "vitest";
import { createI18n, pickLocale, resources } from "./index.ts";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}

describe("interface strings", () => {
  it("merges every feature's file, and no group is defined twice", () => {
    for (const locale of ["en-US", "ja-JP"] as const) {
      const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });
      const groups = Object.entries(files)
        .filter(([name]) => name.includes(`/${locale}/`))
        .flatMap(([, file]) => Object.keys(file.default));
      expect(new Set(groups).size, locale).toBe(groups.length);
      expect(Object.keys(resources[locale].translation).sort()).toEqual([...groups].sort());
    }
  });

  it("en-US and ja-JP have exactly the same keys", () => {
    expect(keys(resources["ja-JP"].translation)).toEqual(keys(resources["en-US"].translation));
  });

  it("no string is left empty or untranslated", () => {
    const at = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const key of keys(resources["en-US"].translation)) {
      expect(at(resources["en-US"].translation, key), key).toBeTruthy();
      expect(at(resources["ja-JP"].translation, key), key).toBeTruthy();
    }
    expect(createI18n("ja-JP").t("nav.login")).toBe("ログイン");
  });

  it("keeps the specification's messages word for word", () => {
    const t = createI18n("en-US").t;
    expect(t("form.password_too_short", { min: 7 })).toBe("Password must be at least 7 characters");
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

describe("translator", () => {
  it("shares one translator per locale and keeps each in its own language", async () => {
    const { translator } = await import("./index.ts");
    expect(translator("ja-JP")).toBe(translator("ja-JP"));
    expect(translator("ja-JP")("nav.login")).toBe("ログイン");
    expect(translator("en-US")("nav.login")).not.toBe("ログイン");
    expect(translator("ja-JP")("nav.login")).toBe("ログイン");
    // A remembered plain lookup never stands in for a call with options.
    expect(translator("en-US")("form.password_too_short")).toContain("{{min}}");
    expect(translator("en-US")("form.password_too_short", { min: 7 })).toBe("Password must be at least 7 characters");
    expect(translator("en-US")("form.password_too_short", { min: 9 })).toBe("Password must be at least 9 characters");
  });
});
