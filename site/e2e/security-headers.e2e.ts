import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { openDashboard, signIn } from "./dashboard-kit.ts";
import { DEMO_HANDLE, DEMO_LOGIN } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** What the browser refused under the page's policy, as it reports each violation. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return seen;
}

const policyOf = (headers: Record<string, string>) => headers["content-security-policy"] ?? "";

describe("security headers", () => {
  it("every HTML page has a script policy without 'unsafe-inline', nosniff, a referrer and a permissions policy, and refuses frames", async () => {
    for (const path of ["/", "/explore", `/${DEMO_HANDLE}`, "/login", "/contact", "/no-such-page-here"]) {
      const response = await fetch(`${siteUrl}${path}`);
      const headers = Object.fromEntries(response.headers);
      const policy = policyOf(headers);
      const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(script, path).toContain("'self'");
      expect(script, path).not.toContain("unsafe-inline");
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
        expect(policy, path).toContain(directive);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-frame-options"], path).toBe("DENY");
      // Plain http here: HSTS only when the site is served over https.
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  it("the widget's pages may be framed by any site, under the same script policy", async () => {
    const headers = Object.fromEntries((await fetch(`${siteUrl}/widget/${DEMO_HANDLE}`)).headers);
    expect(policyOf(headers)).not.toContain("frame-ancestors");
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(policyOf(headers)).toMatch(/script-src 'self'/);
  });

  it("scripts, API answers and files say nosniff too", async () => {
    for (const path of ["/widget.js", "/robots.txt", "/api/v1/health/", "/api/v1/no-such-call/"]) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("the pages run under their policy with nothing refused: public pages, the widget and the dashboard", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    await signIn(context, siteUrl, { ...DEMO_LOGIN, name: "Hana Midori" });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    for (const path of ["/", "/explore", `/${DEMO_HANDLE}`, `/widget/${DEMO_HANDLE}`, "/contact"]) {
      await page.goto(`${siteUrl}${path}`);
      await page.waitForLoadState("networkidle");
    }
    for (const path of ["/dashboard", "/dashboard/contents", "/dashboard/share", "/dashboard/customization", "/dashboard/account"]) {
      await openDashboard(page, siteUrl, path);
      await page.waitForLoadState("networkidle");
    }
    // The islands ran: a dashboard screen rendered its data, so their scripts were allowed.
    expect(await page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await context.close();
  });
});
