import type { DatabaseHandle } from "@greenpage/db";
import type { AppContext } from "./lib/context.ts";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./lib/jobs.ts";
import { MAIL_ATTEMPTS } from "./lib/mail.ts";
import { pruneActivity } from "./lib/page-activity.ts";
import { createViewPartitions, pruneRawViews } from "./modules/analytics/partitions.ts";
import { rollUpRecent } from "./modules/analytics/rollups.ts";
import { sendWeeklyReports } from "./modules/analytics/weekly-report.ts";
import { pruneAuditLog } from "./modules/audit/service.ts";
import { defineBenchmarkJobs, rescoreThroughJobs } from "./modules/benchmark/jobs.ts";
import { defineBillingJobs } from "./modules/billing/jobs.ts";
import { defineEvidenceJobs } from "./modules/evidence/jobs.ts";
import { paymentProviderFor } from "./modules/billing/providers/choose.ts";
import { defineNotificationJobs, wakeThroughJobs } from "./modules/notifications/jobs.ts";

export const MAIL_JOB = "mail-deliver";

/**
 * Every background job of the product, on one runner: mail delivery with
 * retries, billing's renewals, dunning and scheduled ends, notification
 * mails and their daily digest, pruning page
 * activity past 90 days and the admin audit log past AUDIT_RETENTION_DAYS, the analytics roll-ups, the benchmark's scores and the
 * reminders of evidence coming due. Started by
 * the server (tests start their own when they test jobs).
 */
export function createJobs(ctx: AppContext, store: DatabaseHandle["jobStore"], options: JobRunnerOptions = {}): JobRunner {
  const runner = createJobRunner(store, ctx.logger, options);
  runner.define<{ id: number }>({
    name: MAIL_JOB,
    // A refused mail is retried with growing pauses, from 30 s up to an hour, MAIL_ATTEMPTS times in all.
    queue: { policy: "stately", retryLimit: MAIL_ATTEMPTS - 1, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
    handler: ({ id }) => ctx.mailer.deliver(id),
  });
  runner.define<Record<string, never>>({
    name: "mail-sweep",
    cron: "*/5 * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 300 },
    // Mails written just before a crash, whose delivery job was never queued.
    handler: () => ctx.mailer.flushPending({ olderThanMs: 120_000 }),
  });
  runner.define<Record<string, never>>({
    name: "activity-prune",
    cron: "17 3 * * *",
    queue: { policy: "singleton", retryLimit: 2, expireInSeconds: 600 },
    // Page activity is kept 90 days.
    handler: async () => {
      await pruneActivity(ctx.db);
    },
  });
  runner.define<Record<string, never>>({
    name: "audit-prune",
    cron: "29 3 * * *",
    queue: { policy: "singleton", retryLimit: 2, expireInSeconds: 600 },
    // The admin audit log is kept AUDIT_RETENTION_DAYS (at least a year).
    handler: async () => {
      await pruneAuditLog(ctx.db, ctx.config.auditRetentionDays);
    },
  });
  runner.define<Record<string, never>>({
    name: "analytics-rollup",
    cron: "* * * * *",
    queue: { policy: "singleton", retryLimit: 1, expireInSeconds: 120 },
    // The Analytics screen reads daily roll-ups; today's (and yesterday's) are rebuilt each minute.
    handler: async () => {
      await rollUpRecent(ctx.db);
    },
  });
  runner.define<Record<string, never>>({
    name: "analytics-prune",
    cron: "41 3 * * *",
    queue: { policy: "singleton", retryLimit: 2, expireInSeconds: 1800 },
    // Raw page views are kept ANALYTICS_RETENTION_DAYS (whole months dropped), their roll-ups stay; the coming months are made ahead.
    handler: async () => {
      await pruneRawViews(ctx.db, ctx.config.analyticsRetentionDays);
      await createViewPartitions(ctx.db);
    },
  });
  runner.define<Record<string, never>>({
    name: "analytics-weekly",
    cron: "7 6 * * 1",
    queue: { policy: "singleton", retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
    // Mondays: last week's report to each member who asked; a week is claimed with its mail, so a rerun sends nothing twice.
    handler: async () => {
      await sendWeeklyReports(ctx);
    },
  });
  defineBillingJobs(ctx, paymentProviderFor(ctx.config), runner);
  defineNotificationJobs(ctx, runner);
  defineBenchmarkJobs(ctx, runner);
  defineEvidenceJobs(ctx, runner);
  return runner;
}

/** Starts the jobs, then routes mail and notification delivery through them. */
export async function startJobs(ctx: AppContext, runner: JobRunner): Promise<void> {
  await runner.start();
  ctx.mailer.useQueue(async (id) => {
    await runner.send(MAIL_JOB, { id }, { singletonKey: String(id) });
  });
  wakeThroughJobs(ctx, runner);
  rescoreThroughJobs(ctx, runner);
}
