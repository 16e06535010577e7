import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, pageHandleHistory, users } from "@greenpage/db/schema";
import { createTestApp, signUp, type TestClient } from "../../test/harness.ts";
import { assignUserPlan } from "../../lib/plans/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const uniqueHandle = (prefix = "page") => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
const origin = () => ({ origin: t.config.siteUrl });

async function owner(): Promise<{ c: TestClient; userId: string }> {
  const c = t.client();
  const { user } = await signUp(c);
  return { c, userId: user.id };
}

async function createPage(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post(
    "/api/v1/businesses/create/",
    { handle: uniqueHandle(), country: "JP", page_type: "business", framework_type: "gri", business_category: [], business_initiative: [], ...body },
    origin(),
  );
  expect(res.status, res.text).toBe(201);
  return res.json;
}

const patch = (c: TestClient, id: number, body: unknown) => c.request("PATCH", `/api/v1/businesses/update/${id}/`, body, origin());
const verify = (userId: string) => t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));

describe("POST /businesses/create/", () => {
  it("creates a page owned by the user, English enabled, on the user's plan", async () => {
    const { c } = await owner();
    const handle = uniqueHandle("Midori");
    const page = await createPage(c, { handle });
    expect(page).toMatchObject({
      handle,
      country: "JP",
      page_type: "business",
      framework_type: "gri",
      business_category: [],
      business_initiative: [],
      role: "owner",
      is_published: false,
      is_visible: true,
      is_ready: false,
      default_language: "en",
      languages: [{ language_id: 1, code: "en", is_enabled: true, is_default: true }],
      page_subscription: { subscription_plan: { code: "starter", is_pro: false } },
    });
  });

  it("checks the handle: length, characters, reserved words, case-insensitive uniqueness", async () => {
    const { c } = await owner();
    const post = (handle: string) => c.post("/api/v1/businesses/create/", { handle, page_type: "business" }, origin());
    expect((await post("abc")).json).toEqual({ handle: ["Handle must be between 4 and 30 characters."] });
    expect((await post("a".repeat(31))).json).toEqual({ handle: ["Handle must be between 4 and 30 characters."] });
    expect((await post("a".repeat(300))).json).toEqual({ handle: ["Handle must be between 4 and 30 characters."] });
    expect((await post("has space")).json).toEqual({ handle: ["Handle may only contain letters, numbers, hyphens (-) and underscores (_)."] });
    expect((await post("12345")).json).toEqual({ handle: ["Handle must contain at least one letter."] });
    expect((await post("Explore")).json).toEqual({ handle: ["This handle is reserved. Please choose another one."] });
    // The site's own routes: a page there would lose its item addresses (/stats/{id}, /join/{id}) to them.
    for (const route of ["stats", "join", "checkout", "newsletter"]) {
      expect((await post(route)).json, route).toEqual({ handle: ["This handle is reserved. Please choose another one."] });
    }
    expect((await post("  abc  ")).json).toEqual({ handle: ["Handle must be between 4 and 30 characters."] });
    const missing = await c.post("/api/v1/businesses/create/", { page_type: "business" }, origin());
    expect(missing.json).toEqual({ handle: ["Handle must be between 4 and 30 characters."] });

    const taken = uniqueHandle("taken");
    await createPage((await owner()).c, { handle: taken });
    const res = await post(taken.toUpperCase());
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ handle: ["This handle name is already taken."] });
  });

  it("publishes the handle's rules in the OpenAPI document", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    const body = doc.json.paths["/api/v1/businesses/create/"]?.post.requestBody.content["application/json"].schema;
    expect(body.required).toContain("handle");
    expect(body.properties.handle).toMatchObject({ type: "string", minLength: 4, maxLength: 30, pattern: "^[A-Za-z0-9_-]+$", "x-trim": true });
  });

  it("checks page type, framework and the country's shape (the model), then that the country exists", async () => {
    const { c } = await owner();
    const model = await c.post("/api/v1/businesses/create/", { handle: uniqueHandle(), page_type: "shop", country: "X1", framework_type: "nope" }, origin());
    expect(model.status).toBe(400);
    expect(model.json).toEqual({
      page_type: ["Select business or personal."],
      country: ["Select a valid country."],
      framework_type: ["Select a valid framework."],
    });
    const region = await c.post(
      "/api/v1/businesses/create/",
      { handle: uniqueHandle(), page_type: "personal", country: "XX", framework_type: "gri" },
      origin(),
    );
    expect(region.status).toBe(400);
    expect(region.json).toEqual({ country: ["Select a valid country."] });
    // Both rules are in the published model, so a client sees them.
    const doc = await t.client().get("/api/v1/openapi.json");
    const schema = doc.json.paths["/api/v1/businesses/create/"]?.post.requestBody.content["application/json"].schema;
    expect(schema.properties.framework_type.anyOf.map((choice: { const?: string }) => choice.const)).toContain("ssbj");
    expect(schema.properties.country).toMatchObject({ type: ["string", "null"], pattern: "^$|^[A-Za-z]{2}$" });
  });

  it("allows one page on Starter and five on Pro, answering 403 plan_limit beyond", async () => {
    const { c, userId } = await owner();
    await createPage(c);
    const second = await c.post("/api/v1/businesses/create/", { handle: uniqueHandle() }, origin());
    expect(second.status).toBe(403);
    expect(second.json).toMatchObject({ code: "plan_limit", upgrade_url: `${t.config.siteUrl}/dashboard/billing` });

    await assignUserPlan(t.ctx.db, userId, "pro");
    for (let i = 0; i < 4; i++) await createPage(c);
    const sixth = await c.post("/api/v1/businesses/create/", { handle: uniqueHandle() }, origin());
    expect(sixth.status).toBe(403);
    expect(sixth.json.code).toBe("plan_limit");
    expect((await c.get("/api/v1/businesses/my/")).json).toHaveLength(5);
  });

  it("cannot be raced past the plan limit", async () => {
    const { c } = await owner();
    const results = await Promise.all([1, 2, 3].map(() => c.post("/api/v1/businesses/create/", { handle: uniqueHandle() }, origin())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
  });

  it("ignores mass-assigned fields", async () => {
    const { c } = await owner();
    const victim = await owner();
    const page = await createPage(c, { id: 999999, owner_id: victim.userId, is_published: true, plan: "pro", is_verified: true });
    expect(page.id).not.toBe(999999);
    expect(page.is_published).toBe(false);
    expect(page.page_subscription.subscription_plan.code).toBe("starter");
    const [row] = await t.ctx.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row!.ownerId).not.toBe(victim.userId);
  });
});

describe("GET /businesses/my/", () => {
  it("answers an empty list when the user has no page", async () => {
    const { c } = await owner();
    const res = await c.get("/api/v1/businesses/my/");
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });
});

describe("PATCH /businesses/update/{id}/", () => {
  it("saves general information, style and links", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const res = await patch(c, page.id, {
      name_json: { en: " Midori ", ja: "みどり" },
      description_json: { en: "Roastery" },
      mission_json: { en: "Better coffee" },
      introduction_json: { ja: "こんにちは" },
      style: { theme: "dark", primary_color: "#16A34A" },
      default_view: "grid",
      country: "us",
      business_category: ["food"],
      frameworks: [{ framework: "gri", categories: ["305"] }],
      links: {
        homepage: "https://example.com",
        contact_email: "hello@example.com",
        socials: { instagram: "https://instagram.com/midori", line: "" },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      name_json: { en: "Midori", ja: "みどり" },
      mission_json: { en: "Better coffee" },
      style: { theme: "dark", primary_color: "#16a34a" },
      default_view: "grid",
      country: "US",
      is_ready: true,
      links: {
        homepage: "https://example.com",
        contact_email: "hello@example.com",
        socials: { instagram: "https://instagram.com/midori" },
      },
    });
  });

  it("answers the style and view rules from the model", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const res = await patch(c, page.id, { style: { primary_color: "green", accent_color: "" }, default_view: "tiles" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ "style.primary_color": ["Enter a colour as #RRGGBB."], default_view: ["Select list or grid."] });
  });

  it("answers the text rules per language from the model, counting the trimmed text it stores", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const res = await patch(c, page.id, { name_json: { en: "n".repeat(121), fr: "Nom" }, mission_json: { ja: "m".repeat(1001) }, description_json: null });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      "name_json.en": ["Ensure this field has no more than 120 characters."],
      "name_json.fr": ["Only en and ja are supported."],
      "mission_json.ja": ["Ensure this field has no more than 1000 characters."],
    });
    const saved = await patch(c, page.id, { name_json: { en: `  ${"n".repeat(120)}  `, ja: " " }, description_json: null });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ name_json: { en: "n".repeat(120) }, description_json: null });
  });

  it("answers the link rules as field errors and saves nothing", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const res = await patch(c, page.id, {
      name_json: { en: "Should not be saved" },
      links: {
        homepage: "example.com",
        contact_email: "",
        socials: { twitter: "ftp://x.com/me" },
      },
    });
    // The model's rules (lengths, the contact email) come first; the URLs once those pass.
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ "links.contact_email": ["This field is required."] });
    const urls = await patch(c, page.id, {
      name_json: { en: "Should not be saved" },
      links: {
        homepage: "javascript:alert(1)",
        contact_email: "  hello@example.com ",
        socials: { twitter: "ftp://x.com/me", line: "not a url" },
      },
    });
    expect(urls.json).toEqual({
      "links.homepage": ["URL must start with https:// or http://."],
      "links.socials.twitter": ["URL must start with https:// or http://."],
      "links.socials.line": ["Enter a valid URL."],
    });
    const bad = await patch(c, page.id, { links: { contact_email: "not-an-email", homepage: `https://example.com/${"p".repeat(2000)}` } });
    expect(bad.json).toEqual({
      "links.contact_email": ["Enter a valid email address."],
      "links.homepage": ["Ensure this field has no more than 2000 characters."],
    });
    expect((await patch(c, page.id, { links: { contact_email: null } })).json).toEqual({ "links.contact_email": ["This field is required."] });
    const [row] = await t.ctx.db.select().from(pages).where(eq(pages.id, page.id));
    // As created (the sign-up business name), not "Should not be saved".
    expect(row!.nameJson).toEqual(page.name_json);
  });

  it("needs at least one category per framework", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const res = await patch(c, page.id, {
      frameworks: [
        { framework: "gri", categories: [] },
        { framework: "sdgs", categories: ["99"] },
      ],
    });
    expect(res.json).toEqual({
      "frameworks.0.categories": ["Select at least 1 category for each framework."],
      "frameworks.1.categories": ["Select a valid category for this framework."],
    });
  });

  it("publishing needs a ready page and a verified email", async () => {
    const { c, userId } = await owner();
    const page = await createPage(c);
    const notReady = await patch(c, page.id, { is_published: true });
    expect(notReady.status).toBe(400);
    expect(notReady.json).toEqual({ is_published: ["Add a display name and a description before publishing."] });

    await patch(c, page.id, { name_json: { en: "Midori" }, description_json: { en: "Roastery" } });
    const unverified = await patch(c, page.id, { is_published: true });
    expect(unverified.status).toBe(403);
    expect(unverified.json).toMatchObject({ code: "email_not_verified", detail: "Please verify your email address before publishing your page." });

    await verify(userId);
    const published = await patch(c, page.id, { is_published: true });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ is_published: true, is_ready: true });
    expect(published.json.published_at).toBeTruthy();

    const cleared = await patch(c, page.id, { description_json: {} });
    expect(cleared.json).toEqual({ description_json: ["A published page needs a display name and a description."] });

    const hidden = await patch(c, page.id, { is_visible: false });
    expect(hidden.json.is_visible).toBe(false);
    const unpublished = await patch(c, page.id, { is_published: false });
    expect(unpublished.json.is_published).toBe(false);
  });

  it("changes the handle at most once every two weeks and keeps its history", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const first = uniqueHandle("renamed");
    const changed = await patch(c, page.id, { handle: first });
    expect(changed.status).toBe(200);
    expect(changed.json.handle).toBe(first);
    const next = changed.json.next_handle_change_at as string;
    expect(new Date(next).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    const again = await patch(c, page.id, { handle: uniqueHandle("again") });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ handle: [`You can change your handle once every two weeks. The next change is possible on ${next.slice(0, 10)}.`] });

    // Fifteen days later the change is allowed again.
    await t.ctx.db
      .update(pages)
      .set({ handleChangedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(pages.id, page.id));
    const later = uniqueHandle("later");
    expect((await patch(c, page.id, { handle: later })).json.handle).toBe(later);
    const history = await t.ctx.db.select().from(pageHandleHistory).where(eq(pageHandleHistory.pageId, page.id));
    expect(history.map((h) => h.newHandle)).toEqual([first, later]);
  });

  it("refuses another page's handle", async () => {
    const a = await createPage((await owner()).c);
    const { c } = await owner();
    const page = await createPage(c);
    const res = await patch(c, page.id, { handle: a.handle.toUpperCase() });
    expect(res.json).toEqual({ handle: ["This handle name is already taken."] });
  });

  it("accepts only this page's uploaded images as the logo", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const foreign = await patch(c, page.id, { logo: `pages/${page.id + 1}/images/${crypto.randomUUID()}.png` });
    expect(foreign.json).toEqual({ logo: ["Upload the image for this page first."] });
    const own = `pages/${page.id}/images/${crypto.randomUUID()}.png`;
    const ok = await patch(c, page.id, { logo: own });
    expect(ok.json.logo).toBe(own);
    expect(ok.json.logo_url).toBe(`${t.config.siteUrl}/api/v1/files/${own}`);
  });
});

describe("/businesses/{id}/languages/", () => {
  it("enables Japanese, sets it as default, and refuses to disable the default", async () => {
    const { c } = await owner();
    const page = await createPage(c);
    const url = `/api/v1/businesses/${page.id}/languages/`;

    const notEnabled = await patch(c, page.id, { default_language_id: 2 });
    expect(notEnabled.json).toEqual({ default_language_id: ["Enable this language before making it the default."] });

    const enabled = await c.post(url, { language_id: 2, is_enabled: true }, origin());
    expect(enabled.status).toBe(200);
    expect(enabled.json).toEqual([
      { language_id: 1, code: "en", is_enabled: true, is_default: true },
      { language_id: 2, code: "ja", is_enabled: true, is_default: false },
    ]);

    const refused = await c.request("PATCH", url, { language_id: 1, is_enabled: false }, origin());
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ detail: "Error changing language", code: "default_language_required" });

    expect((await patch(c, page.id, { default_language_id: 2 })).json.default_language).toBe("ja");
    const disabledEn = await c.request("PATCH", url, { language_id: 1, is_enabled: false }, origin());
    expect(disabledEn.json).toEqual([
      { language_id: 1, code: "en", is_enabled: false, is_default: false },
      { language_id: 2, code: "ja", is_enabled: true, is_default: true },
    ]);

    for (const language_id of [9, 99999]) {
      const unknown = await c.post(url, { language_id, is_enabled: true }, origin());
      expect(unknown.status).toBe(400);
      expect(unknown.json).toMatchObject({ detail: "Error changing language", code: "unknown_language" });
    }
  });
});
