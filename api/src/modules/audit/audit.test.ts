import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "@greenpage/db/schema";
import { ensureAdmin } from "../../seed/admin.ts";
import { createTestApp, type TestClient, uniqueEmail } from "../../test/harness.ts";
import { RULES } from "../../lib/validate.ts";
import { recordAdminAction } from "./record.ts";
import { pruneAuditLog } from "./service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail("admin");
  await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Admin" });
  admin = t.client();
  admin.bearer = (await admin.post("/api/v1/auth/token/", { email, password: "admin-pass" })).json.access;
});
afterAll(async () => t.close());

const DAY = 86_400_000;

/** Three entries by one (unique) actor on given days; the database is shared, so tests filter by this actor. */
async function seeded() {
  const actor = { id: crypto.randomUUID(), email: uniqueEmail("auditor") };
  const tag = crypto.randomUUID().slice(0, 8);
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  await recordAdminAction(t.ctx.db, {
    actor,
    action: "user.disable",
    target: { type: "user", id: `u-${tag}`, label: `spammer-${tag}@example.com` },
    reason: "Spam links",
  });
  await recordAdminAction(t.ctx.db, {
    actor,
    action: "page.hide",
    target: { type: "page", id: 42, label: `fake-${tag}` },
    reason: '=HYPERLINK("http://evil")',
    details: { was_published: true },
  });
  await recordAdminAction(t.ctx.db, { actor, action: "invitation.create", target: { type: "invitation", label: "3 codes" }, details: { count: 3 } });
  const rows = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorEmail, actor.email)).orderBy(adminAuditLog.id);
  const days = ["2026-03-01", "2026-03-15", "2026-04-02"];
  for (const [i, row] of rows.entries())
    await t.ctx.db
      .update(adminAuditLog)
      .set({ createdAt: at(days[i]!) })
      .where(eq(adminAuditLog.id, row.id));
  return { actor, tag, ids: rows.map((r) => r.id) };
}

const list = async (query: string) => {
  const res = await admin.get(`/api/v1/admin/audit/?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as { count: number; page: number; page_size: number; results: { id: number; action: string; at: string; target: { label: string } }[] };
};

describe("the audit log", () => {
  it("lists entries newest first with who, what, target, reason and details, paginated", async () => {
    const { actor, tag, ids } = await seeded();
    const all = await list(`actor=${encodeURIComponent(actor.email)}`);
    expect(all.count).toBe(3);
    expect(all.results.map((r) => r.id)).toEqual([...ids].reverse());
    expect(all.results[1]).toEqual({
      id: ids[1],
      at: "2026-03-15T12:00:00.000Z",
      actor: { id: actor.id, email: actor.email },
      action: "page.hide",
      target: { type: "page", id: "42", label: `fake-${tag}` },
      reason: '=HYPERLINK("http://evil")',
      details: { was_published: true },
    });
    const second = await list(`actor=${actor.id}&page=2&page_size=2`);
    expect(second).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(second.results.map((r) => r.id)).toEqual([ids[0]]);
  });

  it("filters by action, actor, target type, target id or label, search and dates (both days included)", async () => {
    const { actor, tag, ids } = await seeded();
    const by = async (query: string) => (await list(`actor=${encodeURIComponent(actor.email)}&${query}`)).results.map((r) => r.id);
    expect(await by("action=page.hide")).toEqual([ids[1]]);
    expect(await by("target_type=user")).toEqual([ids[0]]);
    expect(await by(`target=u-${tag}`)).toEqual([ids[0]]);
    expect(await by(`target=FAKE-${tag}`)).toEqual([ids[1]]);
    expect(await by("q=spam%20links")).toEqual([ids[0]]);
    expect(await by(`q=spammer-${tag}`)).toEqual([ids[0]]);
    expect(await by("q=100%25")).toEqual([]);
    expect(await by("from=2026-03-15&to=2026-04-02")).toEqual([ids[2], ids[1]]);
    expect(await by("from=2026-03-16")).toEqual([ids[2]]);
    expect(await by("to=2026-03-01")).toEqual([ids[0]]);
    expect(await by("action=&target=&q=%20")).toEqual([...ids].reverse());
    // The actor's email in part, any case; the search finds the actor too.
    expect((await list(`actor=${encodeURIComponent(actor.email.toUpperCase().split("@")[0]!)}`)).count).toBe(3);
    expect((await list(`q=${encodeURIComponent(actor.email)}`)).count).toBe(3);
  });

  it("refuses bad dates and filters with field errors", async () => {
    for (const [query, errors] of [
      ["from=2026-02-30", { from: [RULES.date] }],
      ["from=yesterday&to=2026-13-01", { from: [RULES.date], to: [RULES.date] }],
      ["from=2026-04-02&to=2026-03-01", { to: ["The end date must be on or after the start date."] }],
      ["page_size=500", { page_size: ["Page size must be between 1 and 100."] }],
      [`q=${"x".repeat(201)}`, { q: ["Ensure this field has no more than 200 characters."] }],
      ["to=2026-04-020", { to: [RULES.date] }],
    ] as const) {
      for (const path of ["/api/v1/admin/audit/", "/api/v1/admin/audit/export/"]) {
        if (path.endsWith("export/") && query.startsWith("page_size")) continue;
        const res = await admin.get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.json).toEqual(errors);
      }
    }
  });

  it("exports the filtered log as CSV, formulas defused", async () => {
    const { actor, tag } = await seeded();
    const res = await admin.get(`/api/v1/admin/audit/export/?actor=${encodeURIComponent(actor.email)}&from=2026-03-15`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        at: "2026-04-02T12:00:00.000Z",
        actor_email: actor.email,
        actor_id: actor.id,
        action: "invitation.create",
        target_type: "invitation",
        target_id: "",
        target_label: "3 codes",
        reason: "",
        details: '{"count":3}',
      },
      {
        at: "2026-03-15T12:00:00.000Z",
        actor_email: actor.email,
        actor_id: actor.id,
        action: "page.hide",
        target_type: "page",
        target_id: "42",
        target_label: `fake-${tag}`,
        reason: `'=HYPERLINK("http://evil")`,
        details: '{"was_published":true}',
      },
    ]);
  });

  it("lists the action names for the filter: the console's and any other in the log", async () => {
    await recordAdminAction(t.ctx.db, { actor: { id: "x", email: uniqueEmail() }, action: "legacy.thing", target: { type: "user" } });
    const res = await admin.get("/api/v1/admin/audit/actions/");
    expect(res.status).toBe(200);
    const { actions } = res.json as { actions: string[] };
    expect(actions).toEqual([...actions].sort());
    expect(actions).toEqual(expect.arrayContaining(["invitation.create", "verification.approve", "verification.reject", "billing.refund", "legacy.thing"]));
  });

  it("is kept AUDIT_RETENTION_DAYS: a 364-day-old entry survives the daily prune, older ones past the limit go", async () => {
    const actor = { id: crypto.randomUUID(), email: uniqueEmail("old") };
    const now = Date.now();
    const aged = async (days: number) => {
      const [row] = await t.ctx.db
        .insert(adminAuditLog)
        .values({
          actorId: actor.id,
          actorEmail: actor.email,
          action: "user.disable",
          targetType: "user",
          targetLabel: `${days} days`,
          createdAt: new Date(now - days * DAY),
        })
        .returning({ id: adminAuditLog.id });
      return row!.id;
    };
    const ids = [await aged(0), await aged(364), await aged(366), await aged(729), await aged(731)];
    const left = async () =>
      (await t.ctx.db.select({ label: adminAuditLog.targetLabel }).from(adminAuditLog).where(inArray(adminAuditLog.id, ids)).orderBy(adminAuditLog.id)).map(
        (r) => r.label,
      );
    // The default: two years.
    expect(t.config.auditRetentionDays).toBe(730);
    expect(await pruneAuditLog(t.ctx.db, t.config.auditRetentionDays)).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual(["0 days", "364 days", "366 days", "729 days"]);
    // The shortest allowed: a year.
    await pruneAuditLog(t.ctx.db, 365);
    expect(await left()).toEqual(["0 days", "364 days"]);
  });
});
