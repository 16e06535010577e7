import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, createOwner, islandsReady, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

type Mail = { kind: string; subject: string; text: string; links: string[]; headers: Record<string, string> };
type Form = { id: number; is_default: boolean; questions: { id: number; type: string }[] };

const mailbox = async (email: string) => (await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as Mail[];

describe("notification emails", () => {
  it("mail the owner a stakeholder's answer, whose unsubscribe link turns feedback mails off without signing in, as Account settings then shows", async () => {
    const handle = uniqueHandle("notify");
    const { context, page, errors, owner, business } = await ownerSession(browser, siteUrl, { page: { handle, page_type: "business" } });
    await apiAs(context, siteUrl, "PATCH", `/businesses/update/${business!.id}/`, {
      name_json: { en: "Kumo Tea" },
      description_json: { en: "Tea from the hills" },
      is_published: true,
    });

    // A stakeholder (any signed-in account that is not a member) answers the page's default form.
    const stakeholder = await browser.newContext({ locale: "en-US" });
    await signIn(stakeholder, siteUrl, await createOwner(siteUrl, { name: "Sam Stakeholder" }));
    const forms = await apiAs<Form[]>(stakeholder, siteUrl, "GET", `/businesses/public/${handle}/feedback-forms/`);
    const form = forms.find((f) => f.is_default)!;
    const [rating, nps] = form.questions;
    await apiAs(stakeholder, siteUrl, "POST", `/businesses/public/${handle}/feedback-forms/${form.id}/responses/`, {
      stakeholder_type: "investor",
      relationship: "Shareholder",
      answers: { [rating!.id]: 5, [nps!.id]: 10 },
    });
    await stakeholder.close();

    // The delivery job mails it to the owner, with the one-click unsubscribe headers.
    let mail: Mail | undefined;
    await expect
      .poll(async () => (mail = (await mailbox(owner.email)).find((m) => m.kind === "notification_feedback" || m.kind === "notification_digest")), {
        timeout: 20_000,
      })
      .toBeTruthy();
    expect(mail!.text).toContain('An investor answered "How are we doing on sustainability?" on Kumo Tea.');
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["List-Unsubscribe"]).toMatch(/\/api\/v1\/notifications\/unsubscribe\/feedback\.[\w-]+\.[\w-]+\/>$/);
    const link = mail!.links.find((l) => l.includes("/notifications/unsubscribe/"))!;
    expect(link).toBeTruthy();

    // Signed out, in Japanese: the page says what it would stop and waits for the button.
    const japanese = await browser.newContext({ locale: "ja-JP" });
    const ja = await japanese.newPage();
    await ja.goto(link);
    await expect.poll(() => ja.getByText("「新しいフィードバック」のメールを停止しますか？", { exact: false }).isVisible()).toBe(true);
    await expectNoSeriousViolations(ja);
    await japanese.close();

    // Signed out, in English: one press turns it off.
    const visitor = await browser.newContext({ locale: "en-US" });
    const unsubscribe = await visitor.newPage();
    await unsubscribe.goto(link);
    await expect.poll(() => unsubscribe.getByRole("heading", { name: "Stop notification emails" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(unsubscribe);
    await screenshots(unsubscribe, "notifications-unsubscribe", { fitsPhone: true });
    await unsubscribe.getByRole("button", { name: "Stop these emails" }).click();
    await expect.poll(() => unsubscribe.getByRole("status").textContent()).toContain("Done: you will no longer get emails about new feedback.");
    await expectNoSeriousViolations(unsubscribe);
    // A link altered by hand is refused.
    await unsubscribe.goto(`${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`);
    await expect.poll(() => unsubscribe.getByRole("alert").textContent()).toContain("This unsubscribe link is not valid.");
    await visitor.close();

    // Account settings shows feedback off, the other kinds on; switching it back on is saved at once.
    await openDashboard(page, siteUrl, "/dashboard/account");
    const feedback = page.getByRole("checkbox", { name: "A stakeholder gives feedback" });
    await expect.poll(() => feedback.isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: "Someone opens a gated item" }).isChecked()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "account-notifications");
    await feedback.check();
    await expect.poll(() => page.getByText("Saved.").isVisible()).toBe(true);
    await page.reload();
    await islandsReady(page);
    await expect.poll(() => page.getByRole("checkbox", { name: "A stakeholder gives feedback" }).isChecked()).toBe(true);
    await page.getByLabel("Language of these emails").selectOption("ja");
    await expect.poll(async () => (await apiAs<{ language: string | null }>(context, siteUrl, "GET", "/users/me/notifications/")).language).toBe("ja");
    expect(errors).toEqual([]);
    await context.close();
  });
});
