import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pageViewEvents } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { rollUpDays } from "./rollups.ts";
import { dayOf } from "./salts.ts";
import { lastWeek, sendWeeklyReports } from "./weekly-report.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const mailsTo = (addresses: string[]) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.to, addresses), eq(emailOutbox.kind, "analytics_weekly")));

describe("lastWeek", () => {
  it("is the Monday-to-Sunday week before, whatever day it is", () => {
    expect(lastWeek(new Date("2026-11-30T06:07:00Z")).monday).toBe("2026-11-23");
    expect(lastWeek(new Date("2026-11-29T23:59:00Z")).monday).toBe("2026-11-16");
    expect(lastWeek(new Date("2026-11-25T12:00:00Z")).sunday.toISOString()).toBe("2026-11-22T12:00:00.000Z");
  });
});

describe("the weekly e-mail report", () => {
  it("goes each Monday to the members who asked, in their language, once per week, and stops when they leave or turn it off", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const viewer = await joinAs(t, o, "viewer", "Vic");
    const editor = await joinAs(t, o, "editor", "Eda");
    const base = `/api/v1/businesses/${o.page.id}/analytics/weekly-report/`;
    expect((await viewer.client.get(base)).json).toEqual({ enabled: false });
    // A viewer changes nothing on the page, but their own mail is theirs to switch.
    const on = await viewer.client.request("PUT", base, { enabled: true, language: "ja" }, viewer.headers);
    expect(on.status, on.text).toBe(200);
    expect((await viewer.client.get(base)).json).toEqual({ enabled: true });
    await o.client.request("PUT", base, { enabled: true }, o.headers);
    await editor.client.request("PUT", base, { enabled: true, language: "en" }, editor.headers);
    expect((await o.client.request("PUT", base, { enabled: "yes" }, o.headers)).json).toEqual({ enabled: ["Enabled must be true or false."] });

    // Next week's Monday: the week reported is this one.
    const monday = new Date(Date.now() + 7 * DAY);
    const { monday: weekStart } = lastWeek(monday);
    const inWeek = new Date(Date.parse(`${weekStart}T10:00:00Z`) + DAY);
    await t.ctx.db
      .insert(pageViewEvents)
      .values(["a", "a", "b"].map((visitorHash) => ({ pageId: o.page.id, path: `/${o.page.handle}`, visitorHash, source: "qr", createdAt: inWeek })));
    // The minute job has rolled the week up by Monday.
    await rollUpDays(t.ctx.db, weekStart, dayOf(new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * DAY)));
    // The editor leaves the page before Monday: no report for them.
    expect((await editor.client.post(`/api/v1/businesses/${o.page.id}/members/leave/`, {}, editor.headers)).status).toBe(204);

    expect(await sendWeeklyReports(t.ctx, monday)).toBeGreaterThanOrEqual(2);
    const sent = await mailsTo([viewer.email, editor.email, o.email]);
    expect(sent.map((m) => m.to).sort()).toEqual([viewer.email, o.email].sort());
    const ja = sent.find((m) => m.to === viewer.email)!;
    expect(ja.subject).toContain("週間レポート");
    expect(ja.textBody).toContain("ページビュー：3");
    expect(ja.textBody).toContain("QR コード 3");
    expect(ja.textBody).toContain(`/dashboard/analytics?page=${o.page.id}`);
    const en = sent.find((m) => m.to === o.email)!;
    expect(en.textBody).toContain("Page views: 3");
    expect(en.textBody).toContain("Unique visitors (counted per day): 2");

    // Run again (a retry, a second process): nothing twice.
    await sendWeeklyReports(t.ctx, monday);
    expect(await mailsTo([viewer.email, o.email])).toHaveLength(2);

    // Turned off: the week after brings nothing for the viewer.
    await viewer.client.request("PUT", base, { enabled: false }, viewer.headers);
    await sendWeeklyReports(t.ctx, new Date(monday.getTime() + 7 * DAY));
    const later = await mailsTo([viewer.email, o.email]);
    expect(later.filter((m) => m.to === viewer.email)).toHaveLength(1);
    expect(later.filter((m) => m.to === o.email)).toHaveLength(2);
  });

  it("is a member's own: an outsider gets 404", async () => {
    const o = await ownerWithPage(t);
    const outsider = await ownerWithPage(t);
    const base = `/api/v1/businesses/${o.page.id}/analytics/weekly-report/`;
    expect((await outsider.client.get(base)).status).toBe(404);
    expect((await outsider.client.request("PUT", base, { enabled: true }, outsider.headers)).status).toBe(404);
  });
});
