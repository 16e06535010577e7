import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const siteUrl = inject("siteUrl");
let chrome: chromeLauncher.LaunchedChrome;

// Lighthouse drives its own Chromium over a debugging port (Playwright's browsers speak over a pipe): Debian's, headless.
beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
});
afterAll(async () => chrome?.kill());

/** Lighthouse's SEO category as a phone sees the page (its default form factor); failed audits by id with their title. */
async function seo(path: string) {
  const result = await lighthouse(`${siteUrl}${path}`, {
    port: chrome.port,
    onlyCategories: ["seo"],
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    // The SEO audits read the document, not its timing: no simulated slow network, so each run takes seconds.
    throttlingMethod: "provided",
    disableFullPageScreenshot: true,
  });
  const lhr = result!.lhr;
  const category = lhr.categories.seo!;
  const failed = category.auditRefs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable" && audit.score !== 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
  return { score: category.score, failed, runtimeError: lhr.runtimeError?.message };
}

describe("Lighthouse SEO (mobile)", () => {
  for (const [name, path] of [
    ["the landing page", "/"],
    ["a public page (the demo page)", "/greenpage-demo"],
    ["Explore", "/explore"],
  ]) {
    it(`scores 100 on ${name}`, { timeout: 180_000 }, async () => {
      const { score, failed, runtimeError } = await seo(path!);
      expect(runtimeError).toBeUndefined();
      expect(failed).toEqual([]);
      expect(score).toBe(1);
    });
  }
});
