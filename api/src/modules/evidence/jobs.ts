import type { AppContext } from "../../lib/context.ts";
import type { JobRunner } from "../../lib/jobs.ts";
import { sendEvidenceReminders } from "./reminders.ts";

export const REMINDERS_JOB = "evidence-reminders";

/**
 * The daily reminders of claims coming due (07:11 UTC). `today` in the job's
 * data runs it as another day: a test's clock, or an operator catching up.
 * Each reminder is claimed with its notification, so a retry or a second
 * run the same day sends nothing twice.
 */
export function defineEvidenceJobs(ctx: AppContext, runner: JobRunner) {
  runner.define<{ today?: string }>({
    name: REMINDERS_JOB,
    cron: "11 7 * * *",
    queue: { policy: "singleton", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
    handler: async ({ today }) => {
      await sendEvidenceReminders(ctx, today);
    },
  });
}
