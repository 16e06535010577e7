import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";

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

  it("answers a field error for a chunk out of range", async () => {
    const res = await t.client().get("/api/v1/sitemap/pages/?chunk=0");
    expect(res.status).toBe(400);
    expect(res.json.chunk).toEqual(["Chunk must be a whole number from 1 to 1000."]);
  });
});
