import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const handles = async () => {
  const res = await t.client().get("/api/v1/sitemap/pages/");
  expect(res.status).toBe(200);
  return res.json.results.map((r: { handle: string }) => r.handle) as string[];
};

describe("GET /sitemap/pages/", () => {
  it("lists published, visible pages with their languages, and nothing else", async () => {
    const shown = await ownerWithPage(t, { published: true });
    const draft = await ownerWithPage(t);
    const hidden = await ownerWithPage(t, { published: true });
    const res = await hidden.client.request("PATCH", `/api/v1/businesses/update/${hidden.page.id}/`, { is_visible: false }, hidden.headers);
    expect(res.status, res.text).toBe(200);

    const listed = await handles();
    expect(listed).toContain(shown.page.handle);
    expect(listed).not.toContain(draft.page.handle);
    expect(listed).not.toContain(hidden.page.handle);
    const entry = (await t.client().get("/api/v1/sitemap/pages/")).json.results.find((r: { handle: string }) => r.handle === shown.page.handle);
    expect(entry.languages).toEqual(["en"]);
    expect(Date.parse(entry.updated_at)).not.toBeNaN();
  });

  it("lists the listed initiatives of listed pages, gated ones included, with the later of the item's and page's edits", async () => {
    const shown = await ownerWithPage(t, { published: true });
    await setPagePlan(t, shown.page.id, "plus");
    const add = (body: Record<string, unknown>) =>
      shown.client.post(`/api/v1/businesses/${shown.page.id}/contents/`, { title_json: { en: "x" }, ...body }, shown.headers);
    const [listedItem, gated, unlisted, draft] = await Promise.all([
      add({}),
      add({ access: "limited" }),
      add({ visibility: "unlisted" }),
      add({ is_published: false }),
    ]);
    for (const res of [listedItem, gated, unlisted, draft]) expect(res.status, res.text).toBe(201);
    const hidden = await ownerWithPage(t, { published: true });
    const hiddenItem = await hidden.client.post(`/api/v1/businesses/${hidden.page.id}/contents/`, { title_json: { en: "y" } }, hidden.headers);
    await hidden.client.request("PATCH", `/api/v1/businesses/update/${hidden.page.id}/`, { is_visible: false }, hidden.headers);

    const res = await t.client().get("/api/v1/sitemap/items/");
    expect(res.status, res.text).toBe(200);
    const ids = res.json.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([listedItem.json.id, gated.json.id]));
    for (const id of [unlisted.json.id, draft.json.id, hiddenItem.json.id]) expect(ids).not.toContain(id);
    const entry = res.json.results.find((r: { id: number }) => r.id === listedItem.json.id);
    expect(entry).toMatchObject({ handle: shown.page.handle, languages: ["en"] });

    // Editing the page (its name shows on the item's page) moves the item's lastmod too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await shown.client.request("PATCH", `/api/v1/businesses/update/${shown.page.id}/`, { name_json: { en: "Renamed" } }, shown.headers);
    const later = (await t.client().get("/api/v1/sitemap/items/")).json.results.find((r: { id: number }) => r.id === listedItem.json.id);
    expect(Date.parse(later.updated_at)).toBeGreaterThan(Date.parse(entry.updated_at));
  });

  it("answers a field error for a chunk out of range", async () => {
    for (const list of ["pages", "items"]) {
      const res = await t.client().get(`/api/v1/sitemap/${list}/?chunk=0`);
      expect(res.status).toBe(400);
      expect(res.json.chunk).toEqual(["Chunk must be a whole number from 1 to 1000."]);
    }
  });
});
