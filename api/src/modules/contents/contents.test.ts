import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contents, standardInitiatives } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
const base = (o: Owner) => `/api/v1/businesses/${o.page.id}`;
const post = (o: Owner, path: string, body: unknown) => o.client.post(`${base(o)}${path}`, body, o.headers);
const patch = (o: Owner, path: string, body: unknown) => o.client.request("PATCH", `${base(o)}${path}`, body, o.headers);
const del = (o: Owner, path: string) => o.client.request("DELETE", `${base(o)}${path}`, undefined, o.headers);

async function addCategory(o: Owner, en: string) {
  const res = await post(o, "/content-categories/", { name_json: { en } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}
async function addContent(o: Owner, body: Record<string, unknown>) {
  const res = await post(o, "/contents/", { title_json: { en: "Item" }, ...body });
  expect(res.status, res.text).toBe(201);
  return res.json;
}
/** Titles per category, in the order the API lists them. */
async function layout(o: Owner) {
  const res = await o.client.get(`${base(o)}/content-categories/`);
  expect(res.status).toBe(200);
  return res.json.map((c: { id: number | null; custom_contents: { title_json: { en: string }; order_key: number }[] }) => ({
    id: c.id,
    items: c.custom_contents.map((i) => i.title_json.en),
    keys: c.custom_contents.map((i) => i.order_key),
  }));
}

describe("contents", () => {
  it("creates a custom initiative with every labelled field", async () => {
    const o = await ownerWithPage(t);
    const category = await addCategory(o, "Climate");
    const item = await addContent(o, {
      content_category_id: category.id,
      title_json: { en: "Solar roof", ja: "屋上太陽光" },
      content_json: { en: "We installed 40 kW." },
      description_json: { en: "Panels on the roastery" },
      additional_info_json: { en: "Installed by a local co-op" },
      issuing_organization: "City of Kyoto",
      auditor: "Green Audit Ltd",
      issue_date: "2025-01-01",
      expiration_date: "2026-01-01",
      credential_id: "KY-42",
      link: "https://example.com/solar",
      status_id: 3,
      visibility: "unlisted",
      is_published: false,
      frameworks: [{ framework: "sdgs", categories: ["7", "13"] }],
    });
    expect(item).toMatchObject({
      kind: "custom",
      content_category_id: category.id,
      order_key: 0,
      title_json: { en: "Solar roof", ja: "屋上太陽光" },
      issuing_organization: "City of Kyoto",
      auditor: "Green Audit Ltd",
      issue_date: "2025-01-01",
      expiration_date: "2026-01-01",
      is_expired: true,
      credential_id: "KY-42",
      status_id: 3,
      access: "public",
      has_password: false,
      visibility: "unlisted",
      is_published: false,
      evidence_state: "self_reported",
      frameworks: [{ framework: "sdgs", categories: ["7", "13"] }],
    });
    const listed = await o.client.get(`${base(o)}/contents/`);
    expect(listed.json.map((c: { id: number }) => c.id)).toEqual([item.id]);
    const one = await o.client.get(`${base(o)}/contents/${item.id}/`);
    expect(one.json.title_json.ja).toBe("屋上太陽光");
  });

  it("adds a standard initiative with the catalogue's text and frameworks", async () => {
    const o = await ownerWithPage(t);
    const [catalogue] = await t.ctx.db.select().from(standardInitiatives).where(eq(standardInitiatives.code, "renewable_electricity"));
    const standardId = catalogue!.id;
    const res = await post(o, "/contents/", { kind: "standard", standard_initiative_id: standardId });
    expect(res.status, res.text).toBe(201);
    expect(res.json.kind).toBe("standard");
    expect(res.json.standard_initiative_id).toBe(standardId);
    expect(res.json.title_json).toEqual({ en: "100% renewable electricity", ja: "再生可能エネルギー電力100%" });
    expect(res.json.frameworks).toEqual(catalogue!.frameworks);
    expect(res.json.content_category_id).toBeNull();

    const bad = await post(o, "/contents/", { kind: "standard", standard_initiative_id: 99999 });
    expect(bad.json).toEqual({ standard_initiative_id: ["Select an initiative from the catalogue."] });
  });

  it("answers field errors for each rule and writes nothing", async () => {
    const o = await ownerWithPage(t);
    const other = await ownerWithPage(t);
    const foreignCategory = await addCategory(other, "Not yours");
    const res = await post(o, "/contents/", {
      title_json: { en: "  ", fr: "Bonjour" },
      content_category_id: foreignCategory.id,
      status_id: 9,
      link: "www.example.com",
      issue_date: "2025-02-30",
      access: "secret",
      visibility: "hidden",
      frameworks: [{ framework: "gri", categories: [] }],
      cover_image: "pages/1/images/../../etc/passwd",
    });
    // The model's rules first, every field at once; the service's rules (the catalogue, the page's
    // categories, the calendar, URLs, frameworks, image keys) once the fields pass them, as in DRF.
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      "title_json.fr": ["Only en and ja are supported."],
      visibility: ["Select public or unlisted."],
      access: ["Select public, limited or password."],
    });
    const fieldsPass = await post(o, "/contents/", {
      title_json: { en: "  ", ja: "" },
      content_category_id: foreignCategory.id,
      status_id: 9,
      link: "www.example.com",
      issue_date: "2025-02-30",
      frameworks: [{ framework: "gri", categories: [] }],
      cover_image: "pages/1/images/../../etc/passwd",
    });
    expect(fieldsPass.status).toBe(400);
    expect(fieldsPass.json).toEqual({
      title_json: ["This field is required."],
      cover_image: ["Upload the image for this page first."],
      issue_date: ["Enter a valid date (YYYY-MM-DD)."],
      link: ["URL must start with https:// or http://."],
      "frameworks.0.categories": ["Select at least 1 category for each framework."],
      content_category_id: ["Select a valid category."],
      status_id: ["Select a valid status."],
    });
    const long = await post(o, "/contents/", {
      title_json: { en: `  ${"x".repeat(200)}  `, ja: "y".repeat(201) },
      auditor: "a".repeat(201),
      issue_date: "1 May 2025",
    });
    expect(long.json).toEqual({
      "title_json.ja": ["Ensure this field has no more than 200 characters."],
      auditor: ["Ensure this field has no more than 200 characters."],
      issue_date: ["Enter a valid date (YYYY-MM-DD)."],
    });
    const huge = await post(o, "/contents/", {
      title_json: { en: "X" },
      status_id: 99999,
      content_category_id: 9_999_999_999,
      standard_initiative_id: 2 ** 40,
      issue_date: "0000-01-01",
    });
    expect(huge.status).toBe(400);
    expect(huge.json).toEqual({
      status_id: ["Select a valid status."],
      content_category_id: ["Select a valid category."],
      standard_initiative_id: ["Select an initiative from the catalogue."],
      issue_date: ["Enter a valid date (YYYY-MM-DD)."],
    });
    expect((await post(o, "/contents/", { title_json: { en: "X" }, issue_date: "0000-01-01" })).json).toEqual({
      issue_date: ["Enter a valid date (YYYY-MM-DD)."],
    });
    expect((await o.client.get(`${base(o)}/news/?page=1000000000000`)).status).toBe(400);
    const dates = await post(o, "/contents/", { title_json: { en: "X" }, issue_date: "2025-05-01", expiration_date: "2025-04-01" });
    expect(dates.json).toEqual({ expiration_date: ["Expiration date must be on or after the issue date."] });
    expect(await t.ctx.db.select().from(contents).where(eq(contents.pageId, o.page.id))).toEqual([]);
  });

  it("gates access from the Plus plan; a password cannot be blank and is stored hashed", async () => {
    const o = await ownerWithPage(t);
    const starter = await post(o, "/contents/", { title_json: { en: "Report" }, access: "limited" });
    expect(starter.status).toBe(403);
    expect(starter.json).toMatchObject({ code: "plan_limit", upgrade_url: `${t.config.siteUrl}/dashboard/billing` });

    await setPagePlan(t, o.page.id, "plus");
    const blank = await post(o, "/contents/", { title_json: { en: "Report" }, access: "password", password: "  " });
    expect(blank.json).toEqual({ password: ["Password cannot be blank."] });
    const missing = await post(o, "/contents/", { title_json: { en: "Report" }, access: "password" });
    expect(missing.json).toEqual({ password: ["Password cannot be blank."] });

    const gated = await addContent(o, { title_json: { en: "Report" }, access: "password", password: "open sesame" });
    expect(gated).toMatchObject({ access: "password", has_password: true });
    expect(JSON.stringify(gated)).not.toContain("open sesame");
    const [row] = await t.ctx.db.select().from(contents).where(eq(contents.id, gated.id));
    expect(row!.passwordHash).toBeTruthy();
    expect(row!.passwordHash).not.toContain("open sesame");

    // Editing other fields keeps the stored password; going public drops it.
    expect((await patch(o, `/contents/${gated.id}/`, { title_json: { en: "Report 2025" } })).json.has_password).toBe(true);
    expect((await patch(o, `/contents/${gated.id}/`, { access: "public" })).json.has_password).toBe(false);
  });

  it("edits, publishes/unpublishes and deletes a content; ignores mass-assigned fields", async () => {
    const o = await ownerWithPage(t);
    const item = await addContent(o, { title_json: { en: "Draft" } });
    const edited = await patch(o, `/contents/${item.id}/`, {
      title_json: { en: "Final" },
      is_published: false,
      id: 1,
      business_id: 1,
      evidence_state: "verified",
      last_verified: "2025-01-01T00:00:00Z",
      shared_to_explore: true,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      id: item.id,
      business_id: o.page.id,
      title_json: { en: "Final" },
      is_published: false,
      evidence_state: "self_reported",
      last_verified: null,
      shared_to_explore: false,
    });

    const gone = await del(o, `/contents/${item.id}/`);
    expect(gone.status).toBe(204);
    expect((await o.client.get(`${base(o)}/contents/${item.id}/`)).status).toBe(404);
    expect((await del(o, `/contents/${item.id}/`)).status).toBe(404);
  });
});

describe("categories and order", () => {
  it("lists categories in order with News (null id) last", async () => {
    const o = await ownerWithPage(t);
    const climate = await addCategory(o, "Climate");
    const people = await addCategory(o, "People");
    await addContent(o, { title_json: { en: "A" }, content_category_id: people.id });
    await addContent(o, { title_json: { en: "N" } });
    expect(await layout(o)).toEqual([
      { id: climate.id, items: [], keys: [] },
      { id: people.id, items: ["A"], keys: [0] },
      { id: null, items: ["N"], keys: [0] },
    ]);
    const one = await o.client.get(`${base(o)}/content-categories/${people.id}/`);
    expect(one.json).toMatchObject({ id: people.id, name_json: { en: "People" }, custom_contents: [{ title_json: { en: "A" } }] });

    const renamed = await patch(o, `/content-categories/${people.id}/`, { name_json: { en: "People", ja: "人" }, order_key: 0 });
    expect(renamed.json).toMatchObject({ name_json: { en: "People", ja: "人" }, order_key: 0 });
    expect((await layout(o)).map((c: { id: number | null }) => c.id)).toEqual([people.id, climate.id, null]);

    const nameless = await post(o, "/content-categories/", { name_json: { en: "" } });
    expect(nameless.json).toEqual({ name_json: ["This field is required."] });
  });

  it("reorders a list with one PATCH per item (order_key = index)", async () => {
    const o = await ownerWithPage(t);
    const cat = await addCategory(o, "Climate");
    const items: { id: number }[] = [];
    for (const title of ["A", "B", "C", "D"]) items.push(await addContent(o, { title_json: { en: title }, content_category_id: cat.id }));
    const wanted = [2, 0, 3, 1].map((i) => items[i]!);
    for (const [index, item] of wanted.entries()) {
      const res = await patch(o, `/contents/${item.id}/`, { order_key: index });
      expect(res.status).toBe(200);
    }
    expect((await layout(o))[0]).toEqual({ id: cat.id, items: ["C", "A", "D", "B"], keys: [0, 1, 2, 3] });
  });

  it("moving a content removes it from the old list and inserts it into the new one by order_key", async () => {
    const o = await ownerWithPage(t);
    const from = await addCategory(o, "From");
    const to = await addCategory(o, "To");
    const a = await addContent(o, { title_json: { en: "A" }, content_category_id: from.id });
    await addContent(o, { title_json: { en: "B" }, content_category_id: from.id });
    await addContent(o, { title_json: { en: "X" }, content_category_id: to.id });
    await addContent(o, { title_json: { en: "Y" }, content_category_id: to.id });

    const moved = await patch(o, `/contents/${a.id}/`, { content_category_id: to.id, order_key: 1 });
    expect(moved.json).toMatchObject({ content_category_id: to.id, order_key: 1 });
    expect(await layout(o)).toEqual([
      { id: from.id, items: ["B"], keys: [0] },
      { id: to.id, items: ["X", "A", "Y"], keys: [0, 1, 2] },
      { id: null, items: [], keys: [] },
    ]);
    // Without order_key a moved content goes to the end; null moves it to News.
    await patch(o, `/contents/${a.id}/`, { content_category_id: null });
    expect((await layout(o))[2]).toEqual({ id: null, items: ["A"], keys: [0] });
  });

  it("deleting a category moves its contents to the end of News", async () => {
    const o = await ownerWithPage(t);
    const cat = await addCategory(o, "Old");
    const keep = await addCategory(o, "Keep");
    await addContent(o, { title_json: { en: "N1" } });
    await addContent(o, { title_json: { en: "A" }, content_category_id: cat.id });
    await addContent(o, { title_json: { en: "B" }, content_category_id: cat.id });
    const res = await del(o, `/content-categories/${cat.id}/`);
    expect(res.status).toBe(204);
    expect(await layout(o)).toEqual([
      { id: keep.id, items: [], keys: [] },
      { id: null, items: ["N1", "A", "B"], keys: [0, 1, 2] },
    ]);
    const [category] = (await o.client.get(`${base(o)}/content-categories/`)).json;
    expect(category.order_key).toBe(0);
    expect((await o.client.get(`${base(o)}/content-categories/${cat.id}/`)).status).toBe(404);
  });

  it("stays consistent when two reorders of the same list run at once", async () => {
    const o = await ownerWithPage(t);
    const cat = await addCategory(o, "Busy");
    const items: { id: number }[] = [];
    for (const title of ["A", "B", "C", "D", "E", "F"]) items.push(await addContent(o, { title_json: { en: title }, content_category_id: cat.id }));
    const reorder = async (order: typeof items) => {
      for (const [index, item] of order.entries()) expect((await patch(o, `/contents/${item.id}/`, { order_key: index })).status).toBe(200);
    };
    await Promise.all([reorder([...items].reverse()), reorder([1, 3, 5, 0, 2, 4].map((i) => items[i]!))]);
    const [busy] = await layout(o);
    expect(busy.keys).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...busy.items].sort()).toEqual(["A", "B", "C", "D", "E", "F"]);
  });
});

describe("news", () => {
  it("creates, lists newest first, edits and deletes news and events", async () => {
    const o = await ownerWithPage(t);
    const old = await post(o, "/news/", { title_json: { en: "Old news" }, date: "2024-01-01" });
    expect(old.status, old.text).toBe(201);
    const event = await post(o, "/news/", {
      kind: "event",
      title_json: { en: "Beach clean-up", ja: "海岸清掃" },
      body_json: { en: "Join us" },
      starts_at: "2026-07-01T09:00:00+09:00",
      ends_at: "2026-07-01T12:00:00+09:00",
      location: "Kamakura",
      link: "https://example.com/cleanup",
    });
    expect(event.json).toMatchObject({ kind: "event", location: "Kamakura", starts_at: "2026-07-01T00:00:00.000Z", is_published: true });

    const list = await o.client.get(`${base(o)}/news/?page_size=1`);
    expect(list.json).toMatchObject({ count: 2, page: 1, page_size: 1 });
    expect(list.json.results[0].id).toBe(event.json.id);

    const edited = await patch(o, `/news/${old.json.id}/`, { title_json: { en: "Older news" }, is_published: false });
    expect(edited.json).toMatchObject({ title_json: { en: "Older news" }, is_published: false });
    expect((await del(o, `/news/${old.json.id}/`)).status).toBe(204);
    expect((await o.client.get(`${base(o)}/news/`)).json.count).toBe(1);
  });

  it("answers the news rules as field errors", async () => {
    const o = await ownerWithPage(t);
    const res = await post(o, "/news/", { kind: "party", title_json: {}, link: "example.com", date: "yesterday", location: "l".repeat(201) });
    expect(res.json).toEqual({ kind: ["Select news or event."], location: ["Ensure this field has no more than 200 characters."] });
    const fieldsPass = await post(o, "/news/", { kind: "news", title_json: {}, link: "example.com", date: "yesterday" });
    expect(fieldsPass.json).toEqual({
      title_json: ["This field is required."],
      date: ["Enter a valid date and time."],
      link: ["URL must start with https:// or http://."],
    });
    const event = await post(o, "/news/", { kind: "event", title_json: { en: "E" }, starts_at: "2026-07-02T00:00:00Z", ends_at: "2026-07-01T00:00:00Z" });
    expect(event.json).toEqual({ ends_at: ["The end must be after the start."] });
    const noStart = await post(o, "/news/", { kind: "event", title_json: { en: "E" } });
    expect(noStart.json).toEqual({ starts_at: ["This field is required."] });
  });
});

describe("field rules", () => {
  it("are in the OpenAPI document, and lengths count the trimmed text that is stored", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    const body = doc.json.paths["/api/v1/businesses/{business_id}/contents/"]?.post.requestBody.content["application/json"].schema;
    expect(body.properties.title_json).toMatchObject({
      additionalProperties: false,
      patternProperties: { "^(en|ja)$": { type: "string", maxLength: 200, "x-trim": true } },
    });
    expect(body.properties.access).toMatchObject({ type: "string", enum: ["public", "limited", "password"] });
    expect(JSON.stringify(body)).not.toContain("messages");
    const news = doc.json.paths["/api/v1/businesses/{business_id}/news/"]?.post.requestBody.content["application/json"].schema;
    expect(news.properties.location).toMatchObject({ maxLength: 200, "x-trim": true });

    const o = await ownerWithPage(t);
    const item = await addContent(o, { title_json: { en: `  ${"t".repeat(200)}  `, ja: "   " }, auditor: "  Audit Co  ", credential_id: "  " });
    expect(item).toMatchObject({ title_json: { en: "t".repeat(200) }, auditor: "Audit Co", credential_id: null });
    const category = await post(o, "/content-categories/", { name_json: { en: ` ${"c".repeat(80)} ` } });
    expect(category.status, category.text).toBe(201);
    expect((await post(o, "/content-categories/", { name_json: { en: "c".repeat(81) } })).json).toEqual({
      "name_json.en": ["Ensure this field has no more than 80 characters."],
    });
  });
});
