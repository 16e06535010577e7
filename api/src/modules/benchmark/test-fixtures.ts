import { eq } from "drizzle-orm";
import { contentDisclosures, contents, type EvidenceState } from "@greenpage/db/schema";
import type { createTestApp } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Owner = {
  client: { post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; json: { id: number }; text: string }> };
  headers: Record<string, string>;
  page: { id: number };
};

/**
 * An initiative on `o`'s page through the API, mapped (confirmed, as an
 * owner would) to GRI disclosures, with the evidence state and expiry given.
 */
export async function addMappedItem(
  t: TestApp,
  o: Owner,
  codes: string[],
  options: { title?: string; evidence?: EvidenceState; expires?: string; published?: boolean; framework?: string } = {},
) {
  const created = await o.client.post(
    `/api/v1/businesses/${o.page.id}/contents/`,
    { title_json: { en: options.title ?? "Solar roof", ja: "太陽光パネル" } },
    o.headers,
  );
  if (created.status !== 201) throw new Error(`content creation failed: ${created.status} ${created.text}`);
  const id = created.json.id;
  await t.ctx.db
    .update(contents)
    .set({ evidenceState: options.evidence ?? "self_reported", expirationDate: options.expires ?? null, isPublished: options.published ?? true })
    .where(eq(contents.id, id));
  if (codes.length > 0) {
    await t.ctx.db
      .insert(contentDisclosures)
      .values(
        codes.map((disclosure) => ({ contentId: id, pageId: o.page.id, framework: options.framework ?? "gri", disclosure, state: "confirmed" as const })),
      );
  }
  return id;
}
