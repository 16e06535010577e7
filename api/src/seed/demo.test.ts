import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, contents, feedbackForms, pageUpvotes } from "@greenpage/db/schema";
import { createTestApp, isolatedDatabaseUrl } from "../test/harness.ts";
import { DEMO_HANDLE, DEMO_ITEM_PASSWORD, DEMO_LOGIN, DEMO_REVIEWER, ECO_CUPS_TITLE, seedDemoContent } from "./demo.ts";
import { DEMO_EDITOR } from "./demo-team.ts";

// Seeding needs an empty database: its own PGlite, or a new PostgreSQL database.
let t: Awaited<ReturnType<typeof createTestApp>>;
let isolated: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
beforeAll(async () => {
  isolated = await isolatedDatabaseUrl();
  t = await createTestApp({}, isolated.url);
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
});

describe("seedDemoContent", () => {
  it("creates a verified demo login and a published page with initiatives, once", async () => {
    expect(await seedDemoContent(t.ctx)).toBe(true);
    expect(await seedDemoContent(t.ctx)).toBe(false);
    const c = t.client();
    const tokens = await c.post("/api/v1/auth/token/", DEMO_LOGIN);
    expect(tokens.status).toBe(200);
    c.bearer = tokens.json.access;
    expect((await c.get("/api/v1/users/me/")).json.email_verified).toBe(true);
    // The account pays for Premium, so the account and its page tell the same plan; Billing has a receipt and an order.
    expect((await c.get("/api/v1/users/me/")).json.user_subscription.subscription_plan.code).toBe("premium");
    expect((await c.get("/api/v1/businesses/my/")).json[0].page_subscription.subscription_plan.code).toBe("premium");
    expect((await c.get("/api/v1/billing/")).json).toMatchObject({ status: "active", plan: { code: "premium" }, card: { brand: "visa", last4: "4242" } });
    expect((await c.get("/api/v1/billing/transactions/")).json.count).toBe(2);
    expect((await c.get("/api/v1/billing/orders/")).json).toMatchObject([{ service: "page_setup", status: "paid" }]);
    const [page] = await t.ctx.db.select().from(pages).where(eq(pages.handle, DEMO_HANDLE));
    expect(page?.isPublished).toBe(true);
    expect(page?.nameJson?.ja).toBeTruthy();
    const items = await t.ctx.db.select().from(contents).where(eq(contents.pageId, page!.id));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.some((item) => item.sharedToExplore && item.coverImage)).toBe(true);

    // Evidence and gates to click through: a verified certificate, one waiting for the seeded reviewer, a limited and a password item.
    expect(items.map((i) => i.evidenceState).sort()).toEqual(expect.arrayContaining(["submitted", "verified"]));
    expect(
      items
        .filter((i) => i.access !== "public")
        .map((i) => i.access)
        .sort(),
    ).toEqual(["limited", "password"]);
    // A team to look at: the owner, an editor who joined by link, and a viewer's link waiting (3 of Premium's 5).
    const team = (await c.get(`/api/v1/businesses/${page!.id}/members/`)).json;
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [DEMO_LOGIN.email, "owner"],
      [DEMO_EDITOR.email, "editor"],
    ]);
    expect(team.invitations).toMatchObject([{ role: "viewer", uses: 0, max_uses: 1 }]);
    expect(team.allowance).toMatchObject({ used: 3, limit: 5, plan: { code: "premium" } });
    // A year of visits, through the ingestion and roll-ups: Home and Analytics show numbers.
    const home = (await c.get(`/api/v1/businesses/${page!.id}/stats/`)).json;
    expect(home.page_views).toBeGreaterThan(100);
    // Some visitors come back the same day: counted once that day.
    expect(home.visitors).toBeGreaterThan(50);
    expect(home.visitors).toBeLessThan(home.page_views);
    const analytics = (await c.get(`/api/v1/businesses/${page!.id}/analytics/?days=30`)).json;
    expect(analytics.totals).toEqual({ page_views: home.page_views, visitors: home.visitors });
    expect(analytics.breakdowns.source.map((s: { value: string }) => s.value)).toEqual(expect.arrayContaining(["", "qr", "explore", "share:x"]));
    expect(analytics.breakdowns.device.map((s: { value: string }) => s.value)).toEqual(expect.arrayContaining(["desktop", "mobile"]));
    const editor = t.client();
    expect((await editor.post("/api/auth/sign-in/email", DEMO_EDITOR, { origin: t.config.siteUrl })).status).toBe(200);
    expect((await editor.get("/api/v1/businesses/my/")).json).toMatchObject([{ handle: DEMO_HANDLE, role: "editor" }]);
    const reviewer = t.client();
    expect((await reviewer.post("/api/auth/sign-in/email", DEMO_REVIEWER, { origin: t.config.siteUrl })).status).toBe(200);
    const queue = (await reviewer.get("/api/v1/admin/verifications/")).json as { handle: string }[];
    expect(queue.map((q) => q.handle)).toEqual([DEMO_HANDLE]);
    const secret = items.find((i) => i.access === "password")!;
    const opened = await t.client().post(`/api/v1/businesses/public/${DEMO_HANDLE}/contents/${secret.id}/access/`, { password: DEMO_ITEM_PASSWORD });
    expect(opened.status).toBe(200);
    const verified = items.find((i) => i.evidenceState === "verified")!;
    const record = (await t.client().get(`/api/v1/businesses/public/${DEMO_HANDLE}/contents/${verified.id}/`)).json;
    expect(record).toMatchObject({ verified_by: DEMO_REVIEWER.name, attachments: [{ name: "Organic JAS certificate.pdf" }] });
    // Its signed credential: seeded as Verified, it gets one on its first read.
    const credential = await t.client().get(`/api/v1/businesses/public/${DEMO_HANDLE}/contents/${verified.id}/credential/`);
    expect(credential.status).toBe(200);
    expect(credential.json).toMatchObject({
      credentialSubject: { name: "Organic JAS certification", certificateId: "JAS-2025-0142" },
      proof: { cryptosuite: "eddsa-rdfc-2022" },
    });
    expect((await t.client().get(new URL(record.attachments[0].url).pathname)).text.startsWith("%PDF-")).toBe(true);

    // The logo and covers are real stored files the public page can show.
    const logo = await c.get(`/api/v1/files/${page!.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");

    // Explore has organizations and individuals, with upvote counters that match their votes.
    const allPages = await t.ctx.db.select().from(pages);
    expect(allPages.filter((p) => p.pageType === "personal" && p.isPublished).length).toBeGreaterThanOrEqual(2);
    const votes = await t.ctx.db.select({ id: pageUpvotes.pageId, n: count() }).from(pageUpvotes).groupBy(pageUpvotes.pageId);
    const counted = new Map(votes.map((v) => [v.id, v.n]));
    for (const p of allPages) expect(p.upvoteCount, p.handle).toBe(counted.get(p.id) ?? 0);
    expect(allPages.find((p) => p.handle === DEMO_HANDLE)!.upvoteCount).toBeGreaterThan(0);

    // AI analysis runs on the demo and flags its claims without evidence: the eco-friendly cups and the net-zero target.
    const analysis = await c.post(`/api/v1/businesses/${page!.id}/analyses/`, { language: "en" });
    expect(analysis.status, analysis.text).toBe(201);
    const flagged = analysis.json.findings.claim_flags.map((f: { item_id: number; claim: string }) => [
      items.find((i) => i.id === f.item_id)?.titleJson.en,
      f.claim,
    ]);
    expect(flagged).toEqual(
      expect.arrayContaining([
        [ECO_CUPS_TITLE.en, "eco_friendly"],
        ["Net zero roasting by 2030", "net_zero"],
      ]),
    );
    expect(analysis.json.findings.gaps.length).toBeGreaterThan(0);
    expect(analysis.json.findings.suggestions.length).toBeGreaterThan(0);
    // The demo owner confirmed a few GRI disclosures for the demo's own initiatives: its benchmark starts from a score.
    const benchmark = (await c.get(`/api/v1/businesses/${page!.id}/benchmark/`)).json;
    const gri = benchmark.frameworks.find((f: { framework: string }) => f.framework === "gri");
    expect(gri.addressed).toBeGreaterThanOrEqual(4);
    expect(gri.score).toBeGreaterThan(0);

    // Every page has its default feedback form; the demo page has answers to read in Results, from nobody it names.
    const defaults = await t.ctx.db.select().from(feedbackForms).where(eq(feedbackForms.isDefault, true));
    expect(defaults.map((f) => f.pageId).sort()).toEqual(allPages.map((p) => p.id).sort());
    const summary = (await c.get(`/api/v1/businesses/${page!.id}/feedback/summary/`)).json;
    expect(summary.total).toBeGreaterThanOrEqual(7);
    expect(summary.forms).toHaveLength(2);
    expect(summary.forms[0].questions[1].nps.score).not.toBeNull();
    expect(summary.forms[1].questions[0].choices.some((choice: { count: number }) => choice.count > 0)).toBe(true);
    expect(summary.daily.filter((d: { count: number }) => d.count > 0).length).toBeGreaterThan(3);
    const results = await c.get(`/api/v1/businesses/${page!.id}/feedback/?page_size=100`);
    expect(results.text).not.toContain("@demo.greenpage.dev");
    const packaging = items.find((i) => i.titleJson.en === "Compostable packaging")!;
    const forms = (await t.client().get(`/api/v1/businesses/public/${DEMO_HANDLE}/feedback-forms/?content_id=${packaging.id}`)).json;
    expect(forms.map((f: { content_id: number | null }) => f.content_id)).toEqual([packaging.id, null]);

    // The reviewer finds the console's Messages and Invitation codes screens filled.
    const open = (await reviewer.get("/api/v1/admin/messages/")).json;
    expect(open.results.map((m: { locale: string }) => m.locale)).toEqual(["en"]);
    const handled = (await reviewer.get("/api/v1/admin/messages/?status=handled")).json.results[0];
    expect((await reviewer.get(`/api/v1/admin/messages/${handled.id}/`)).json).toMatchObject({ locale: "ja", replies: [{ author_name: DEMO_REVIEWER.name }] });
    expect((await reviewer.get("/api/v1/admin/newsletter/subscribers/")).json.counts).toEqual({ confirmed: 1, pending: 1, unsubscribed: 0, total: 2 });
    const codes = (await reviewer.get("/api/v1/admin/invitations/?status=unused")).json;
    expect(codes.results.map((c: { note: string; created_by: string }) => [c.note, c.created_by])).toEqual(
      Array.from({ length: 3 }, () => ["Tokyo meetup", DEMO_REVIEWER.email]),
    );
    // …and one visitor's report on the unsupported "eco-friendly" cups waiting in Moderation.
    const reports = (await reviewer.get("/api/v1/admin/reports/?status=open")).json;
    expect(reports.results).toHaveLength(1);
    expect(reports.results[0]).toMatchObject({ reason: "misleading", email: "careful.reader@example.com" });
    expect(JSON.stringify(reports.results[0])).toContain(ECO_CUPS_TITLE.en);
    // Seeding a year of visits takes about 10 s alone; on a busy 2-core machine three times that.
  }, 90_000);
});
