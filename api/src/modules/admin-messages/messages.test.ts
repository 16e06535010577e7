import { parse } from "csv-parse/sync";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, contactReplies, emailOutbox, newsletterSubscribers } from "@greenpage/db/schema";
import { createTestApp, uniqueEmail } from "../../test/harness.ts";
import { adminKit } from "../admin-codes/test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_INBOX: "team@greenpage.test" });
  kit = await adminKit(t);
});
afterAll(async () => t.close());

const mailsTo = (to: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
async function sendContact(locale: "en" | "ja", message = "Can we pay yearly?\nThanks.") {
  const email = uniqueEmail("sender");
  const name = `Sender ${crypto.randomUUID().slice(0, 6)}`;
  const res = await t.client().post("/api/v1/contact/", { name, email, category: "sales", message, locale });
  expect(res.status).toBe(201);
  return { id: res.json.id as number, email, name };
}

describe("contact messages", () => {
  it("lists open messages, opening one marks it read; handled and reopened are audited", async () => {
    const m = await sendContact("en");
    const open = await kit.admin.get(`/api/v1/admin/messages/?q=${encodeURIComponent(m.name)}`);
    expect(open.json.count).toBe(1);
    expect(open.json.results[0]).toMatchObject({
      id: m.id,
      email: m.email,
      read_at: null,
      handled_at: null,
      replies: 0,
      excerpt: "Can we pay yearly?\nThanks.",
    });

    const shown = await kit.admin.get(`/api/v1/admin/messages/${m.id}/`);
    expect(shown.json).toMatchObject({ id: m.id, message: "Can we pay yearly?\nThanks.", locale: "en", read_at: expect.any(String), replies: [] });
    const readAt = shown.json.read_at;
    expect((await kit.admin.get(`/api/v1/admin/messages/${m.id}/`)).json.read_at).toBe(readAt);

    const handled = await kit.admin.post(`/api/v1/admin/messages/${m.id}/handled/`, {});
    expect(handled.json).toMatchObject({ handled_at: expect.any(String), handled_by: kit.email });
    await kit.admin.post(`/api/v1/admin/messages/${m.id}/handled/`, {});
    expect(await kit.audit("message.handled", m.id)).toHaveLength(1);
    expect((await kit.admin.get(`/api/v1/admin/messages/?q=${encodeURIComponent(m.name)}`)).json.count).toBe(0);
    expect((await kit.admin.get(`/api/v1/admin/messages/?status=handled&q=${encodeURIComponent(m.name)}`)).json.count).toBe(1);

    const reopened = await kit.admin.request("DELETE", `/api/v1/admin/messages/${m.id}/handled/`);
    expect(reopened.json).toMatchObject({ handled_at: null, handled_by: null });
    const [entry] = await kit.audit("message.reopen", m.id);
    expect(entry).toMatchObject({ actorEmail: kit.email, targetType: "message", targetLabel: `${m.name} <${m.email}>` });
    expect((await kit.admin.get(`/api/v1/admin/messages/?status=all&q=${encodeURIComponent(m.email)}`)).json.count).toBe(1);
  });

  it("a reply to a ja message is mailed in Japanese, kept with the message, which is handled; audited", async () => {
    const m = await sendContact("ja", "年払いはできますか？");
    const res = await kit.admin.post(`/api/v1/admin/messages/${m.id}/replies/`, { body: "  はい、年払いに対応しています。\n2か月分お得です。  " });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ handled_at: expect.any(String), handled_by: kit.email });
    expect(res.json.replies).toEqual([
      { id: expect.any(Number), author_name: "Ada Admin", body: "はい、年払いに対応しています。\n2か月分お得です。", created_at: expect.any(String) },
    ]);

    const [reply] = await mailsTo(m.email);
    expect(reply).toMatchObject({ kind: "contact_reply", subject: "Greenpageへのお問い合わせについて" });
    expect(reply!.textBody).toContain("以下のとおりご回答いたします。");
    expect(reply!.textBody).toContain("はい、年払いに対応しています。\n2か月分お得です。");
    expect(reply!.textBody).toContain("> 年払いはできますか？");
    const [entry] = await kit.audit("message.reply", m.id);
    expect(entry!.details).toMatchObject({ reply_id: res.json.replies[0].id, locale: "ja" });

    const en = await sendContact("en");
    await kit.admin.post(`/api/v1/admin/messages/${en.id}/replies/`, { body: "Yes, yearly works." });
    expect((await mailsTo(en.email))[0]).toMatchObject({ kind: "contact_reply", subject: "Re: your message to Greenpage" });
  });

  it("refuses an empty reply and unknown messages, and stores nothing", async () => {
    const m = await sendContact("en");
    expect((await kit.admin.post(`/api/v1/admin/messages/${m.id}/replies/`, { body: "   " })).json).toEqual({ body: ["Write the reply."] });
    expect(await t.ctx.db.select().from(contactReplies).where(eq(contactReplies.messageId, m.id))).toHaveLength(0);
    expect((await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, m.id)))[0]!.handledAt).toBeNull();
    for (const path of ["/api/v1/admin/messages/999999999/", "/api/v1/admin/messages/abc/"]) expect((await kit.admin.get(path)).status).toBe(404);
    expect((await kit.admin.post("/api/v1/admin/messages/999999999/replies/", { body: "x" })).status).toBe(404);
  });

  it("records no reply and no audit entry when its mail cannot be queued", async () => {
    const m = await sendContact("en");
    const compose = vi.spyOn(t.ctx.mailer, "compose").mockRejectedValueOnce(new Error("outbox unavailable"));
    try {
      expect((await kit.admin.post(`/api/v1/admin/messages/${m.id}/replies/`, { body: "Yes." })).status).toBe(500);
    } finally {
      compose.mockRestore();
    }
    expect(await t.ctx.db.select().from(contactReplies).where(eq(contactReplies.messageId, m.id))).toHaveLength(0);
    expect((await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, m.id)))[0]!.handledAt).toBeNull();
    expect(await kit.audit("message.reply", m.id)).toHaveLength(0);
  });
});

describe("newsletter subscribers", () => {
  async function subscriber(status: string) {
    const [row] = await t.ctx.db
      .insert(newsletterSubscribers)
      .values({ email: uniqueEmail(`news-${status}`), status, locale: "ja" })
      .returning();
    return row!;
  }

  it("lists with counts per status, exports CSV, and removes one (the audit keeps the email)", async () => {
    const confirmed = await subscriber("confirmed");
    const pending = await subscriber("pending");
    const list = await kit.admin.get("/api/v1/admin/newsletter/subscribers/?status=confirmed&page_size=100");
    expect(list.status).toBe(200);
    expect(list.json.results.every((s: { status: string }) => s.status === "confirmed")).toBe(true);
    expect(list.json.counts.confirmed).toBeGreaterThanOrEqual(1);
    expect(list.json.counts.total).toBe(list.json.counts.confirmed + list.json.counts.pending + list.json.counts.unsubscribed);
    const found = await kit.admin.get(`/api/v1/admin/newsletter/subscribers/?q=${encodeURIComponent(pending.email)}`);
    expect(found.json.results).toEqual([
      { id: pending.id, email: pending.email, locale: "ja", status: "pending", created_at: expect.any(String), confirmed_at: null },
    ]);

    const csv = await kit.admin.get("/api/v1/admin/newsletter/subscribers/export/?status=confirmed");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(csv.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.find((r) => r.email === confirmed.email)).toEqual({
      email: confirmed.email,
      locale: "ja",
      status: "confirmed",
      subscribed_at: confirmed.createdAt.toISOString(),
      confirmed_at: "",
    });
    expect(rows.some((r) => r.email === pending.email)).toBe(false);

    const removed = await kit.admin.request("DELETE", `/api/v1/admin/newsletter/subscribers/${confirmed.id}/`);
    expect(removed.status).toBe(204);
    expect(await t.ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, confirmed.id))).toHaveLength(0);
    const [entry] = await kit.audit("subscriber.remove", confirmed.id);
    expect(entry).toMatchObject({ actorEmail: kit.email, targetType: "subscriber", targetLabel: confirmed.email });
    expect(entry!.details).toMatchObject({ email: confirmed.email, status: "confirmed" });
    expect((await kit.admin.request("DELETE", `/api/v1/admin/newsletter/subscribers/${confirmed.id}/`)).status).toBe(404);
    expect(await kit.audit("subscriber.remove", confirmed.id)).toHaveLength(1);
  });
});
