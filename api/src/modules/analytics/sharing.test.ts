import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsShareLinks, pageActivity } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { joinAs } from "../members/test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CHROME = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
const tokenOf = (url: string) => url.split("/stats/")[1]!;

describe("stats share links", () => {
  it("an editor creates one, anyone with it reads the page's numbers signed out, and a revoked one stops at once", async () => {
    const o = await ownerWithPage(t, { published: true });
    expect((await t.client().post("/api/v1/analytics/evts/", { path: `/${o.page.handle}`, source: "qr" }, CHROME)).status).toBe(202);
    const editor = await joinAs(t, o, "editor", "Eda");
    const base = `/api/v1/businesses/${o.page.id}/analytics/share-links/`;
    const made = await editor.client.post(base, { name: "  Board  " }, editor.headers);
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ name: "Board", has_password: false, created_by: { name: "Eda", email: editor.email } });
    expect(made.json.url).toMatch(new RegExp(`^${t.config.siteUrl}/stats/[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{32}$`));
    // The row keeps only the nonce: the token's signature is nowhere in the database.
    const token = tokenOf(made.json.url);
    const [row] = await t.ctx.db.select().from(analyticsShareLinks).where(eq(analyticsShareLinks.id, made.json.id));
    expect(row!.nonce).toBe(token.split(".")[0]);
    expect(JSON.stringify(row)).not.toContain(token.split(".")[1]);

    const list = await o.client.get(base);
    expect(list.json.results.map((l: { id: number }) => l.id)).toEqual([made.json.id]);

    const visitor = t.client();
    const shared = await visitor.post("/api/v1/analytics/shared/", { token, days: 7 });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.json.page).toEqual({ handle: o.page.handle, name_json: expect.anything(), analytics_window_days: 7 });
    expect(shared.json.report.totals).toEqual({ page_views: 1, visitors: 1 });
    expect(shared.json.report.breakdowns.source).toEqual([{ value: "qr", page_views: 1, visitors: 1 }]);
    // Asked for no window, a Starter page's link shows the 7 days its plan keeps; the plan's windows hold for the link too.
    expect((await visitor.post("/api/v1/analytics/shared/", { token })).json.report.window_days).toBe(7);
    expect((await visitor.post("/api/v1/analytics/shared/", { token, days: 30 })).json).toMatchObject({ code: "plan_limit" });
    expect((await visitor.post("/api/v1/analytics/shared/", { token, days: 14 })).json).toEqual({ days: ["Select 7, 30, 90 or 365 days."] });

    const activity = await t.ctx.db.select().from(pageActivity).where(eq(pageActivity.pageId, o.page.id));
    expect(activity.map((a) => a.action)).toContain("stats_link.create");

    expect((await editor.client.request("DELETE", `${base}${made.json.id}/`, undefined, editor.headers)).status).toBe(204);
    const gone = await visitor.post("/api/v1/analytics/shared/", { token, days: 7 });
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe("share_link_not_found");
    expect((await o.client.get(base)).json.results).toEqual([]);
    expect((await o.client.request("DELETE", `${base}${made.json.id}/`, undefined, o.headers)).status).toBe(404);
  });

  it("asks for the password of a protected link, refuses a wrong one, and counts guesses", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "plus");
    const base = `/api/v1/businesses/${o.page.id}/analytics/share-links/`;
    expect((await o.client.post(base, { password: "short" }, o.headers)).json).toEqual({ password: ["Password must be 8 to 128 characters."] });
    const made = await o.client.post(base, { password: "green-secret" }, o.headers);
    expect(made.json).toMatchObject({ has_password: true, name: null });
    const token = tokenOf(made.json.url);
    const visitor = t.client();
    const asked = await visitor.post("/api/v1/analytics/shared/", { token });
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe("share_password_required");
    expect((await visitor.post("/api/v1/analytics/shared/", { token, password: "wrong-guess" })).json).toEqual({ password: ["Incorrect password."] });
    const open = await visitor.post("/api/v1/analytics/shared/", { token, password: "green-secret", days: 30, compare: true });
    expect(open.status, open.text).toBe(200);
    expect(open.json.page.analytics_window_days).toBe(30);
    expect(open.json.report.previous).toEqual({ page_views: 0, visitors: 0 });
    // The right password earns a pass: switching windows many times asks for it no more, and counts no guesses.
    const { access } = open.json;
    expect(access).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);
    for (const days of [7, 30, 7, 30, 7, 30, 7, 30, 7, 30, 7, 30]) {
      const read = await visitor.post("/api/v1/analytics/shared/", { token, access, days });
      expect(read.status, read.text).toBe(200);
    }
    const [expiry, signature] = access.split(".");
    for (const forged of [`${Number(expiry) + 1}.${signature}`, `${Math.floor(Date.now() / 1000) - 1}.${signature}`, "nope"]) {
      expect((await visitor.post("/api/v1/analytics/shared/", { token, access: forged })).json.code).toBe("share_password_required");
    }
    // A link without a password gives no pass.
    const plain = await o.client.post(base, {}, o.headers);
    expect((await visitor.post("/api/v1/analytics/shared/", { token: tokenOf(plain.json.url) })).json.access).toBeNull();
    for (let i = 0; i < 9; i++) await visitor.post("/api/v1/analytics/shared/", { token, password: `guess-${i}-xx` });
    expect((await visitor.post("/api/v1/analytics/shared/", { token, password: "green-secret" })).status).toBe(429);
  });

  it("opens nothing with a forged, malformed or other-purpose token", async () => {
    const o = await ownerWithPage(t);
    const made = await o.client.post(`/api/v1/businesses/${o.page.id}/analytics/share-links/`, {}, o.headers);
    const [nonce, signature] = tokenOf(made.json.url).split(".") as [string, string];
    const forged = `${nonce}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const invitation = await o.client.post(`/api/v1/businesses/${o.page.id}/members/invitations/`, { role: "viewer" }, o.headers);
    for (const token of [forged, "nope", invitation.json.token]) {
      const res = await t.client().post("/api/v1/analytics/shared/", { token });
      expect(res.status, token).toBe(404);
      expect(res.json.code).toBe("share_link_not_found");
    }
  });

  it("is for editors and the owner: a viewer reads stats but manages no links, an outsider gets 404", async () => {
    const o = await ownerWithPage(t);
    const viewer = await joinAs(t, o, "viewer", "Vic");
    const base = `/api/v1/businesses/${o.page.id}/analytics/share-links/`;
    expect((await viewer.client.get(base)).json.code).toBe("editor_required");
    expect((await viewer.client.post(base, {}, viewer.headers)).json.code).toBe("editor_required");
    const outsider = await ownerWithPage(t);
    expect((await outsider.client.get(base)).status).toBe(404);
    expect((await outsider.client.post(base, {}, outsider.headers)).status).toBe(404);
    const made = await o.client.post(base, {}, o.headers);
    expect((await outsider.client.request("DELETE", `${base}${made.json.id}/`, undefined, outsider.headers)).status).toBe(404);
    expect((await viewer.client.request("DELETE", `${base}${made.json.id}/`, undefined, viewer.headers)).status).toBe(403);
    expect((await o.client.get(base)).json.results).toHaveLength(1);
  });
});
