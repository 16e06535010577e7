import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const readyPage = (prefix: string) => ({
  handle: uniqueHandle(prefix),
  name_json: { en: "Sakura Bikes" },
  description_json: { en: "Bicycle repair, parts reused." },
});

describe("Page settings", () => {
  it("changes the handle with live messages, then shows when the next change is allowed", async () => {
    const other = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("taken") } });
    const { page, errors, business } = await ownerSession(browser, siteUrl, { page: readyPage("handle") });
    await openDashboard(page, siteUrl, "/dashboard/settings/page");
    await expectNoSeriousViolations(page);
    await screenshots(page, "page-settings");

    const field = page.getByLabel("Page address (handle)");
    await field.fill("abc");
    await expect.poll(() => page.locator("#settings-handle-status").textContent()).toBe("Handle must be between 4 and 30 characters.");
    await field.fill(other.business!.handle);
    await expect.poll(() => page.locator("#settings-handle-status").textContent()).toBe("This handle name is already taken.");
    const renamed = uniqueHandle("renamed");
    await field.fill(renamed);
    await expect.poll(() => page.locator("#settings-handle-status").textContent()).toBe(`Available: ${siteUrl}/${renamed}`);
    await page.getByRole("button", { name: "Change address" }).click();
    await expect.poll(() => page.getByText("Your page address has changed.").isVisible()).toBe(true);
    expect(await page.getByTestId("next-handle-change").textContent()).toMatch(/The next change is possible on/);
    expect(await field.isDisabled()).toBe(true);
    const [mine] = await apiAs<{ handle: string }[]>(page.context(), siteUrl, "GET", "/businesses/my/");
    expect(mine?.handle).toBe(renamed);
    expect(business!.handle).not.toBe(renamed);
    expect(errors).toEqual([]);
  });

  it("publishes and unpublishes; an unverified owner is told why publishing waits and can resend the link", async () => {
    const { page, errors, business } = await ownerSession(browser, siteUrl, { page: readyPage("pub") });
    await openDashboard(page, siteUrl, "/dashboard/settings/page");
    await page.getByRole("button", { name: "Publish page" }).click();
    await expect.poll(() => page.getByTestId("publish-state").textContent()).toBe("Published");
    expect(await (await page.request.get(`${siteUrl}/${business!.handle}`)).text()).toContain("Sakura Bikes");
    await page.getByRole("button", { name: "Unpublish page" }).click();
    await expect.poll(() => page.getByTestId("publish-state").textContent()).toBe("Not published");
    expect(await (await page.request.get(`${siteUrl}/${business!.handle}`)).text()).toContain("Page coming soon");

    await page.getByLabel("List my page in Explore and in search engines").uncheck();
    await expect.poll(async () => (await apiAs<{ is_visible: boolean }[]>(page.context(), siteUrl, "GET", "/businesses/my/"))[0]?.is_visible).toBe(false);
    expect(errors).toEqual([]);

    const unverified = await ownerSession(browser, siteUrl, { verified: false, page: readyPage("unver") });
    await openDashboard(unverified.page, siteUrl, "/dashboard/settings/page");
    await expect.poll(() => unverified.page.getByText("Publishing needs a verified email address.").isVisible()).toBe(true);
    await unverified.page.getByRole("button", { name: "Resend verification email" }).click();
    await expect.poll(() => unverified.page.getByText("Verification email sent.").isVisible()).toBe(true);
    await unverified.page.getByRole("button", { name: "Publish page" }).click();
    await expect.poll(() => unverified.page.getByText("Please verify your email address before publishing your page.").isVisible()).toBe(true);
    expect(await unverified.page.getByTestId("publish-state").textContent()).toBe("Not published");
    expect(unverified.errors).toEqual([]);
  });
});

describe("Language, framework and view settings", () => {
  it("turns Japanese on and makes it the default; a failure says 'Error changing language'", async () => {
    const { page, errors, business } = await ownerSession(browser, siteUrl, { page: readyPage("lang") });
    await apiAs(page.context(), siteUrl, "PATCH", `/businesses/update/${business!.id}/`, {
      is_published: true,
      name_json: { en: "Sakura Bikes", ja: "さくらバイク" },
      description_json: { en: "Repair", ja: "修理" },
    });
    await openDashboard(page, siteUrl, "/dashboard/settings/languages");
    await expectNoSeriousViolations(page);
    await screenshots(page, "language-settings");
    const japanese = page.getByRole("checkbox", { name: /Japanese/ });
    await japanese.check();
    await expect.poll(() => page.getByText("Saved.").first().isVisible()).toBe(true);
    await page.getByRole("radio", { name: "Japanese" }).check();
    await expect.poll(() => page.getByRole("checkbox", { name: /Japanese/ }).isDisabled()).toBe(true);
    // The checkbox follows the click at once; the server's save may still be on its way.
    const publicHtml = async () => (await page.request.get(`${siteUrl}/${business!.handle}`)).text();
    await expect.poll(publicHtml).toContain('<html lang="ja"');
    expect(await publicHtml()).toContain("さくらバイク");

    await page.route("**/api/v1/businesses/*/languages/", (route) =>
      route.fulfill({ status: 500, json: { detail: "Internal server error. Please try again later.", code: "internal" } }),
    );
    // A click, not uncheck(): the box follows the click, then rolls back as soon as the failure answers, which can be before uncheck() looks.
    const english = page.getByRole("checkbox", { name: /English/ });
    await english.click();
    await expect.poll(() => page.getByText("Error changing language", { exact: true }).isVisible()).toBe(true);
    expect(await english.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("needs a category for each framework, then saves frameworks and the grid view", async () => {
    const { page, errors, business } = await ownerSession(browser, siteUrl, { page: readyPage("fw") });
    await apiAs(page.context(), siteUrl, "PATCH", `/businesses/update/${business!.id}/`, { is_published: true });
    await apiAs(page.context(), siteUrl, "POST", `/businesses/${business!.id}/contents/`, { kind: "custom", title_json: { en: "Tyre recycling" } });
    await openDashboard(page, siteUrl, "/dashboard/settings/framework");
    await expect.poll(() => page.getByRole("checkbox", { name: "GRI Standards" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "framework-settings");
    let saves = 0;
    page.on("request", (r) => r.method() === "PATCH" && r.url().includes("/businesses/update/") && saves++);
    await page.getByRole("checkbox", { name: "GRI Standards" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Select at least 1 category for each framework.").isVisible()).toBe(true);
    expect(saves).toBe(0);
    await page.getByRole("group", { name: "Categories of GRI Standards" }).getByRole("checkbox").first().check();
    await page.getByRole("radio", { name: "Grid" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Saved.").first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: "Grid" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "GRI Standards" }).isChecked()).toBe(true);
    expect(await (await page.request.get(`${siteUrl}/${business!.handle}`)).text()).toMatch(/class="contents grid"/);
    expect(errors).toEqual([]);
  });
});

describe("Account and pages", () => {
  it("changes name, email and password, and deletes the account with its page", async () => {
    const { page, context, errors, owner, business } = await ownerSession(browser, siteUrl, { page: readyPage("acct") });
    await openDashboard(page, siteUrl, "/dashboard/account");
    await expectNoSeriousViolations(page);
    await screenshots(page, "account");

    await page.getByLabel("Your name").fill("Dana Renamed");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect.poll(async () => (await apiAs<{ name: string }>(context, siteUrl, "GET", "/users/me/")).name).toBe("Dana Renamed");

    const newEmail = `moved-${Date.now()}@example.com`;
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByRole("button", { name: "Change email" }).click();
    await expect.poll(() => page.getByText(`Check your inbox at ${newEmail} to confirm the change.`).isVisible()).toBe(true);
    const mails = (await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(newEmail)}`)).json()) as { kind: string }[];
    expect(mails.map((m) => m.kind)).toContain("verify_email");

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password").fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("The password is not correct.").isVisible()).toBe(true);
    await page.getByLabel("Current password").fill(owner.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your password has changed.", { exact: false }).isVisible()).toBe(true);
    const fresh = await browser.newContext();
    await expect(signIn(fresh, siteUrl, owner)).rejects.toThrow();
    await signIn(fresh, siteUrl, { ...owner, password: "brand-new-pass-1" });
    await fresh.close();

    await page.getByRole("button", { name: "Delete my account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    expect(await dialog.getByText(`(@${business!.handle})`).isVisible()).toBe(true);
    await dialog.getByLabel("Your password").fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete account and pages" }).click();
    await expect.poll(() => dialog.getByText("The password is not correct.").isVisible()).toBe(true);
    await dialog.getByLabel("Your password").fill("brand-new-pass-1");
    await dialog.getByRole("button", { name: "Delete account and pages" }).click();
    await page.waitForURL(`${siteUrl}/`);
    expect((await page.request.get(`${siteUrl}/api/v1/businesses/public/${business!.handle}/`)).status()).toBe(404);
    expect(errors).toEqual([]);
  });

  it("lists the user's pages and answers a second page on Starter with the plan's limit", async () => {
    const { page, errors, business } = await ownerSession(browser, siteUrl, { page: readyPage("pages") });
    await openDashboard(page, siteUrl, "/dashboard/pages");
    await expectNoSeriousViolations(page);
    await screenshots(page, "pages");
    // The list comes with the owner's pages, which the screen asks for once hydrated.
    await expect
      .poll(() =>
        page
          .getByRole("row", { name: new RegExp(business!.handle) })
          .getByText("Current")
          .isVisible(),
      )
      .toBe(true);
    await page.getByLabel("Page address (handle)").fill(uniqueHandle("second"));
    // Starter's one page is used: Create page is off from the start, saying why, with the way to Billing.
    expect(await page.getByRole("button", { name: "Create page" }).isDisabled()).toBe(true);
    expect(await page.getByText("Your plan includes 1 page, and you own it already.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/dashboard/billing");
    expect(errors).toEqual([]);
  });
});
