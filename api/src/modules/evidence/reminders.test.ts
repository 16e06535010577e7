import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@greenpage/db";
import { contents, emailOutbox, evidenceReminders } from "@greenpage/db/schema";
import { createJobs, startJobs } from "../../jobs.ts";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage } from "../../test/harness.ts";
import { addMonths, DUE_DATE_SQL, dueDateOf } from "../contents/due-date.ts";
import { deliverNotifications } from "../notifications/delivery.ts";
import { REMINDER_WORDS } from "../notifications/reminder-words.ts";
import { REMINDERS_JOB } from "./jobs.ts";
import { sendEvidenceReminders, stageFor } from "./reminders.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = new Date().toISOString().slice(0, 10);

describe("when a claim is due", () => {
  it("adds months as PostgreSQL does, the day clamped to the month's end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-27", 12)).toBe("2027-11-27");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
  });

  it("is the expiry date, else the review interval from the last verification, the issue date or when it was added", () => {
    const row = { expirationDate: null, reviewIntervalMonths: null, lastVerified: null, issueDate: null, createdAt: new Date("2026-03-31T10:00:00Z") };
    expect(dueDateOf(row)).toBeNull();
    expect(dueDateOf({ ...row, expirationDate: "2027-01-01", reviewIntervalMonths: 12 })).toEqual({ date: "2027-01-01", basis: "expiry" });
    expect(dueDateOf({ ...row, reviewIntervalMonths: 6 })).toEqual({ date: "2026-09-30", basis: "review" });
    expect(dueDateOf({ ...row, reviewIntervalMonths: 12, issueDate: "2026-05-01" })).toEqual({ date: "2027-05-01", basis: "review" });
    expect(dueDateOf({ ...row, reviewIntervalMonths: 12, issueDate: "2026-05-01", lastVerified: new Date("2026-06-15T23:30:00Z") })).toEqual({
      date: "2027-06-15",
      basis: "review",
    });
  });

  it("reminds at the most urgent stage reached: 60, 30, 7 days before, on the day, and up to a week late", () => {
    const stages = [61, 60, 31, 30, 8, 7, 1, 0, -1, -7, -8].map(stageFor);
    expect(stages).toEqual([null, 60, 60, 30, 30, 7, 7, 0, 0, 0, null]);
  });

  it("words the reminder in English and Japanese, saying what happens at expiry to a verified claim", () => {
    const event = (daysLeft: number, basis: "expiry" | "review" = "expiry") => ({
      kind: "verification" as const,
      item: { en: "ISO 14001", ja: "ISO 14001 認証" },
      reminder: { contentId: 1, dueDate: "2027-01-26", daysLeft, basis, verified: true },
    });
    expect(REMINDER_WORDS.en(event(60), "Midori").subject).toBe('"ISO 14001" expires in 60 days');
    expect(REMINDER_WORDS.en(event(60), "Midori").lines.join(" ")).toContain("Verification expired");
    expect(REMINDER_WORDS.en(event(0), "Midori").summary).toBe('"ISO 14001" on Midori expires today.');
    expect(REMINDER_WORDS.en(event(-2), "Midori").subject).toBe('"ISO 14001" has expired');
    expect(REMINDER_WORDS.en(event(7, "review"), "Midori").summary).toBe('"ISO 14001" on Midori is due for review in 7 days (January 26, 2027).');
    expect(REMINDER_WORDS.ja(event(30), "みどり").subject).toBe("「ISO 14001 認証」の有効期限まであと 30 日");
    expect(REMINDER_WORDS.ja(event(0, "review"), "みどり").summary).toBe("みどり：「ISO 14001 認証」の見直しの期日は本日です。");
    expect(REMINDER_WORDS.en(event(1), "Midori").subject).toBe('"ISO 14001" expires in 1 day');
    // A request already with the review team: no button to ask again.
    const pending = { ...event(7, "review"), reminder: { ...event(7, "review").reminder, pending: true } };
    expect(REMINDER_WORDS.en(pending, "Midori")).toMatchObject({ action: { path: "/dashboard/verifications" } });
    expect(REMINDER_WORDS.en(pending, "Midori").lines).toContain("Your request for verification is with the review team.");
  });
});

describe("evidence reminders", () => {
  let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
  let pgliteDir: string;
  let t: TestApp;
  // A database of its own (a folder on PGlite), so it survives the app's restart and no other file's items are reminded.
  const start = () => createTestApp({}, database.url, database.url ? undefined : pgliteDir);
  beforeAll(async () => {
    database = await isolatedDatabaseUrl();
    pgliteDir = mkdtempSync(join(tmpdir(), "greenpage-reminders-"));
    t = await start();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    rmSync(pgliteDir, { recursive: true, force: true });
  });

  const claims = async (ids: number[]) =>
    (await t.ctx.db.select().from(evidenceReminders).where(inArray(evidenceReminders.contentId, ids)))
      .map((r) => `${r.contentId}@${r.dueDate}:${r.stage}`)
      .sort();

  it("due dates in SQL match the ones the API shows", async () => {
    const o = await ownerWithPage(t);
    const made = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Policy" }, review_interval_months: 6 }, o.headers);
    expect(made.status, made.text).toBe(201);
    await t.ctx.db
      .update(contents)
      .set({ createdAt: new Date("2026-08-31T12:00:00Z") })
      .where(eq(contents.id, made.json.id));
    const [fromSql] = rowsOf<{ due: string }>(
      await t.ctx.db.execute(sql`select to_char(${DUE_DATE_SQL}, 'YYYY-MM-DD') as due from contents c where c.id = ${made.json.id}`),
    );
    const read = await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${made.json.id}/`, o.headers);
    expect(read.json).toMatchObject({ review_interval_months: 6, due_date: "2027-02-28", due_basis: "review" });
    expect(fromSql!.due).toBe("2027-02-28");
    const bad = await o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${made.json.id}/`, { review_interval_months: 5 }, o.headers);
    expect(bad.json).toEqual({ review_interval_months: ["Select a review interval of 3, 6, 12, 24 or 36 months."] });
  });

  it("are sent once per stage through the job runner, across a restart and a pause, each in the member's mail", async () => {
    const o = await ownerWithPage(t, { published: true });
    const item = async (title: string, fields: Partial<typeof contents.$inferInsert>) => {
      const made = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: title } }, o.headers);
      expect(made.status, made.text).toBe(201);
      await t.ctx.db.update(contents).set(fields).where(eq(contents.id, made.json.id));
      return made.json.id as number;
    };
    // Certificate expiring in 60 days (verified); a policy reviewed yearly, last verified 11 months ago; one far off; one long expired.
    const iso = await item("ISO 14001", { expirationDate: plusDays(TODAY, 60), evidenceState: "verified" });
    const lastVerified = addMonths(plusDays(TODAY, 30), -12);
    const policy = await item("Supplier code", { reviewIntervalMonths: 12, evidenceState: "verified", lastVerified: new Date(`${lastVerified}T09:00:00Z`) });
    const far = await item("Far off", { expirationDate: plusDays(TODAY, 200) });
    const old = await item("Long expired", { expirationDate: plusDays(TODAY, -30) });
    const ids = [iso, policy, far, old];
    const due = { iso: plusDays(TODAY, 60), policy: addMonths(lastVerified, 12) };

    // Day 0, twice (a retry): the 60-day reminder and the policy's 30-day one, once each.
    expect(await sendEvidenceReminders(t.ctx, TODAY)).toBe(2);
    expect(await sendEvidenceReminders(t.ctx, TODAY)).toBe(0);
    expect(await claims(ids)).toEqual([`${iso}@${due.iso}:60`, `${policy}@${due.policy}:30`].sort());
    await deliverNotifications(t.ctx, o.user.id);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, o.email.toLowerCase()));
    const reminders = mails.filter((m) => m.kind === "evidence_reminder").map((m) => m.subject);
    expect(reminders.sort()).toEqual(['"ISO 14001" expires in 60 days', '"Supplier code" is due for review in 30 days'].sort());
    // A verified claim due for review opens its row with Request re-verification at hand, for the page it is on;
    // a certificate coming to expiry needs its renewed evidence first: the Verifications screen.
    const mailOf = (subject: string) => mails.find((m) => m.subject === subject)!.textBody;
    expect(mailOf('"Supplier code" is due for review in 30 days')).toContain(
      `${t.config.siteUrl}/dashboard/verifications?reverify=${policy}&page=${o.page.id}`,
    );
    expect(mailOf('"ISO 14001" expires in 60 days')).toContain(`${t.config.siteUrl}/dashboard/verifications?page=${o.page.id}`);
    expect(mailOf('"ISO 14001" expires in 60 days')).toContain("changing the evidence shows the item as Self Reported");

    // Restart: a new app on the same database, with the job runner; days are the job's data (the test's clock).
    await t.close();
    t = await start();
    const jobs = createJobs(t.ctx, t.database.jobStore, { pollingSeconds: 0.5 });
    await startJobs(t.ctx, jobs);
    const runAs = async (today: string, expected: string[]) => {
      await jobs.send(REMINDERS_JOB, { today });
      await expect.poll(() => claims(ids), { timeout: 20_000, interval: 250 }).toEqual(expected.sort());
    };
    try {
      const day30 = plusDays(TODAY, 30);
      const afterDay30 = [`${iso}@${due.iso}:60`, `${iso}@${due.iso}:30`, `${policy}@${due.policy}:30`, `${policy}@${due.policy}:0`];
      await runAs(day30, afterDay30);
      await runAs(day30, afterDay30);
      // A pause of three weeks: day 55 sends the 7-day reminder, not the ones it slept through twice.
      const afterDay55 = [...afterDay30, `${iso}@${due.iso}:7`];
      await runAs(plusDays(TODAY, 55), afterDay55);
      // On the day, then the day after (nothing new), then the certificate renewed: a fresh cycle for the new date.
      await runAs(plusDays(TODAY, 60), [...afterDay55, `${iso}@${due.iso}:0`]);
      await runAs(plusDays(TODAY, 61), [...afterDay55, `${iso}@${due.iso}:0`]);
      const renewed = plusDays(TODAY, 61 + 365);
      await t.ctx.db.update(contents).set({ expirationDate: renewed }).where(eq(contents.id, iso));
      await runAs(plusDays(TODAY, 61 + 365 - 59), [...afterDay55, `${iso}@${due.iso}:0`, `${iso}@${renewed}:60`]);
    } finally {
      await jobs.stop(2000);
    }
    // The far-off and the long-expired items were never reminded.
    expect((await claims([far, old])).length).toBe(0);
  }, 120_000);
});
