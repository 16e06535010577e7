import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, notificationSettings, notifications } from "@greenpage/db/schema";
import { createTestApp, setPagePlan, type TestClient } from "../../test/harness.ts";
import { signedInAdmin } from "../evidence/test-fixtures.ts";
import { defaultAnswers, type FeedbackPage, feedbackPage, stakeholders, submit } from "../feedback/test-fixtures.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { deliverNotifications, KEEP_MAILED_DAYS, pruneNotifications, sendDigests } from "./delivery.ts";
import { NOTIFICATION_MESSAGES, SINGLE_MAILS_PER_DAY } from "./messages.ts";
import { notifyAccount } from "./record.ts";
import { unsubscribeToken } from "./settings.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SETTINGS = "/api/v1/users/me/notifications/";
type Member = { client: TestClient; user: { id: string }; email: string; headers: Record<string, string> };

/** The notification mails a member was sent (verification and plan ones keep their earlier kinds). */
const mailsOf = (email: string) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email.toLowerCase()))
    .orderBy(emailOutbox.id)
    .then((rows) => rows.filter((row) => row.kind.startsWith("notification_") || row.kind.startsWith("verification_") || row.kind.startsWith("billing_")));

/** A stakeholder's first answer to the page's default form. */
async function answer(page: FeedbackPage, type = "customer") {
  const [who] = await stakeholders(t, 1);
  const res = await submit(page, who!.client, page.defaultForm.id, {
    stakeholder_type: type,
    relationship: "Buys beans",
    answers: defaultAnswers(page.defaultForm, 4, 9),
  });
  expect(res.status, res.text).toBe(201);
  return who!;
}

const setSettings = (member: Member, body: unknown) => member.client.request("PUT", SETTINGS, body, member.headers);

/** A published Plus page (English and Japanese) with a viewer who reads Japanese and an editor who switched feedback off. */
async function team() {
  const page = await feedbackPage(t);
  await setPagePlan(t, page.owner.page.id, "plus");
  const viewer = await joinAs(t, page.owner, "viewer", "Vic");
  const editor = await joinAs(t, page.owner, "editor", "Eda");
  expect((await setSettings(viewer, { language: "ja" })).status).toBe(200);
  expect((await setSettings(editor, { kinds: { feedback: false } })).json).toEqual({
    language: null,
    kinds: { feedback: false, gate_opened: true, verification: true, plan: true },
  });
  return { page, owner: page.owner as unknown as Member, viewer, editor };
}

describe("notification settings", () => {
  it("are every kind on at first, change per field, and refuse bad values with field errors", async () => {
    const { owner } = await team();
    expect((await owner.client.get(SETTINGS)).json).toEqual({ language: null, kinds: { feedback: true, gate_opened: true, verification: true, plan: true } });
    expect((await setSettings(owner, { kinds: { plan: false }, language: "ja" })).json).toEqual({
      language: "ja",
      kinds: { feedback: true, gate_opened: true, verification: true, plan: false },
    });
    expect((await setSettings(owner, { kinds: { plan: true } })).json.language).toBe("ja");
    expect((await setSettings(owner, { language: null })).json.language).toBeNull();
    const bad = await setSettings(owner, { kinds: { feedback: "no" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ "kinds.feedback": [NOTIFICATION_MESSAGES.enabled] });
    expect((await setSettings(owner, { language: "fr" })).json).toEqual({ language: ["Only en and ja are supported."] });
    // An unknown kind is left out, as every unknown field is.
    expect((await setSettings(owner, { kinds: { newsletter: false } })).json.kinds).toEqual({
      feedback: true,
      gate_opened: true,
      verification: true,
      plan: true,
    });
    expect((await t.client().get(SETTINGS)).status).toBe(401);
  });
});

describe("notification mails", () => {
  it("tell each member of each kind in their language; a kind switched off, a replaced answer and a removed member get none", async () => {
    const { page, owner, viewer, editor } = await team();
    const stakeholder = await answer(page);
    // The same stakeholder answering again is not new feedback.
    const again = await submit(page, stakeholder.client, page.defaultForm.id, {
      stakeholder_type: "customer",
      relationship: "Buys beans",
      answers: defaultAnswers(page.defaultForm, 5, 10),
    });
    expect(again.json.replaced).toBe(true);

    const item = await owner.client.post(
      `${page.base}/contents/`,
      { title_json: { en: "Supplier audit", ja: "サプライヤー監査" }, access: "limited" },
      owner.headers,
    );
    expect(item.status, item.text).toBe(201);
    const opened = await t
      .client()
      .post(`${page.publicBase}/contents/${item.json.id}/access/`, { name: "Aiko Tanaka", company: "Blue Bank", email: "aiko@bluebank.example" });
    expect(opened.status, opened.text).toBe(200);

    const cert = await owner.client.post(
      `${page.base}/contents/`,
      { title_json: { en: "ISO 14001", ja: "ISO 14001 認証" }, link: "https://certs.example/iso" },
      owner.headers,
    );
    expect((await owner.client.post(`${page.base}/contents/${cert.json.id}/verification/`, undefined, owner.headers)).status).toBe(200);
    const admin = await signedInAdmin(t);
    expect(
      (await admin.client.post(`/api/v1/admin/verifications/${cert.json.id}/reject/`, { reason: "Expired in 2023." }, { origin: t.config.siteUrl })).status,
    ).toBe(200);

    for (const member of [owner, viewer, editor]) await deliverNotifications(t.ctx, member.user.id);
    const ownerMails = await mailsOf(owner.email);
    expect(ownerMails.map((m) => m.kind)).toEqual(["notification_feedback", "notification_gate_opened", "verification_rejected"]);
    const [feedback, gate, verdict] = ownerMails;
    expect(feedback!.subject).toBe("New feedback on Midori Coffee");
    expect(feedback!.textBody).toContain('A customer answered "How are we doing on sustainability?" on Midori Coffee.');
    expect(feedback!.textBody).toContain(`${t.config.siteUrl}/dashboard/feedback/results?page=${page.owner.page.id}`);
    // Who answered is never told.
    expect(feedback!.textBody).not.toContain(stakeholder.email);
    expect(gate!.textBody).toContain('Aiko Tanaka from Blue Bank opened "Supplier audit" on Midori Coffee.');
    expect(verdict!.textBody).toContain('"ISO 14001" on Midori Coffee was not verified.');
    expect(verdict!.textBody).toContain("Reason: Expired in 2023.");
    for (const mail of ownerMails) {
      const kind = mail.kind === "verification_rejected" ? "verification" : mail.kind.replace("notification_", "");
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(
        new RegExp(`^<${t.config.siteUrl}/api/v1/notifications/unsubscribe/${kind}\\.[\\w-]{22}\\.[\\w-]{32}/>$`),
      );
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.textBody).toContain(`${t.config.siteUrl}/notifications/unsubscribe/${kind}.`);
    }

    const viewerMails = await mailsOf(viewer.email);
    expect(viewerMails.map((m) => m.subject)).toEqual([
      "みどりコーヒー に新しいフィードバック",
      "「サプライヤー監査」が閲覧されました",
      "認証されませんでした",
    ]);
    expect(viewerMails[0]!.textBody).toContain("みどりコーヒー：顧客が");
    expect(viewerMails[1]!.textBody).toContain("Blue BankのAiko Tanakaさん");
    expect(viewerMails[2]!.textBody).toContain("理由: Expired in 2023.");
    // The editor switched feedback off: the gate and the decision only.
    expect((await mailsOf(editor.email)).map((m) => m.kind)).toEqual(["notification_gate_opened", "verification_rejected"]);

    // The viewer is removed before the next delivery: what was recorded for them is closed without a mail, and nothing more is recorded.
    await answer(page, "investor");
    expect((await owner.client.request("DELETE", `${page.base}/members/${viewer.user.id}/`, undefined, owner.headers)).status).toBe(204);
    await answer(page, "employee");
    expect(await deliverNotifications(t.ctx, viewer.user.id)).toEqual({ mailed: 0, held: 0 });
    expect(await mailsOf(viewer.email)).toHaveLength(3);
    const left = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, viewer.user.id));
    expect(left).toHaveLength(4);
    expect(left.every((row) => row.mailedAt !== null)).toBe(true);
  });

  it("turn into one daily digest past three a day, and never go out twice however often the jobs run", async () => {
    const page = await feedbackPage(t);
    const owner = page.owner as unknown as Member;
    for (let i = 0; i < 2; i++) await answer(page);
    expect(await deliverNotifications(t.ctx, owner.user.id)).toEqual({ mailed: 2, held: 0 });
    expect(await deliverNotifications(t.ctx, owner.user.id)).toEqual({ mailed: 0, held: 0 });
    for (let i = 0; i < 3; i++) await answer(page, "investor");
    // One more single fits the day; the other two wait for the digest.
    expect(await deliverNotifications(t.ctx, owner.user.id)).toEqual({ mailed: 1, held: 2 });
    expect(await deliverNotifications(t.ctx, owner.user.id)).toEqual({ mailed: 0, held: 0 });
    expect(await mailsOf(owner.email)).toHaveLength(SINGLE_MAILS_PER_DAY);

    expect(await sendDigests(t.ctx)).toBeGreaterThanOrEqual(1);
    await sendDigests(t.ctx);
    const mails = await mailsOf(owner.email);
    expect(mails.map((m) => m.kind)).toEqual(["notification_feedback", "notification_feedback", "notification_feedback", "notification_digest"]);
    const digest = mails[3]!;
    expect(digest.subject).toBe("Your Greenpage digest: 2 updates");
    expect(digest.textBody.match(/An investor answered/g)).toHaveLength(2);
    expect(digest.headers?.["List-Unsubscribe"]).toContain("/notifications/unsubscribe/feedback.");

    // A day later singles come again.
    await answer(page);
    expect(await deliverNotifications(t.ctx, owner.user.id, new Date(Date.now() + 25 * 3_600_000))).toEqual({ mailed: 1, held: 0 });

    // A month on, the mailed rows are deleted (their mails stay in the outbox).
    const mine = () => t.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(await mine()).toHaveLength(6);
    await pruneNotifications(t.ctx, new Date(Date.now() + (KEEP_MAILED_DAYS - 1) * 86_400_000));
    expect(await mine()).toHaveLength(6);
    await pruneNotifications(t.ctx, new Date(Date.now() + (KEEP_MAILED_DAYS + 2) * 86_400_000));
    expect(await mine()).toEqual([]);
    expect(await mailsOf(owner.email)).toHaveLength(5);
  });

  it("never hold a plan mail for the digest, and a digest's stop-all link leaves plan mails on", async () => {
    const page = await feedbackPage(t);
    const owner = page.owner as unknown as Member;
    for (let i = 0; i < SINGLE_MAILS_PER_DAY + 1; i++) await answer(page);
    expect(await deliverNotifications(t.ctx, owner.user.id)).toEqual({ mailed: SINGLE_MAILS_PER_DAY, held: 1 });
    await t.ctx.db.transaction((tx) => notifyAccount(tx, owner.user.id, { kind: "plan", event: "plan_ended", reason: "unpaid" }));
    // The day's singles are used up, yet the plan mail goes at once.
    expect(await deliverNotifications(t.ctx, owner.user.id)).toEqual({ mailed: 1, held: 0 });

    const [settings] = await t.ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, owner.user.id));
    const all = unsubscribeToken(t.ctx.config.authSecret, "all", settings!.unsubscribeNonce);
    const res = await t.client().post(`/api/v1/notifications/unsubscribe/${all}/`);
    expect(res.json).toEqual({ kind: "all", enabled: false });
    expect((await owner.client.get(SETTINGS)).json.kinds).toEqual({ feedback: false, gate_opened: false, verification: false, plan: true });
  });

  it("tell only the account holder about their plan, and keep receipts as they were", async () => {
    const page = await feedbackPage(t);
    const owner = page.owner as unknown as Member;
    const editor = await joinAs(t, page.owner, "editor", "Eda");
    await setSettings(owner, { language: "ja" });
    const opened = await owner.client.post("/api/v1/billing/checkout/", { plan: "plus", tier: "b1_10", currency: "USD" }, owner.headers);
    const paid = await owner.client.post(
      `/api/v1/billing/checkout/${opened.json.id}/pay/`,
      { card_number: "4242424242424242", expiry: "12/34", cvc: "123" },
      owner.headers,
    );
    expect(paid.json.status).toBe("complete");
    expect((await owner.client.post("/api/v1/billing/subscription/cancel/", {}, owner.headers)).status).toBe(200);
    await deliverNotifications(t.ctx, owner.user.id);
    await deliverNotifications(t.ctx, editor.user.id);
    const mails = await mailsOf(owner.email);
    expect(mails.map((m) => m.kind)).toEqual(["billing_receipt", "billing_cancel_scheduled"]);
    expect(mails[1]!.subject).toBe("プランの変更を予約しました");
    expect(mails[1]!.textBody).toMatch(/ご依頼どおり、プランは\d{4}年\d{1,2}月\d{1,2}日に終了します。/);
    expect(mails[0]!.headers).toBeNull();
    expect(await mailsOf(editor.email)).toEqual([]);
  });
});

describe("unsubscribe links", () => {
  it("turn their kind off without signing in, one click or through the page, and a forged one changes nothing", async () => {
    const page = await feedbackPage(t);
    const owner = page.owner as unknown as Member;
    // A member who chose no language reads the page's: this page speaks Japanese first.
    const japanese = await owner.client.request("PATCH", `/api/v1/businesses/update/${page.owner.page.id}/`, { default_language_id: 2 }, owner.headers);
    expect(japanese.status, japanese.text).toBe(200);
    await answer(page);
    await deliverNotifications(t.ctx, owner.user.id);
    const [mail] = await mailsOf(owner.email);
    expect(mail!.subject).toBe("みどりコーヒー に新しいフィードバック");
    expect(mail!.textBody).toContain("「新しいフィードバック」のメールを停止");
    const oneClick = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const path = new URL(oneClick).pathname;
    const token = path.split("/").at(-2)!;
    const anonymous = t.client();

    const forgeries = [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      token.replace(/^feedback\./, "plan."),
      token.replace(/^feedback\./, "all."),
      "feedback.not-a-token",
      "x",
    ];
    for (const forged of forgeries) {
      const res = await anonymous.post(`/api/v1/notifications/unsubscribe/${forged}/`);
      expect(res.status, forged).toBe(404);
      expect(res.json).toEqual({ detail: NOTIFICATION_MESSAGES.invalidLink, code: "invalid_unsubscribe_link" });
    }
    expect((await owner.client.get(SETTINGS)).json.kinds).toEqual({ feedback: true, gate_opened: true, verification: true, plan: true });

    expect((await anonymous.get(path)).json).toEqual({ kind: "feedback", enabled: true });
    // What a mail client sends for RFC 8058 one-click.
    const res = await anonymous.request("POST", path, "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ kind: "feedback", enabled: false });
    expect((await anonymous.post(path)).json).toEqual({ kind: "feedback", enabled: false });
    expect((await anonymous.get(path)).json).toEqual({ kind: "feedback", enabled: false });
    expect((await owner.client.get(SETTINGS)).json.kinds).toEqual({ feedback: false, gate_opened: true, verification: true, plan: true });

    // Switched off: no more feedback mails, and none recorded.
    await answer(page);
    await deliverNotifications(t.ctx, owner.user.id);
    expect(await mailsOf(owner.email)).toHaveLength(1);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).toHaveLength(1);
  });
});
