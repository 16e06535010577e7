import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers, userSubscriptions } from "@greenpage/db/schema";
import { failure, startApi, type TestApi } from "../test/api.ts";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["admin"]>>;
beforeAll(async () => {
  api = await startApi();
  admin = await api.admin();
});
afterAll(async () => api.close());

describe("admin codes", () => {
  it("creates with a note, filters, revokes and exports; `codes` is the same group", async () => {
    const note = `SDK ${crypto.randomUUID().slice(0, 8)}`;
    const made = await admin.sdk.admin.codes.create({ count: 2, note });
    expect(made[0]).toMatchObject({ status: "unused", note, created_by: admin.email });
    const revoked = await admin.sdk.admin.invitations.revoke(made[0]!.code);
    expect(revoked).toMatchObject({ status: "revoked", revoked_at: expect.any(String) });
    expect((await admin.sdk.admin.invitations.list({ q: note, status: "unused" })).results.map((i) => i.code)).toEqual([made[1]!.code]);
    const csv = await admin.sdk.admin.codes.export({ q: note });
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("code,status,note,used_by_email,used_by_name,used_at,expires_at,revoked_at,created_by,created_at");
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`${made[0]!.code},revoked,${note}`);
    expect(await failure(admin.sdk.admin.invitations.revoke("ZZZZZ-ZZZZZ"))).toMatchObject({ status: 404 });
  });
});

describe("admin plans", () => {
  it("assigns until a date, extends, and reads the history", async () => {
    const owner = await api.owner();
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const sub = await admin.sdk.admin.plans.assign({ user: owner.email }, "pro", { until, reason: "Pilot" });
    expect(sub).toMatchObject({ status: "scheduled_end", ends_at: until });
    const extended = await admin.sdk.admin.plans.extend({ user: owner.userId }, { days: 5 });
    const to = new Date(Date.parse(until) + 5 * 86_400_000).toISOString();
    expect(extended.ends_at).toBe(to);
    const [row] = await api.t.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, owner.userId));
    expect(row!.endsAt!.toISOString()).toBe(to);
    const history = await admin.sdk.admin.plans.history({ user: owner.email });
    expect(history.entries.map((e) => [e.action, e.reason])).toEqual([
      ["plan.extend", null],
      ["plan.assign_user", "Pilot"],
    ]);
    expect((await admin.sdk.admin.plans.transactions({ page: owner.page.handle })).results).toEqual([]);
    expect(await failure(admin.sdk.admin.plans.extend({ page: owner.page.id }, { days: 1 }))).toMatchObject({ status: 409, code: "no_end" });
  });
});

describe("admin messages and subscribers", () => {
  it("reads, handles, reopens and replies to a Contact message", async () => {
    const [message] = await api.t.ctx.db
      .insert(contactMessages)
      .values({ name: "Aiko", email: "aiko@example.test", category: "support", message: "Help?", locale: "ja" })
      .returning();
    const listed = await admin.sdk.admin.messages.list({ q: "aiko@example.test" });
    expect(listed.results.map((m) => m.id)).toContain(message!.id);
    expect((await admin.sdk.admin.messages.get(message!.id)).read_at).not.toBeNull();
    expect((await admin.sdk.admin.messages.markHandled(message!.id)).handled_by).toBe(admin.email);
    expect((await admin.sdk.admin.messages.reopen(message!.id)).handled_at).toBeNull();
    const replied = await admin.sdk.admin.messages.reply(message!.id, "はい、お手伝いします。");
    expect(replied.replies.map((r) => r.body)).toEqual(["はい、お手伝いします。"]);
    expect(replied.handled_at).not.toBeNull();
  });

  it("lists, exports and removes subscribers", async () => {
    const email = `sub-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const [row] = await api.t.ctx.db.insert(newsletterSubscribers).values({ email, status: "confirmed" }).returning();
    const page = await admin.sdk.admin.subscribers.list({ q: email });
    expect(page.results.map((s) => s.email)).toEqual([email]);
    expect(page.counts.confirmed).toBeGreaterThanOrEqual(1);
    expect(await admin.sdk.admin.subscribers.export({ q: email })).toContain(`${email},en,confirmed`);
    await admin.sdk.admin.subscribers.remove(row!.id);
    expect((await admin.sdk.admin.subscribers.list({ q: email })).count).toBe(0);
  });
});
