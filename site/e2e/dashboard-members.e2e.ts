import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, createOwner, type Owner, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** A signed-in browser for an account that already exists, in `locale`. */
async function sessionOf(owner: Owner, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  await signIn(context, siteUrl, owner);
  return { context, page: await context.newPage() };
}

describe("members", () => {
  it("the owner invites an editor by link, the editor joins, becomes a viewer; a full Starter team is told to upgrade, in both languages", async () => {
    const handle = uniqueHandle("team");
    const o = await ownerSession(browser, siteUrl, { page: { handle, name_json: { en: "Kiln Studio" }, description_json: { en: "Pottery." } } });
    await o.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
    const { page } = o;
    await openDashboard(page, siteUrl, "/dashboard/members");
    await expect.poll(() => page.getByTestId("members-allowance").textContent()).toBe("1 of 2 on Starter");
    await expectNoSeriousViolations(page);

    // An editor link for one person (the defaults), copied from the field it is shown in.
    expect(await page.getByLabel("Editor").isChecked()).toBe(true);
    expect(await page.getByLabel("Number of people").inputValue()).toBe("1");
    await screenshots(page, "members-invite", { fitsPhone: true });
    await page.getByRole("button", { name: "Create invite link" }).click();
    const link = page.getByTestId("created-link").getByLabel("Invite link");
    await expect.poll(() => link.inputValue()).toMatch(new RegExp(`^${siteUrl}/join/[^/]+$`));
    const url = await link.inputValue();
    await page.getByTestId("created-link").getByRole("button", { name: "Copy link" }).click();
    await visible(page, "Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoSeriousViolations(page);
    await screenshots(page, "members-invite-link", { fitsPhone: true });

    // The link holds the second of Starter's two seats: the team is full, in the specification's words.
    await expect.poll(() => page.getByTestId("members-allowance").textContent()).toBe("2 of 2 on Starter");
    const full = page.getByTestId("team-full");
    expect(await full.textContent()).toContain("This team has reached the maximum number of users (2) for its plan.");
    expect(await full.getByRole("link", { name: "Upgrade to add more" }).getAttribute("href")).toBe("/dashboard/billing");
    expect(await page.getByRole("button", { name: "Create invite link" }).count()).toBe(0);
    expect(await page.getByTestId("invitation-row").count()).toBe(1);

    // Someone new signs up and joins through the link (the /join page has its own tests).
    const editor = await createOwner(siteUrl, { name: "Hana Editor" });
    const member = await sessionOf(editor, "en-US");
    const joined = await apiAs<{ role: string; joined: boolean }>(member.context, siteUrl, "POST", "/invitations/accept/", { token: url.split("/join/")[1] });
    expect(joined).toMatchObject({ role: "editor", joined: true });

    await openDashboard(page, siteUrl, "/dashboard/members");
    const row = page.getByTestId("member-row").filter({ hasText: "Hana Editor" });
    const role = row.getByRole("combobox", { name: "Role of Hana Editor" });
    await expect.poll(() => role.inputValue()).toBe("editor");
    expect(await page.getByTestId("invitation-row").count()).toBe(0);
    await role.selectOption("viewer");
    await row.getByRole("button", { name: "Save role: Hana Editor" }).click();
    await visible(page, "Hana Editor is now: Viewer.");
    await visible(page, "Dana Owner made Hana Editor a viewer");
    await visible(page, "Hana Editor joined the page");
    await expectNoSeriousViolations(page);
    await screenshots(page, "members-owner", { fitsPhone: true });

    // The viewer reads the team and may leave; nothing to manage.
    await openDashboard(member.page, siteUrl, "/dashboard/members");
    await expect.poll(() => member.page.getByTestId("members-allowance").textContent()).toBe("2 of 2 on Starter");
    expect(await member.page.getByRole("button", { name: "Leave page" }).isVisible()).toBe(true);
    expect(await member.page.getByRole("combobox").count()).toBe(0);
    expect(await member.page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
    await expectNoSeriousViolations(member.page);
    await screenshots(member.page, "members-viewer", { fitsPhone: true });

    // The same screen in Japanese.
    const ja = await sessionOf(o.owner, "ja-JP");
    await openDashboard(ja.page, siteUrl, "/dashboard/members");
    await expect.poll(() => ja.page.getByTestId("members-allowance").textContent()).toBe("スタータープラン:2人中 2人");
    expect(await ja.page.getByTestId("team-full").textContent()).toContain("このチームはプランのユーザー数の上限(2人)に達しています。");
    await visible(ja.page, "Dana Owner さんが Hana Editor さんを閲覧者にしました");
    expect(await ja.page.getByRole("combobox", { name: "Hana Editor さんの権限" }).inputValue()).toBe("viewer");
    await expectNoSeriousViolations(ja.page);
    await screenshots(ja.page, "members-owner-ja", { fitsPhone: true });

    // While someone else works on the page, the owner's account cannot be deleted: the screen says so, and so does the API.
    await openDashboard(page, siteUrl, "/dashboard/account");
    await expect.poll(() => page.getByTestId("delete-blocked").first().textContent()).toContain(`Kiln Studio (@${handle}, 1 other member)`);
    await page.getByRole("button", { name: "Delete my account…" }).click();
    await page.getByLabel("Your password").fill(o.owner.password);
    await page.getByRole("button", { name: "Delete account and pages" }).click();
    // The API refuses (the page's handle in its words), and the form says why in the reader's language.
    await expect
      .poll(() => page.locator("#delete-password-error").textContent())
      .toContain("You cannot delete your account while you own pages other people work on.");

    // The viewer leaves (after confirming) and, with no page left, is sent to start one.
    await member.page.getByRole("button", { name: "Leave page" }).click();
    await member.page.getByRole("alertdialog").getByRole("button", { name: "Leave page" }).click();
    await member.page.waitForURL(/\/dashboard\/start$/, { timeout: 15_000 });
    await Promise.all([ja.context.close(), member.context.close(), o.context.close()]);
  });

  it("only the owner deletes a page, by typing its handle; an editor never sees the way", async () => {
    const handle = uniqueHandle("gone");
    const o = await ownerSession(browser, siteUrl, { page: { handle, name_json: { en: "Old Kiln" } } });
    const pageId = o.business!.id;
    const { url } = await apiAs<{ url: string }>(o.context, siteUrl, "POST", `/businesses/${pageId}/members/invitations/`, { role: "editor" });
    const editor = await sessionOf(await createOwner(siteUrl, { name: "Eri Editor" }), "en-US");
    await apiAs(editor.context, siteUrl, "POST", "/invitations/accept/", { token: url.split("/join/")[1] });
    await openDashboard(editor.page, siteUrl, "/dashboard/settings/page");
    await expect.poll(() => editor.page.getByTestId("current-page").isVisible()).toBe(true);
    expect(await editor.page.getByRole("button", { name: "Delete this page…" }).count()).toBe(0);

    const { page } = o;
    await openDashboard(page, siteUrl, "/dashboard/settings/page");
    await page.getByRole("button", { name: "Delete this page…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Old Kiln?" });
    await dialog.getByLabel(`To confirm, type the page's handle: ${handle}`).fill("not-the-handle");
    await dialog.getByRole("button", { name: "Delete page permanently" }).click();
    await visible(page, `Type the handle exactly as shown: ${handle}`);
    await expectNoSeriousViolations(page);
    await dialog.getByLabel(`To confirm, type the page's handle: ${handle}`).fill(handle);
    await dialog.getByRole("button", { name: "Delete page permanently" }).click();
    await page.waitForURL(/\/dashboard\/start$/, { timeout: 15_000 });
    expect(await apiAs<unknown[]>(o.context, siteUrl, "GET", "/businesses/my/")).toEqual([]);
    expect(await apiAs<unknown[]>(editor.context, siteUrl, "GET", "/businesses/my/")).toEqual([]);
    await Promise.all([editor.context.close(), o.context.close()]);
  });
});
