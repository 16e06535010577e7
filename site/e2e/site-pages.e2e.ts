import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function visit(path: string, locale = "en-US"): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${siteUrl}${path}`);
  await page.waitForLoadState("load");
  return { page, errors };
}

const visibleText = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).map((n) => n.textContent?.trim()));

describe("landing pages", () => {
  it("business: hero with sign-up, how it works, features, pricing, a FAQ accordion and the footer links", async () => {
    const { page, errors } = await visit("/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your sustainability work, on one page");
    expect(await page.getByRole("main").getByRole("link", { name: "Create your free page" }).first().getAttribute("href")).toBe("/signup");
    for (const heading of ["How it works", "What goes on your page", "Plans and pricing", "Frequently asked questions"]) {
      expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible(), heading).toBe(true);
    }

    const faq = page.locator(".faq details");
    expect(await faq.count()).toBeGreaterThanOrEqual(6);
    expect(await faq.count()).toBeLessThanOrEqual(8);
    const first = faq.first();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await first.locator("summary").click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await first.getByText("The Starter plan is free").isVisible()).toBe(true);

    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["About us", "/about"],
      ["Contact", "/contact"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
      ["Explore", "/explore"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    expect(errors).toEqual([]);
  });

  it("pricing: Starter free, monthly prices by employee band in USD or JPY, setup delivery times", async () => {
    const { page } = await visit("/");
    const pricing = page.locator("#pricing");
    expect(await visibleText(page, '[data-plan="starter"] .plan-price')).toEqual(["Free"]);
    expect(await visibleText(page, ".price-table tbody td:nth-child(3) > *")).toEqual(["$49", "$79", "$99", "$149", "Custom quote"]);
    // Yearly: ten months' price, from the same catalogue.
    expect(await visibleText(page, ".price-table tbody td:nth-child(4) > *")).toEqual(["$490", "$790", "$990", "$1,490"]);
    expect(await visibleText(page, ".price-table tbody th")).toEqual(["1–10", "11–50", "51–250", "251–1,000", "1,001 or more"]);

    await pricing.getByLabel("JPY").check();
    expect(await visibleText(page, ".price-table tbody td:nth-child(3) > *")).toEqual(["¥6,500", "¥10,500", "¥13,000", "¥20,000", "Custom quote"]);

    // Limits come from the API's plan table.
    const compare = page.getByRole("table", { name: "Compare plans" });
    expect(
      await compare
        .getByRole("row", { name: /Team members/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["2", "5", "Unlimited", "5"]);
    expect(
      await compare
        .getByRole("row", { name: /Analytics history/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["7 days", "30 days", "90 days", "365 days"]);

    expect(await pricing.getByText("Delivered in 14 business days").isVisible()).toBe(true);
    expect(await pricing.getByText("Delivered in 30 business days").isVisible()).toBe(true);
  });

  it("personal: its own hero and FAQ, yen first in Japanese", async () => {
    const { page } = await visit("/personal?lang=ja", "ja-JP");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("あなただけのサステナビリティページを");
    expect(await page.getByRole("navigation", { name: "Greenpageの対象" }).getByRole("link", { name: "個人向け" }).getAttribute("aria-current")).toBe("page");
    const faq = await page.locator(".faq details").count();
    expect(faq >= 6 && faq <= 8).toBe(true);
    expect(await page.locator("#currency-JPY").isChecked()).toBe(true);
    expect((await visibleText(page, ".price-table tbody td:nth-child(3) > *"))[0]).toMatch(/^[¥￥]6,500$/);
  });

  it("the footer's language switch changes the language and keeps the page", async () => {
    const { page } = await visit("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "日本語" }).click();
    await page.waitForURL(`${siteUrl}/about?lang=ja`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Greenpageについて");
    await page.goto(`${siteUrl}/terms`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
  });
});

describe("legal pages", () => {
  it("Terms: dated May 2023, age rules and the refund rule", async () => {
    const { page } = await visit("/terms");
    expect(await page.getByText("Last updated: May 2023").isVisible()).toBe(true);
    expect(await page.getByText("You must be at least 18 years old").isVisible()).toBe(true);
    expect(await page.getByText("Children under 13 may not use Greenpage at all").isVisible()).toBe(true);
    const refunds = page.locator("#refunds");
    expect(await refunds.getByText("If you ask within 14 days of a payment, we refund that payment in full.").isVisible()).toBe(true);
    expect(await refunds.getByText("partial refund").isVisible()).toBe(true);
  });

  it("Privacy: dated May 2023, analytics without addresses, the cookie list and a way back to the choice", async () => {
    const { page } = await visit("/privacy");
    expect(await page.getByText("Last updated: May 2023").isVisible()).toBe(true);
    expect(await page.locator("#analytics").getByText("We do not store your IP address.").isVisible()).toBe(true);
    const cookies = page.locator("#cookies");
    for (const name of ["cookies-agree", "better-auth.session_token", "lang", "page_role"]) {
      expect(await cookies.getByRole("rowheader", { name: new RegExp(`\\(${name.replace(".", "\\.")}\\)`) }).count(), name).toBe(1);
    }
    await cookies.getByRole("button", { name: "Cookie settings" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Cookie preferences" }).isVisible()).toBe(true);
  });
});

describe("newsletter", () => {
  it("subscribes from the landing footer, confirms through the mailed link, and refuses a bad link", async () => {
    const { page, errors } = await visit("/");
    const email = `news-${Date.now()}@example.com`;
    const form = page.getByRole("contentinfo").locator("form[data-newsletter]");
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect(await form.getByText("Enter a valid email address.").isVisible()).toBe(true);

    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toBe("Check your inbox to confirm your subscription.");
    expect(await form.getByText("Enter a valid email address.").isVisible()).toBe(false);

    await page.goto(`${siteUrl}/dev/mail?to=${encodeURIComponent(email)}`);
    const link = await page.locator('tr[data-kind="newsletter_confirm"] a.mail-link').first().getAttribute("href");
    expect(link).toContain("/newsletter/confirm?token=");
    await page.goto(link!);
    expect(await page.getByRole("status").textContent()).toBe("Thank you — your subscription is confirmed.");

    await page.goto(`${siteUrl}/newsletter/confirm?token=not-a-real-token`);
    expect(await page.getByRole("alert").textContent()).toBe("This confirmation link is invalid or has expired.");
    expect(errors).toEqual([]);
  });
});

describe("accessibility", () => {
  for (const path of ["/", "/personal", "/contact", "/about", "/terms", "/privacy", "/?lang=ja", "/newsletter/confirm"]) {
    it(`${path} has no serious or critical axe violations (banner showing)`, async () => {
      const { page } = await visit(path);
      await expect.poll(() => page.locator("[data-cookie-banner]").isVisible()).toBe(true);
      await expectNoSeriousViolations(page);
    });
  }

  it("the cookie dialog has no serious or critical axe violations", async () => {
    const { page } = await visit("/");
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expectNoSeriousViolations(page);
  });
});
