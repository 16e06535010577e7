import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { islandsReady, openDashboard, screenshots, signIn } from "./dashboard-kit.ts";
import { DEMO_LOGIN, DEMO_REVIEWER } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

/** The demo reviewer (an admin), signed in, in English or Japanese. */
async function admin(language: "en" | "ja" = "en"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: language === "ja" ? "ja-JP" : "en-US", viewport: { width: 1280, height: 900 } });
  await context.addCookies([
    { name: "cookies-agree", value: "essential", url: siteUrl },
    { name: "lang", value: language === "ja" ? "ja-JP" : "en-US", url: siteUrl },
  ]);
  await signIn(context, siteUrl, DEMO_REVIEWER);
  return { context, page: await context.newPage() };
}

async function visitor(): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  return context.newPage();
}

describe("admin console: invitation codes", () => {
  it("the admin creates codes with a note, a new user signs up with one, and the list shows who used it", async () => {
    const note = `E2E batch ${unique()}`;
    const { page } = await admin();
    await openDashboard(page, siteUrl, "/dashboard/admin/codes");
    await page.getByLabel("How many").fill("2");
    await page.getByLabel("Valid for (days)").fill("30");
    await page.getByLabel("Note").fill(note);
    await page.getByRole("button", { name: "Create codes" }).click();
    await toast(page, "2 codes created.");
    const fresh = page.getByTestId("new-codes").locator("code");
    await expect.poll(() => fresh.count()).toBe(2);
    const [code, spare] = [await fresh.nth(0).textContent(), await fresh.nth(1).textContent()];

    const email = `early-${unique()}@example.com`;
    const signup = await visitor();
    await signup.goto(`${siteUrl}/signup?early=1`);
    await islandsReady(signup);
    await signup.getByLabel("Your name").fill("Early Emi");
    await signup.getByLabel("Email").fill(email);
    await signup.getByLabel("Password").fill("early-secret-1");
    await signup.getByLabel("Invitation code").fill(code!);
    await signup.getByRole("button", { name: "Create account" }).click();
    await signup.waitForURL(`${siteUrl}/dashboard/start`);

    await page.getByLabel("Search").fill(note);
    const used = page.getByTestId(`code-${code}`);
    await expect.poll(() => used.textContent()).toContain(email);
    expect(await used.textContent()).toContain("Used");
    expect(await used.textContent()).toContain("Early Emi");
    await page.getByLabel("Status").selectOption("used");
    await expect.poll(() => page.getByRole("table").locator("tbody tr").count()).toBe(1);
    await page.getByLabel("Status").selectOption("");

    // Revoke the spare one, confirmed first.
    await page
      .getByTestId(`code-${spare}`)
      .getByRole("button", { name: `Revoke: ${spare}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await toast(page, `${spare} revoked.`);
    await expect.poll(() => page.getByTestId(`code-${spare}`).textContent()).toContain("Revoked");

    const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    const csv = await (await page.context().request.get(new URL(csvHref!, siteUrl).toString())).text();
    expect(csv).toContain(`${code},used,${note},${email},Early Emi`);
    expect(csv).toContain(`${spare},revoked,${note}`);

    await expectNoSeriousViolations(page);
    await screenshots(page, "admin-codes", { fitsPhone: true });
  });
});

describe("admin console: messages and plans", () => {
  it("a visitor writes through /contact and the admin reads, replies by mail, and sees it handled", async () => {
    const email = `contact-${unique()}@example.com`;
    const contact = await visitor();
    await contact.goto(`${siteUrl}/contact`);
    await islandsReady(contact);
    await contact.getByLabel("Your name").fill("Rin Visitor");
    await contact.getByLabel("Email").fill(email);
    await contact.getByLabel("Category").selectOption("sales");
    await contact.getByLabel("Message").fill("Do you offer a discount for cooperatives?");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => contact.getByText("Message sent.").isVisible()).toBe(true);

    const { page } = await admin();
    await openDashboard(page, siteUrl, "/dashboard/admin/messages");
    await page.getByLabel("Search").fill(email);
    await expect.poll(() => page.getByRole("table").locator("tbody tr").count()).toBe(1);
    expect(await page.getByRole("table").textContent()).toContain("New");
    await page.getByRole("button", { name: "Open: Rin Visitor" }).click();
    const detail = page.getByTestId("message-detail");
    await expect.poll(() => detail.getByText("Do you offer a discount for cooperatives?").isVisible()).toBe(true);
    await expectNoSeriousViolations(page);

    await detail.getByLabel("Reply", { exact: true }).fill("Yes: cooperatives get 20% off every plan.");
    await detail.getByRole("button", { name: "Send reply" }).click();
    await toast(page, `Reply mailed to ${email}.`);
    await expect.poll(() => detail.getByText("Yes: cooperatives get 20% off every plan.").first().isVisible()).toBe(true);
    await expect.poll(() => detail.getByText(/^Handled .* by reviewer@greenpage\.dev$/).isVisible()).toBe(true);
    const mails = (await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as { kind: string; subject: string }[];
    expect(mails.find((m) => m.kind === "contact_reply")?.subject).toBe("Re: your message to Greenpage");
    // Handled messages leave the open list.
    await expect.poll(() => page.getByText("No messages here.").isVisible()).toBe(true);
    await screenshots(page, "admin-messages", { fitsPhone: true });

    await page.getByRole("tab", { name: "Newsletter" }).click();
    await expect.poll(() => page.getByTestId("subscriber-counts").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Download CSV" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
  });

  it("the admin finds the demo owner on the Plans screen: subscription, transactions, history", async () => {
    const { page } = await admin();
    await openDashboard(page, siteUrl, "/dashboard/admin/plans");
    await page.getByLabel("Email, handle or id").fill(DEMO_LOGIN.email);
    await page.getByRole("button", { name: "Find" }).click();
    const sub = page.getByTestId("plan-subscription");
    await expect.poll(() => sub.getByText("Premium").first().isVisible()).toBe(true);
    await expect.poll(() => sub.getByRole("table", { name: "Charges and refunds of the billed account, newest first" }).isVisible()).toBe(true);
    // The assign form starts from the plan the account is on.
    await expect.poll(() => sub.getByLabel("Plan", { exact: true }).inputValue()).toBe("premium");
    await expectNoSeriousViolations(page);
    await screenshots(page, "admin-plans", { fitsPhone: true });
  });

  it("the three screens are axe clean in Japanese", async () => {
    const { page } = await admin("ja");
    for (const [path, heading] of [
      ["/dashboard/admin/codes", "コードを作成"],
      ["/dashboard/admin/plans", "検索"],
      ["/dashboard/admin/messages", "お問い合わせ"],
    ] as const) {
      await openDashboard(page, siteUrl, path);
      await expect.poll(() => page.getByText(heading).first().isVisible()).toBe(true);
      await expectNoSeriousViolations(page);
    }
  });
});
