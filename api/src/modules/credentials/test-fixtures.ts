import { expect } from "vitest";
import type { createTestApp, ownerWithPage, TestClient } from "../../test/harness.ts";
import { attachPdf, PDF } from "../evidence/test-fixtures.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** Sends an item for review as its owner and approves it as `reviewer`: the moment its credential is issued. */
export async function approveItem(t: TestApp, reviewer: TestClient, o: Owner, id: number) {
  const asked = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/${id}/verification/`, undefined, o.headers);
  expect(asked.status, asked.text).toBe(200);
  const approved = await reviewer.post(`/api/v1/admin/verifications/${id}/approve/`, {}, { origin: t.config.siteUrl });
  expect(approved.status, approved.text).toBe(200);
}

/** A published page's item with a PDF (`PDF`, as `iso-14001.pdf`), submitted by its owner and approved by `reviewer`. */
export async function verifiedItem(t: TestApp, reviewer: TestClient, o: Owner, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await o.client.post(
    `/api/v1/businesses/${o.page.id}/contents/`,
    { title_json: { en: "ISO 14001" }, issuing_organization: "JQA", auditor: "Audit Co", issue_date: "2025-04-01", expiration_date: "2028-03-31", ...fields },
    o.headers,
  );
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as number;
  expect((await attachPdf(t, o, id, PDF, "iso-14001.pdf")).status).toBe(201);
  await approveItem(t, reviewer, o, id);
  return id;
}
