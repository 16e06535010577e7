import type { AppContext } from "../../lib/context.ts";
import type { JobRunner } from "../../lib/jobs.ts";
import { deliverNotifications, deliverWaiting, pruneNotifications, sendDigests } from "./delivery.ts";

export const DELIVER_JOB = "notifications-deliver";

/**
 * Notification mails on the job runner: a delivery job per member, woken
 * when something is recorded (`stately`: never two waiting for one member);
 * a sweep each minute for notifications whose wake-up was lost; and the daily
 * digest at 08:00 UTC (which then deletes notifications mailed a month ago).
 * Every handler claims its rows with the mail, so it is idempotent.
 */
export function defineNotificationJobs(ctx: AppContext, runner: JobRunner) {
  runner.define<{ userId: string }>({
    name: DELIVER_JOB,
    queue: { policy: "stately", retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
    handler: async ({ userId }) => {
      await deliverNotifications(ctx, userId);
    },
  });
  runner.define<Record<string, never>>({
    name: "notifications-sweep",
    cron: "* * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 300 },
    handler: async () => {
      await deliverWaiting(ctx, 60_000);
    },
  });
  runner.define<Record<string, never>>({
    name: "notifications-digest",
    cron: "0 8 * * *",
    queue: { policy: "singleton", retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
    handler: async () => {
      await sendDigests(ctx);
      await pruneNotifications(ctx);
    },
  });
}

/** Routes `ctx.notifier.wake` to the delivery job (after the runner has started). */
export function wakeThroughJobs(ctx: AppContext, runner: JobRunner) {
  ctx.notifier.useQueue(async (userId) => {
    await runner.send(DELIVER_JOB, { userId }, { singletonKey: userId });
  });
}
