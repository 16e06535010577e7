import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { openDashboard, ownerSession, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** A select's choices other than its blank one ("Any", "Choose later"). */
async function choices(select: Locator): Promise<{ value: string; name: string }[]> {
  const options = await select
    .locator("option")
    .evaluateAll((nodes) => nodes.map((o) => ({ value: (o as HTMLOptionElement).value, name: o.textContent ?? "" })));
  return options.filter((o) => o.value !== "");
}

function expectTodaysCountries(list: { value: string; name: string }[]) {
  expect(list.length).toBe(249);
  expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
  expect(new Set(list.map((c) => c.value)).size).toBe(list.length);
  for (const withdrawn of ["DD", "SU", "UK", "FX", "YU"])
    expect(
      list.map((c) => c.value),
      withdrawn,
    ).not.toContain(withdrawn);
}

describe("country lists", () => {
  it("Explore's filter offers each current country once (one Germany, DE), in English and Japanese", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/explore?lang=en`);
    const select = page.getByLabel("Country or region");
    const list = await choices(select);
    expectTodaysCountries(list);
    expect(list.filter((c) => c.name === "Germany")).toEqual([{ value: "DE", name: "Germany" }]);

    await page.goto(`${siteUrl}/explore?lang=ja`);
    const ja = await choices(page.getByLabel("国・地域"));
    expectTodaysCountries(ja);
    expect(ja.find((c) => c.value === "JP")?.name).toBe("日本");
    await context.close();
  });

  it("page creation and Page settings offer the same list, and the setting saves", async () => {
    const { page, errors, context } = await ownerSession(browser, siteUrl);
    await openDashboard(page, siteUrl, "/dashboard/start");
    const start = await choices(page.getByLabel("Country or region"));
    expectTodaysCountries(start);
    await page.getByLabel("Page address (handle)").fill(uniqueHandle("country"));
    await page.getByLabel("Country or region").selectOption("DE");
    await page.getByRole("button", { name: "Create my page" }).click();
    await page.waitForURL(`${siteUrl}/dashboard/onboarding`);

    await openDashboard(page, siteUrl, "/dashboard/settings/page");
    const select = page.locator("#settings-country");
    await expect.poll(() => select.inputValue()).toBe("DE");
    expect(await choices(select)).toEqual(start);
    const saved = page.waitForResponse((r) => r.url().includes("/api/v1/businesses/update/") && r.request().method() === "PATCH");
    await select.selectOption("SS");
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText("Saved.", { exact: true }).first().isVisible()).toBe(true);
    const [mine] = (await (await context.request.get(`${siteUrl}/api/v1/businesses/my/`)).json()) as { country: string | null }[];
    expect(mine?.country).toBe("SS");
    expect(errors).toEqual([]);
  });
});
