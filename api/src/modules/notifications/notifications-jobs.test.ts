import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { emailOutbox, notifications } from "@greenpage/db/schema";
import { createJobs, startJobs } from "../../jobs.ts";
import { createTestApp, isolatedDatabaseUrl } from "../../test/harness.ts";
import { defaultAnswers, feedbackPage, stakeholders, submit } from "../feedback/test-fixtures.ts";
import { DELIVER_JOB } from "./jobs.ts";

/** A local SMTP server that keeps every message as it arrived, headers included. */
async function recordingSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let body = "";
      stream.on("data", (chunk) => {
        body += String(chunk);
      });
      stream.on("end", () => {
        received.push(body);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("notification delivery on the job runner", () => {
  it("mails a new answer through SMTP with its unsubscribe headers, once however often the job runs", async () => {
    const smtp = await recordingSmtp();
    // A database of its own on PostgreSQL: the runner's cron jobs must not act on other test files' rows.
    const isolated = await isolatedDatabaseUrl();
    const t = await createTestApp({ SMTP_URL: smtp.url }, isolated.url);
    const jobs = createJobs(t.ctx, t.database.jobStore, { pollingSeconds: 0.5 });
    await startJobs(t.ctx, jobs);
    try {
      const page = await feedbackPage(t);
      const [who] = await stakeholders(t, 1);
      const res = await submit(page, who!.client, page.defaultForm.id, {
        stakeholder_type: "supplier",
        relationship: "Beans",
        answers: defaultAnswers(page.defaultForm, 3, 7),
      });
      expect(res.status, res.text).toBe(201);
      // The answer woke the delivery job, which wrote the mail; the mail job sent it.
      const sent = await until(async () => {
        const rows = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, page.owner.email.toLowerCase()));
        return rows.find((row) => row.kind === "notification_feedback" && row.status === "sent");
      }, 30_000);
      // (The owner's sign-up verification went out too.)
      const notices = () => smtp.received.filter((message) => message.includes("Subject: New feedback on Midori Coffee"));
      expect(notices()).toHaveLength(1);
      const raw = notices()[0]!.replace(/\r\n[ \t]+/g, " ");
      expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${t.config.siteUrl}/api/v1/notifications/unsubscribe/feedback\\.[\\w-]+\\.[\\w-]+/>\\r$`, "m"));
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);

      // Run twice more (as after a restart): nothing new is written or sent.
      await jobs.send(DELIVER_JOB, { userId: page.owner.user.id });
      await jobs.send(DELIVER_JOB, { userId: page.owner.user.id });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const rows = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, page.owner.email.toLowerCase()));
      expect(rows.filter((row) => row.kind === "notification_feedback").map((row) => row.id)).toEqual([sent.id]);
      const [told] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, page.owner.user.id));
      expect(told?.mailId).toBe(sent.id);
      expect(notices()).toHaveLength(1);
    } finally {
      await jobs.stop(2000);
      await t.close();
      await isolated.drop();
      await smtp.close();
    }
  }, 90_000);
});
