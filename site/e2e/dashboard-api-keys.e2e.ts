import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { openDashboard, ownerSession, screenshots, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** What the key reaches on its own, as the CLI or the SDK would call. */
const myPagesWith = (key: string) => fetch(`${siteUrl}/api/v1/businesses/my/`, { headers: { authorization: `Bearer ${key}` } });

describe("API keys on the Account screen", () => {
  it("creates a key shown once with a copy button, lists it, and revokes it after confirmation", async () => {
    const { context, page, errors, business } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("keys") } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
    await openDashboard(page, siteUrl, "/dashboard/account");
    await expect.poll(() => page.getByText("You have no API keys yet.").isVisible()).toBe(true);

    // The name is required before anything is sent.
    await page.getByRole("button", { name: "Create key" }).click();
    await expect.poll(() => page.locator("#api-key-name-error").textContent()).toBe("This field is required.");
    await page.getByLabel("Key name").fill("CI deploy");
    await page.getByLabel("Expires", { exact: true }).selectOption({ label: "In 30 days" });
    await page.getByRole("button", { name: "Create key" }).click();

    const fresh = page.getByTestId("new-api-key");
    await expect.poll(() => fresh.isVisible()).toBe(true);
    expect(await fresh.textContent()).toContain("It will not be shown again.");
    // The box takes focus in an effect, which React runs in a task of its own after showing the box.
    await expect.poll(() => fresh.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    const key = await page.getByLabel("API key", { exact: true }).inputValue();
    expect(key).toMatch(/^gpk_[A-Za-z0-9_-]{43}$/);
    const row = page.getByTestId("api-key-row");
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`gpk_${key.slice(4, 12)}…`);
    expect(await row.textContent()).toContain("Never");
    await expectNoSeriousViolations(page);
    await screenshots(page, "account-api-keys", { fitsPhone: true });

    await page.getByRole("button", { name: "Copy API key" }).click();
    await expect.poll(() => page.getByText("Copied to the clipboard.").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const used = await myPagesWith(key);
    expect(used.status).toBe(200);
    expect(((await used.json()) as { id: number }[]).map((p) => p.id)).toEqual([business!.id]);

    // Once dismissed, the key is gone from the screen for good.
    await page.getByRole("button", { name: "I have copied it" }).click();
    await expect.poll(() => fresh.count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.content()).not.toContain(key);

    await page.getByRole("button", { name: "Revoke: CI deploy" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Revoke this API key?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await myPagesWith(key)).status).toBe(200);
    await page.getByRole("button", { name: "Revoke: CI deploy" }).click();
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect.poll(() => page.getByText("API key “CI deploy” revoked.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("You have no API keys yet.").isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("api-keys-title");
    expect((await myPagesWith(key)).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it("changing the password revokes the keys unless the owner unticks it", async () => {
    const { page, errors, owner } = await ownerSession(browser, siteUrl);
    const made = async (name: string) =>
      ((await (await page.request.post(`${siteUrl}/api/v1/users/me/api-keys/`, { data: { name }, headers: { origin: siteUrl } })).json()) as { key: string })
        .key;
    const kept = await made("kept");
    await openDashboard(page, siteUrl, "/dashboard/account");
    const revokeKeys = page.getByLabel("Also revoke my API keys (recommended)");
    await expect.poll(() => revokeKeys.isChecked()).toBe(true);

    await page.getByLabel("Current password").fill(owner.password);
    await page.getByLabel("New password").fill("second-password-1");
    await revokeKeys.uncheck();
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your password has changed. Other devices have been signed out.").isVisible()).toBe(true);
    expect((await myPagesWith(kept)).status).toBe(200);

    await expect.poll(() => revokeKeys.isChecked()).toBe(true);
    await page.getByLabel("Current password").fill("second-password-1");
    await page.getByLabel("New password").fill("third-password-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("your API keys revoked", { exact: false }).isVisible()).toBe(true);
    expect((await myPagesWith(kept)).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it("speaks Japanese", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { locale: "ja-JP" });
    await openDashboard(page, siteUrl, "/dashboard/account?lang=ja");
    await expect.poll(() => page.getByRole("heading", { name: "APIキー", exact: true }).isVisible()).toBe(true);
    await page.getByLabel("キーの名前").fill("スクリプト");
    await page.getByRole("button", { name: "キーを作成" }).click();
    await expect.poll(() => page.getByText("二度と表示されません。", { exact: false }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });
});
