import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Runs axe-core on the page as it is now (WCAG 2.x A/AA and best practices)
 * and fails on any serious or critical violation, naming the rule and the
 * elements so the failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  // A toast on its way out is fading: its contrast then is not what anyone reads.
  for (const selector of [...(options.exclude ?? []), '[data-sonner-toast][data-removed="true"]']) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits (up to 3 s) for finite animations and transitions to end: a toast
 * fading in or out has, for a moment, too little contrast, and axe would
 * report that moment rather than what the screen shows.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}
