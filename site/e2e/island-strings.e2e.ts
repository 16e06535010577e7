import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { islandsReady, ownerSession, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const LOCALES_DIR = join(import.meta.dirname, "..", "src", "i18n", "locales");
const LOCALES = ["en-US", "ja-JP"] as const;
type Locale = (typeof LOCALES)[number];

const leaves = (node: unknown): string[] => (typeof node === "string" ? [node] : Object.values(node as object).flatMap(leaves));
const filesOf = (locale: Locale): string[] => readdirSync(join(LOCALES_DIR, locale)).map((file) => file.replace(/\.json$/, ""));
const stringsOf = (locale: Locale, files: string[]): string[] =>
  files.flatMap((file) => leaves(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${file}.json`), "utf8"))));

/** Which of `strings` occur in `payload`: of those long and plain enough to find verbatim, and not part of a string the island may hold. */
function leaked(payload: string[], strings: string[], allowed: string[]): string[] {
  const text = payload.join("\n");
  return strings.filter((s) => s.length >= 12 && !/["'\\<>&{}\n]/.test(s) && !allowed.some((mine) => mine.includes(s)) && text.includes(s));
}

/**
 * The islands' strings (written beside their HTML) hold neither the other
 * language nor the `excluded` files; no script holds the excluded files in
 * either language. (Scripts may hold English: the SDK's own error messages.)
 */
function expectOnly(locale: Locale, excluded: string[], { scripts, texts }: { scripts: string[]; texts: Map<string, string> }) {
  const other = LOCALES.find((l) => l !== locale)!;
  const allowed = stringsOf(
    locale,
    filesOf(locale).filter((file) => !excluded.includes(file)),
  );
  const excludedText = LOCALES.flatMap((l) => stringsOf(l, excluded));
  expect(leaked([...texts.values()], [...stringsOf(other, filesOf(other)), ...excludedText], allowed)).toEqual([]);
  expect(leaked(scripts, excludedText, allowed)).toEqual([]);
}

/** Opens the page and returns what its islands got: every script the browser downloaded, and the strings written beside the islands. */
async function islandPayload(page: Page, url: string): Promise<{ scripts: string[]; texts: Map<string, string> }> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await islandsReady(page);
  const blocks = await page
    .locator("script[data-island-texts]")
    .evaluateAll((tags) => tags.map((tag) => [tag.getAttribute("data-island-texts")!, tag.textContent!] as const));
  return { scripts: await Promise.all(bodies), texts: new Map(blocks) };
}

describe("interface strings an island downloads", () => {
  for (const locale of LOCALES) {
    it(`a dashboard screen in ${locale} gets its own strings in ${locale} only: no other screen's, no legal, landing or pricing text`, async () => {
      const { context, page, errors } = await ownerSession(browser, siteUrl, { locale, page: { handle: uniqueHandle("strings") } });
      const { scripts, texts } = await islandPayload(page, `${siteUrl}/dashboard/contents`);
      expect([...texts.keys()].sort()).toEqual([`core+dashboard+dashboard-contents+dashboard-evidence/${locale}`, `core/${locale}`]);
      expectOnly(locale, ["legal", "landing", "pricing", "dashboard-feedback", "dashboard-account"], { scripts, texts });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the sign-in page in ${locale} gets the shared strings in ${locale} only, none of the dashboard's`, async () => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const { scripts, texts } = await islandPayload(page, `${siteUrl}/login`);
      expect([...texts.keys()]).toEqual([`core/${locale}`]);
      const dashboardFiles = filesOf(locale).filter((file) => file.startsWith("dashboard"));
      expectOnly(locale, ["legal", "landing", "pricing", ...dashboardFiles], { scripts, texts });
      await context.close();
    });
  }
});
