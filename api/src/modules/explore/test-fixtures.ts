import { expect } from "vitest";
import { sessions, users } from "@greenpage/db/schema";
import { type createTestApp, ownerWithPage, type TestClient } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** An uploaded image key of the page (the contents API checks the key's shape, not the file). */
export const imageKey = (pageId: number) => `pages/${pageId}/images/${crypto.randomUUID()}.png`;

/**
 * A page through the API: created with `page` fields (country, page_type,
 * framework_type, business_category, name_json, description_json), then
 * `update` fields and, unless `published: false`, published. `ja: true` turns
 * Japanese on.
 */
export async function explorePage(
  t: TestApp,
  options: { page?: Record<string, unknown>; update?: Record<string, unknown>; published?: boolean; ja?: boolean } = {},
): Promise<Owner> {
  const owner = await ownerWithPage(t, { page: { name_json: { en: "Test Page" }, description_json: { en: "A page." }, ...options.page } });
  const base = `/api/v1/businesses/${owner.page.id}`;
  if (options.ja) {
    const res = await owner.client.post(`${base}/languages/`, { language_id: 2, is_enabled: true }, owner.headers);
    expect(res.status, res.text).toBe(200);
  }
  const update = { ...options.update, ...(options.published === false ? {} : { is_published: true }) };
  if (Object.keys(update).length) {
    const res = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, update, owner.headers);
    expect(res.status, res.text).toBe(200);
    owner.page = res.json;
  }
  return owner;
}

/** An initiative ready to share: cover image, description, public access. */
export async function shareableInitiative(owner: Owner, body: Record<string, unknown> = {}) {
  const res = await owner.client.post(
    `/api/v1/businesses/${owner.page.id}/contents/`,
    { title_json: { en: "Test initiative" }, description_json: { en: "What we do." }, cover_image: imageKey(owner.page.id), status_id: 2, ...body },
    owner.headers,
  );
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; shared_to_explore: boolean; shared_at: string | null };
}

export async function share(owner: Owner, contentId: number, method: "POST" | "DELETE" = "POST") {
  return owner.client.request(method, `/api/v1/businesses/${owner.page.id}/contents/${contentId}/share/`, method === "POST" ? {} : undefined, owner.headers);
}

/**
 * Signed-in visitors made straight in the database with a session and a
 * bearer token: signing up many through the API is slow and rate-limited.
 */
export async function voters(t: TestApp, count: number): Promise<TestClient[]> {
  const rows = Array.from({ length: count }, () => ({ id: crypto.randomUUID(), token: crypto.randomUUID() }));
  await t.ctx.db.insert(users).values(rows.map((row) => ({ id: row.id, name: "Voter", email: `voter-${row.id}@example.com`, emailVerified: true })));
  await t.ctx.db.insert(sessions).values(rows.map((row) => ({ id: row.id, userId: row.id, token: row.token, expiresAt: new Date(Date.now() + 3_600_000) })));
  return Promise.all(
    rows.map(async (row) => {
      const client = t.client();
      client.bearer = await t.ctx.tokens.mintAccess(row.id, row.id);
      return client;
    }),
  );
}

/**
 * A test that writes rows straight to the database (as no route would) says
 * so the way every write path does: Explore's per-process cache of hot reads
 * (hot-reads.ts) and the sites' page caches are cleared by a page change.
 */
export const changedBehindTheApi = (t: TestApp, pageId: number) => t.ctx.pageChanges.changed(pageId);
