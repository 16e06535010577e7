import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { openDashboard, screenshots, signIn } from "./dashboard-kit.ts";
import { DEMO_HANDLE, DEMO_LOGIN } from "./demo.ts";

const siteUrl = inject("siteUrl");
const DEMO = DEMO_HANDLE;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

let counter = 0;
const stakeholderEmail = () => `stakeholder-${Date.now().toString(36)}-${counter++}@example.com`;

/** The one-time code the dev mailbox holds for an address (the newest mail). */
async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mails = (await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as { kind: string; code: string | null }[];
    const code = mails.find((m) => m.code)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in code for ${email}`);
}

/** Signs on inside the open modal with a mailed code. */
async function signOnInModal(page: Page, email: string, labels = { email: "Email", send: "Email me a code", code: "Code from the email", signIn: "Sign in" }) {
  const modal = page.getByRole("dialog");
  await modal.getByLabel(labels.email, { exact: true }).fill(email);
  await modal.getByRole("button", { name: labels.send }).click();
  const code = await codeFor(email);
  await modal.getByLabel(labels.code).fill(code);
  await modal.getByRole("button", { name: labels.signIn, exact: true }).click();
}

/** Demo owner's view of the page's feedback, through the API (the dashboard's Results read the same call). */
async function ownerFeedback(): Promise<{ results: { relationship: string; stakeholder_type: string; content_id: number | null }[] }> {
  const login = await fetch(`${siteUrl}/api/v1/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const { access } = (await login.json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };
  const [page] = (await (await fetch(`${siteUrl}/api/v1/businesses/my/`, { headers: auth })).json()) as { id: number }[];
  return (await (await fetch(`${siteUrl}/api/v1/businesses/${page!.id}/feedback/?page_size=100`, { headers: auth })).json()) as never;
}

describe("the stakeholder feedback modal", () => {
  it("logs no console error for the usual answers: no session yet, and no earlier answer once signed in", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const answers: string[] = [];
    page.on("response", (r) => {
      if (/\/users\/me\/|\/responses\/mine\/|\/get-session/.test(r.url())) answers.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${siteUrl}/${DEMO}`);
    await page.getByRole("button", { name: "Give feedback" }).click();
    const modal = page.getByRole("dialog", { name: "Feedback for Midori Coffee Roasters" });
    await expect.poll(() => modal.getByRole("heading", { name: "Sign in to answer" }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(answers).toEqual(["200 /api/auth/get-session"]);

    const email = stakeholderEmail();
    await signOnInModal(page, email);
    await expect.poll(() => modal.getByText(`Signed in as ${email}`).isVisible()).toBe(true);
    await expect.poll(() => answers.some((a) => a.endsWith("/responses/mine/"))).toBe(true);
    expect(answers.filter((a) => !a.startsWith("200 "))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("signs a visitor on with a mailed code, checks required fields, and sends the answers anonymously", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${siteUrl}/${DEMO}`);
    await page.getByRole("button", { name: "Give feedback" }).click();
    const modal = page.getByRole("dialog", { name: "Feedback for Midori Coffee Roasters" });
    await expect.poll(() => modal.getByRole("heading", { name: "Sign in to answer" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);

    const email = stakeholderEmail();
    await signOnInModal(page, email);
    await expect.poll(() => modal.getByText(`Signed in as ${email}`).isVisible()).toBe(true);

    // Nothing filled in: the required fields say so, in the visitor's language, before any call.
    await modal.getByRole("button", { name: "Send feedback" }).click();
    await expect.poll(() => modal.getByText("This field is required.").count()).toBeGreaterThanOrEqual(2);
    await expectNoSeriousViolations(page);
    await screenshots(page, "feedback-modal", { fitsPhone: true });

    await modal.getByLabel("You are a… *").selectOption("customer");
    const relationship = `Buys beans every month #${Date.now()}`;
    await modal.getByLabel("Your relationship with Midori Coffee Roasters *").fill(relationship);
    for (const group of await modal.locator("fieldset.choices").all()) {
      await group.locator("input").last().check();
    }
    for (const text of await modal.locator("textarea, .field input:not([type=radio]):not([type=checkbox])").all()) {
      if ((await text.getAttribute("id")) && (await text.inputValue()) === "" && (await text.isEditable())) await text.fill("More refill stations, please.");
    }
    // An error on a field the form does not show (the initiative was unpublished meanwhile) is still said.
    const responses = "**/feedback-forms/*/responses/";
    await page.route(
      responses,
      (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ content_id: ["Select a valid initiative."] }) }),
      { times: 1 },
    );
    await modal.getByRole("button", { name: "Send feedback" }).click();
    await expect.poll(() => modal.getByRole("alert").filter({ hasText: "Select a valid initiative." }).isVisible()).toBe(true);
    await page.unroute(responses);
    await modal.getByRole("button", { name: "Send feedback" }).click();
    await expect.poll(() => page.getByText("Thank you for your feedback.").isVisible()).toBe(true);
    expect(await modal.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Give feedback");

    // The owner reads it without knowing who wrote it.
    const mine = (await ownerFeedback()).results.find((r) => r.relationship === relationship);
    expect(mine).toMatchObject({ stakeholder_type: "customer" });
    expect(JSON.stringify(mine)).not.toContain(email);

    // Opening again prefills the earlier answer; sending again replaces it (one answer per stakeholder).
    await page.getByRole("button", { name: "Give feedback" }).click();
    await expect.poll(() => modal.getByText(/Sending again replaces that answer/).isVisible()).toBe(true);
    expect(await modal.getByLabel("Your relationship with Midori Coffee Roasters *").inputValue()).toBe(relationship);
    await modal.getByLabel("Your relationship with Midori Coffee Roasters *").fill(`${relationship}, since 2020`);
    await modal.getByRole("button", { name: "Send feedback" }).click();
    await expect
      .poll(async () => (await ownerFeedback()).results.filter((r) => r.relationship.startsWith(relationship)).map((r) => r.relationship))
      .toEqual([`${relationship}, since 2020`]);
    expect(errors).toEqual([]);
    await context.close();

    // The demo owner finds it in Results and in the CSV, without the stakeholder's email.
    const owner = await browser.newContext({ locale: "en-US", acceptDownloads: true });
    await signIn(owner, siteUrl, { ...DEMO_LOGIN, name: "Hana Midori" });
    const dashboard = await owner.newPage();
    await openDashboard(dashboard, siteUrl, "/dashboard/feedback/results");
    await expect.poll(() => dashboard.getByText(`${relationship}, since 2020`).isVisible()).toBe(true);
    expect(await dashboard.content()).not.toContain(email);
    const [download] = await Promise.all([dashboard.waitForEvent("download"), dashboard.getByRole("link", { name: "Download CSV" }).click()]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(`${relationship}, since 2020`);
    expect(csv).not.toContain(email);
    await owner.close();
  });

  it("works on an initiative in Japanese, and from inside the popup widget through a new tab", async () => {
    const context = await browser.newContext({ locale: "ja-JP" });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/widget/${DEMO}?lang=ja`);
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "フィードバックを送る ↗" }).click()]);
    await tab!.waitForLoadState();
    const modal = tab!.getByRole("dialog", { name: "みどりコーヒー焙煎所へのフィードバック" });
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(tab!.url()).toBe(`${siteUrl}/${DEMO}?lang=ja`);
    await signOnInModal(tab!, stakeholderEmail(), {
      email: "メールアドレス",
      send: "コードをメールで受け取る",
      code: "メールに記載のコード",
      signIn: "サインイン",
    });
    await expect.poll(() => modal.getByLabel("あなたの立場 *").isVisible()).toBe(true);
    await modal.getByRole("button", { name: "フィードバックを送信" }).click();
    await expect.poll(() => modal.getByText("この項目は必須です。").count()).toBeGreaterThanOrEqual(2);
    await modal.getByRole("button", { name: "閉じる" }).click();

    // On an initiative page the answer records the initiative.
    const item = await tab!.locator(".content-card a").first().getAttribute("href");
    await tab!.goto(`${siteUrl}${item}`);
    const contentId = Number(item!.split("/").pop()!.split("?")[0]);
    await tab!.getByRole("button", { name: "フィードバックを送る" }).click();
    await modal.getByLabel("あなたの立場 *").selectOption("local_community");
    const relationship = `近所に住んでいます ${Date.now()}`;
    await modal.getByLabel("みどりコーヒー焙煎所との関係 *").fill(relationship);
    for (const group of await modal.locator("fieldset.choices").all()) await group.locator("input").first().check();
    await modal.getByRole("button", { name: "フィードバックを送信" }).click();
    await expect.poll(() => tab!.getByText("フィードバックをありがとうございました。").isVisible()).toBe(true);
    await expect.poll(async () => (await ownerFeedback()).results.find((r) => r.relationship === relationship)?.content_id).toBe(contentId);
    await context.close();
  });
});
