import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { islandsReady } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function contactPage(path = "/contact"): Promise<{ page: Page; errors: string[]; posts: () => number }> {
  const context = await browser.newContext({ locale: "en-US" });
  // A visitor who already chose, so the banner does not sit over the form.
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  let count = 0;
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/v1/contact/")) count += 1;
  });
  await page.goto(`${siteUrl}${path}`);
  // The island is interactive once React has committed it, not when Astro starts hydrating it.
  await islandsReady(page);
  return { page, errors, posts: () => count };
}

const errorOf = (page: Page, field: string) => page.locator(`#contact-${field}-error`);
const send = (page: Page) => page.getByRole("button", { name: "Send message" }).click();

async function fillValid(page: Page, email: string) {
  await page.getByLabel("Company (optional)").fill("Tester Tea");
  await page.getByLabel("Your name").fill("Emi Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Category").selectOption("partnership");
  await page.getByLabel("Message").fill("We would like to show our tea farm's pages at our shop.");
}

describe("contact form", () => {
  it("sends a message: success state, toast, and the mails in the dev mailbox", async () => {
    const { page, errors } = await contactPage();
    const email = `contact-${Date.now()}@example.com`;
    await fillValid(page, email);
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith("/api/v1/contact/")), send(page)]);
    expect(request.postDataJSON()).toEqual({
      company: "Tester Tea",
      name: "Emi Tester",
      email,
      category: "partnership",
      message: "We would like to show our tea farm's pages at our shop.",
      locale: "en",
    });
    await expect.poll(() => page.getByRole("status").filter({ hasText: "your message has been sent" }).isVisible()).toBe(true);
    expect(await page.getByText(`We have sent a confirmation to ${email}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Message sent.").isVisible()).toBe(true);

    // The sender's acknowledgement went through the outbox to the dev mailbox.
    await page.goto(`${siteUrl}/dev/mail?to=${encodeURIComponent(email)}`);
    expect(await page.locator('tr[data-kind="contact_acknowledgement"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("shows the required messages on every required field and sends nothing", async () => {
    const { page, posts } = await contactPage();
    await send(page);
    for (const field of ["name", "email", "category", "message"]) {
      await expect.poll(() => errorOf(page, field).textContent(), { message: field }).toBe("This field is required.");
    }
    expect(await errorOf(page, "company").count()).toBe(0);
    expect(await page.getByLabel("Your name").getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toBe(0);
  });

  it("shows the email error for a bad address", async () => {
    const { page, posts } = await contactPage();
    await fillValid(page, "not-an-email");
    await send(page);
    await expect.poll(() => errorOf(page, "email").textContent()).toBe("Enter a valid email address.");
    expect(await errorOf(page, "name").count()).toBe(0);
    expect(posts()).toBe(0);
  });

  it("puts the server's first message per field on that field", async () => {
    const { page } = await contactPage();
    await page.route("**/api/v1/contact/", (route) =>
      route.fulfill({
        status: 400,
        json: { email: ["This address cannot receive mail.", "A second message."], message: ["Ensure this field has no more than 5000 characters."] },
      }),
    );
    await fillValid(page, "someone@example.com");
    await send(page);
    await expect.poll(() => errorOf(page, "email").textContent()).toBe("This address cannot receive mail.");
    expect(await errorOf(page, "message").textContent()).toBe("Ensure this field has no more than 5000 characters.");
  });

  it("says 'Too many requests' on 429", async () => {
    const { page } = await contactPage();
    await page.route("**/api/v1/contact/", (route) =>
      route.fulfill({ status: 429, json: { detail: "Too many requests. Please try again later.", code: "rate_limited" } }),
    );
    await fillValid(page, "someone@example.com");
    await send(page);
    await expect.poll(() => page.getByText("Too many requests. Please try again later.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Send message" }).isVisible()).toBe(true);
  });

  it("preselects the category from ?category= and speaks Japanese on /contact?lang=ja", async () => {
    const { page } = await contactPage("/contact?category=sales&lang=ja");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.getByLabel("お問い合わせの種類").inputValue()).toBe("sales");
    await page.getByRole("button", { name: "送信する" }).click();
    await expect.poll(() => errorOf(page, "name").textContent()).toBe("この項目は必須です。");
  });
});
