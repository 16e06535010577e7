import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["admin"]>>;
beforeAll(async () => {
  api = await startApi();
  admin = await api.admin();
});
afterAll(async () => api.close());

describe("admin.audit", () => {
  it("lists a verification decision in the audit log, filters it, and exports it as CSV", async () => {
    const { sdk, page } = await api.owner();
    const item = await sdk.contents.create(page.id, { title_json: { en: "ISO 14001" }, link: "https://certs.example/iso" });
    await sdk.verifications.request(page.id, item.id);
    await admin.sdk.admin.verifications.reject(item.id, "Expired certificate");

    const listed = await admin.sdk.admin.audit.list({ actor: admin.email, target: String(item.id), page_size: 10 });
    expect(listed).toMatchObject({ count: 1, page: 1, page_size: 10 });
    expect(listed.results[0]).toMatchObject({
      action: "verification.reject",
      actor: { email: admin.email },
      target: { type: "content", id: String(item.id), label: `${page.handle}: ISO 14001` },
      reason: "Expired certificate",
    });
    expect((await admin.sdk.admin.audit.list({ actor: admin.email, action: "verification.approve" })).count).toBe(0);

    const csv = await admin.sdk.admin.audit.export({ actor: admin.email, q: "expired" });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.action, r.actor_email, r.target_id, r.reason])).toEqual([
      ["verification.reject", admin.email, String(item.id), "Expired certificate"],
    ]);

    expect(await admin.sdk.admin.audit.actions()).toEqual(expect.arrayContaining(["verification.approve", "verification.reject"]));
  });

  it("answers field errors for bad dates, and forbidden to anyone but an admin", async () => {
    expect(await failure(admin.sdk.admin.audit.list({ from: "2026-02-30" }))).toMatchObject({
      kind: "field_errors",
      fieldErrors: { from: ["Enter a valid date (YYYY-MM-DD)."] },
    });
    expect(await failure(admin.sdk.admin.audit.export({ from: "2026-03-02", to: "2026-03-01" }))).toMatchObject({
      kind: "field_errors",
      fieldErrors: { to: ["The end date must be on or after the start date."] },
    });
    const { sdk } = await api.owner();
    expect(await failure(sdk.admin.audit.list())).toMatchObject({ kind: "forbidden", status: 403 });
    expect(await failure(sdk.admin.audit.export())).toMatchObject({ kind: "forbidden", status: 403 });
  });
});
