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

/** The issue's bar (mobile): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100. */
const MINIMUM = { performance: 0.95, accessibility: 1, "best-practices": 0.95, seo: 1 } as const;
type Category = keyof typeof MINIMUM;
/** Printed with each page's scores, to see what moved when a performance score does. */
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

/**
 * One Lighthouse run as a phone sees the page: its defaults, i.e. a mobile screen and simulated slow 4G and CPU
 * (timings are computed from an unthrottled load, so a run takes seconds). Scores by category, and for each
 * category under its bar the audits that cost it points, with what they measured.
 */
async function audit(path: string, categories: readonly Category[]) {
  const result = await lighthouse(`${siteUrl}${path}`, {
    port: chrome.port,
    onlyCategories: [...categories],
    output: "json",
    logLevel: "error",
    disableFullPageScreenshot: true,
  });
  const lhr = result!.lhr;
  const scores: Partial<Record<Category, number | null>> = {};
  const failed: string[] = [];
  for (const id of categories) {
    const category = lhr.categories[id]!;
    scores[id] = category.score;
    if ((category.score ?? 0) >= MINIMUM[id]) continue;
    for (const ref of category.auditRefs) {
      const item = lhr.audits[ref.id]!;
      if (item.score === null || item.score >= (id === "performance" ? 0.9 : 1)) continue;
      if (item.scoreDisplayMode === "manual" || item.scoreDisplayMode === "notApplicable" || item.scoreDisplayMode === "informative") continue;
      failed.push(`${id} · ${item.id}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ""} [${item.score}]`);
    }
  }
  const metrics = Object.entries(METRICS)
    .map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  return { scores, failed, metrics, runtimeError: lhr.runtimeError?.message };
}

const below = (scores: Partial<Record<Category, number | null>>) => (Object.keys(MINIMUM) as Category[]).filter((id) => (scores[id] ?? 0) < MINIMUM[id]);

describe("Lighthouse (mobile)", () => {
  for (const [name, path] of [
    ["the landing page", "/"],
    ["a public page (the demo page)", "/greenpage-demo"],
    ["Explore", "/explore"],
  ] as const) {
    it(`meets performance ≥ 95, accessibility 100, best practices ≥ 95 and SEO 100 on ${name}`, { timeout: 120_000 }, async () => {
      let run = await audit(path, Object.keys(MINIMUM) as Category[]);
      expect(run.runtimeError).toBeUndefined();
      // Timings vary with the machine's load (2 cores shared): a performance score under the bar gets one more run, the bar stays.
      if (below(run.scores).includes("performance")) {
        const again = await audit(path, ["performance"]);
        console.warn(`${path}: performance ${run.scores.performance} then ${again.scores.performance} on a second run`);
        run = {
          ...run,
          scores: { ...run.scores, performance: again.scores.performance },
          failed: [...run.failed.filter((f) => !f.startsWith("performance")), ...again.failed],
        };
      }
      console.info(`Lighthouse ${path}: ${JSON.stringify(run.scores)} (${run.metrics})${run.failed.length ? `\n  ${run.failed.join("\n  ")}` : ""}`);
      expect({ below: below(run.scores), failed: run.failed }).toEqual({ below: [], failed: [] });
    });
  }
});
