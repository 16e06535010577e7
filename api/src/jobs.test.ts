import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { billingTransactions, emailOutbox, userSubscriptions } from "@greenpage/db/schema";
import { createJobs, startJobs } from "./jobs.ts";
import { SETTLE_JOB } from "./modules/billing/jobs.ts";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage } from "./test/harness.ts";

const BUN = join(import.meta.dirname, "../../node_modules/.bin/bun");
const WORKER = join(import.meta.dirname, "test/job-worker.ts");
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An app on a database a second process can open too: a PostgreSQL database of its own, or a PGlite folder. */
async function sharedApp(): Promise<{ t: TestApp; target: string; reopen: () => Promise<TestApp> }> {
  const isolated = await isolatedDatabaseUrl();
  cleanups.push(isolated.drop);
  if (isolated.url) {
    const t = await createTestApp({}, isolated.url);
    return { t, target: isolated.url, reopen: async () => t };
  }
  const dir = mkdtempSync(join(tmpdir(), "greenpage-jobs-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const t = await createTestApp({}, undefined, dir);
  return { t, target: dir, reopen: () => createTestApp({}, undefined, dir) };
}

/** An owner on Plus through checkout, whose renewal is due now. */
async function dueOwner(t: TestApp) {
  const o = await ownerWithPage(t);
  const opened = await o.client.post("/api/v1/billing/checkout/", { plan: "plus", tier: "b1_10", currency: "USD" }, o.headers);
  const paid = await o.client.post(
    `/api/v1/billing/checkout/${opened.json.id}/pay/`,
    { card_number: "4242424242424242", expiry: "12/34", cvc: "123" },
    o.headers,
  );
  expect(paid.json.status).toBe("complete");
  const past = new Date(Date.now() - 60_000);
  await t.ctx.db
    .update(userSubscriptions)
    .set({ currentPeriodEnd: past, nextAttemptAt: past, currentPeriodStart: new Date(past.getTime() - 30 * 86_400_000) })
    .where(eq(userSubscriptions.userId, o.user.id));
  return o.user.id as string;
}

const charges = async (t: TestApp, userId: string) =>
  (await t.ctx.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))).filter((row) => row.status === "succeeded");

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startWorker(target: string): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(BUN, [WORKER, target], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr!.on("data", (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

/** A local SMTP server that refuses the first `refusals` messages (451, try again later), then takes them. */
async function flakySmtp(refusals: number) {
  const received: string[] = [];
  let left = refusals;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let body = "";
      stream.on("data", (chunk) => {
        body += String(chunk);
      });
      stream.on("end", () => {
        if (left-- > 0) return done(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        received.push(body);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("durable jobs", () => {
  it("deliver a mail SMTP refused, with retries, once", async () => {
    const smtp = await flakySmtp(2);
    const t = await createTestApp({ SMTP_URL: smtp.url });
    const jobs = createJobs(t.ctx, t.database.jobStore, { pollingSeconds: 0.5, queueOverrides: { retryDelay: 1, retryBackoff: true, retryDelayMax: 1 } });
    await startJobs(t.ctx, jobs);
    try {
      const id = await t.ctx.mailer.send({ to: "owner@example.com", subject: "Receipt", text: "Thank you.", kind: "billing_receipt" });
      const sent = await until(async () => {
        const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
        return row?.status === "sent" ? row : null;
      }, 30_000);
      // Refused twice (each try counted), then delivered, and delivered once.
      expect(sent.attempts).toBe(2);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain("Subject: Receipt");
    } finally {
      await jobs.stop(2000);
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it("renew a due subscription through the job runner", async () => {
    const { t } = await sharedApp();
    const userId = await dueOwner(t);
    const jobs = createJobs(t.ctx, t.database.jobStore, { pollingSeconds: 0.5 });
    await startJobs(t.ctx, jobs);
    try {
      await jobs.send(SETTLE_JOB, { userId }, { singletonKey: userId });
      const done = await until(async () => (await charges(t, userId)).length === 2, 20_000);
      expect(done).toBe(true);
    } finally {
      await jobs.stop(2000);
      await t.close();
    }
  }, 60_000);

  it("finish a job once in effect when its worker is killed with -9 in the middle", async () => {
    const { t, target, reopen } = await sharedApp();
    const userId = await dueOwner(t);
    // Queue the settle job, then leave: the worker process takes it.
    const queue = createJobs(t.ctx, t.database.jobStore, { queueOverrides: { expireInSeconds: 2, retryDelay: 0, retryBackoff: true, retryDelayMax: 1 } });
    await queue.start();
    await queue.send(SETTLE_JOB, { userId }, { singletonKey: userId });
    await queue.stop(1000);
    const pglite = t.database.jobStore.kind === "pglite";
    if (pglite) await t.close(); // PGlite serves one process: hand the folder over.

    const worker = startWorker(target);
    await until(async () => worker.output().includes(`DONE ${SETTLE_JOB}`), 30_000).catch(() => {
      throw new Error(`the worker did not settle: ${worker.output()}`);
    });
    worker.child.kill("SIGKILL");
    await new Promise((resolve) => worker.child.once("exit", resolve));

    const after = await reopen();
    // The charge happened once, but the job was never marked done.
    expect(await charges(after, userId)).toHaveLength(2);
    const jobs = createJobs(after.ctx, after.database.jobStore, {
      pollingSeconds: 0.5,
      superviseSeconds: 1,
      queueOverrides: { expireInSeconds: 2, retryDelay: 0, retryBackoff: true, retryDelayMax: 1 },
    });
    await startJobs(after.ctx, jobs);
    try {
      // The abandoned job comes back (at least once) and, run again, changes nothing.
      const redelivered = await until(async () => {
        const [row] = await after.ctx.db
          .execute<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where name = '${SETTLE_JOB}' order by created_on desc limit 1` as never,
          )
          .then((result) =>
            "rows" in (result as object)
              ? (result as unknown as { rows: { state: string; retry_count: number }[] }).rows
              : (result as unknown as { state: string; retry_count: number }[]),
          );
        return row?.state === "completed" ? row : null;
      }, 30_000);
      expect(redelivered.retry_count).toBeGreaterThanOrEqual(1);
      expect(await charges(after, userId)).toHaveLength(2);
      const [sub] = await after.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
      expect(sub!.status).toBe("active");
      expect(sub!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await jobs.stop(2000);
      await after.close();
      if (!pglite) await t.close();
    }
  }, 120_000);
});
