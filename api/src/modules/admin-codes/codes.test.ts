import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, invitationCodes } from "@greenpage/db/schema";
import { createTestApp, uniqueEmail } from "../../test/harness.ts";
import { adminKit } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await adminKit(t);
});
afterAll(async () => t.close());

const note = () => `Batch ${crypto.randomUUID().slice(0, 8)}`;
const create = (body: Record<string, unknown>) => kit.admin.post("/api/v1/admin/invitations/", body);
const signUpWith = (code: string, email = uniqueEmail("early"), name = "Early Bird") =>
  t.client().post("/api/v1/signup/?early_signup=true", { name, email, password: "1234567", invitation_code: code });
const list = async (query: string) => (await kit.admin.get(`/api/v1/admin/invitations/?page_size=100&${query}`)).json;

describe("invitation codes", () => {
  it("creates a batch with a note and expiry, audited as invitation.create with count, expiry and note", async () => {
    const batch = note();
    const res = await create({ count: 3, expires_in_days: 10, note: `  ${batch}  ` });
    expect(res.status).toBe(201);
    expect(res.json).toHaveLength(3);
    expect(res.json[0]).toMatchObject({ status: "unused", used: false, note: batch, used_by: null, revoked_at: null, created_by: kit.email });
    const days = (Date.parse(res.json[0].expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);

    const rows = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.note, batch));
    expect(rows).toHaveLength(3);
    const [entry] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "invitation.create"), sql`${adminAuditLog.details}->>'note' = ${batch}`));
    expect(entry).toMatchObject({ actorId: kit.id, actorEmail: kit.email, targetType: "invitation", targetLabel: "3 codes" });
    expect(entry!.details).toMatchObject({ count: 3, expires_in_days: 10, note: batch });
  });

  it("validates count, expiry and the note's length", async () => {
    expect((await create({ count: 501 })).json).toEqual({ count: ["Count must be between 1 and 500."] });
    expect((await create({ expires_in_days: 0 })).json).toEqual({ expires_in_days: ["Expiry must be between 1 and 365 days."] });
    expect((await create({ note: "x".repeat(201) })).json).toEqual({ note: ["Ensure this field has no more than 200 characters."] });
  });

  it("lists with used-by and status filters, searches note and user", async () => {
    const batch = note();
    const [a, b, c] = (await create({ count: 3, note: batch })).json as { code: string }[];
    const email = uniqueEmail("usedby");
    expect((await signUpWith(a!.code, email, "Kenji Used")).status).toBe(201);
    await t.ctx.db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationCodes.code, b!.code));

    const all = await list(`q=${encodeURIComponent(batch)}`);
    expect(all.count).toBe(3);
    const used = all.results.find((i: { code: string }) => i.code === a!.code);
    expect(used).toMatchObject({ status: "used", used: true, used_by: { email, name: "Kenji Used" }, used_at: expect.any(String) });

    const q = `q=${encodeURIComponent(batch)}`;
    expect((await list(`${q}&status=used`)).results.map((i: { code: string }) => i.code)).toEqual([a!.code]);
    expect((await list(`${q}&status=expired`)).results.map((i: { code: string }) => i.code)).toEqual([b!.code]);
    expect((await list(`${q}&status=unused`)).results.map((i: { code: string }) => i.code)).toEqual([c!.code]);
    expect((await list(`q=${encodeURIComponent(email)}`)).results.map((i: { code: string }) => i.code)).toEqual([a!.code]);
    expect((await kit.admin.get("/api/v1/admin/invitations/?status=lost")).json).toEqual({
      status: ["Select a valid status: unused, used, expired or revoked."],
    });
  });

  it("a revoked code is refused at sign-up like an unknown code; the revoke is audited once", async () => {
    const [code] = (await create({ count: 1, note: note() })).json as { code: string }[];
    const res = await kit.admin.post(`/api/v1/admin/invitations/${code!.code.toLowerCase()}/revoke/`, {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: code!.code, status: "revoked", revoked_at: expect.any(String) });

    const refused = await signUpWith(code!.code);
    expect(refused.status).toBe(400);
    const unknown = await signUpWith("NOPE2-NOPE2");
    expect(refused.json).toEqual(unknown.json);
    expect(refused.json).toEqual({ invitation_code: ["This invitation code is invalid or has already been used."] });

    expect((await kit.admin.post(`/api/v1/admin/invitations/${code!.code}/revoke/`, {})).status).toBe(200);
    const [row] = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.code, code!.code));
    const entries = await kit.audit("invitation.revoke", row!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: kit.email, targetType: "invitation", targetLabel: code!.code });
    expect((await list("status=revoked")).results.some((i: { code: string }) => i.code === code!.code)).toBe(true);
  });

  it("a used code cannot be revoked (409) and an unknown one is 404, neither audited", async () => {
    const [code] = (await create({ count: 1 })).json as { code: string }[];
    await signUpWith(code!.code);
    const used = await kit.admin.post(`/api/v1/admin/invitations/${code!.code}/revoke/`, {});
    expect(used.status).toBe(409);
    expect(used.json).toEqual({ code: "code_used", detail: "This code has already been used: it cannot be revoked." });
    const [row] = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.code, code!.code));
    expect(row!.revokedAt).toBeNull();
    expect(await kit.audit("invitation.revoke", row!.id)).toHaveLength(0);
    expect((await kit.admin.post("/api/v1/admin/invitations/ZZZZZ-ZZZZZ/revoke/", {})).status).toBe(404);
  });

  it("exports the filtered list as CSV with used-by, escaping formulas in notes", async () => {
    const batch = `=HYPERLINK("x") ${note()}`;
    const [a, b] = (await create({ count: 2, note: batch })).json as { code: string }[];
    const email = uniqueEmail("csv");
    await signUpWith(a!.code, email, "Csv User");
    const res = await kit.admin.get(`/api/v1/admin/invitations/export/?q=${encodeURIComponent(batch.slice(20))}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="invitation-codes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => r.code).sort()).toEqual([a!.code, b!.code].sort());
    const used = rows.find((r) => r.code === a!.code)!;
    expect(used).toMatchObject({ status: "used", used_by_email: email, used_by_name: "Csv User", created_by: kit.email });
    expect(used.note).toBe(`'${batch}`);
    const unused = await kit.admin.get(`/api/v1/admin/invitations/export/?status=unused&q=${encodeURIComponent(batch.slice(20))}`);
    expect((parse(unused.text, { columns: true, bom: true }) as Record<string, string>[]).map((r) => r.code)).toEqual([b!.code]);
  });
});
