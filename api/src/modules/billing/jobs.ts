import type { AppContext } from "../../lib/context.ts";
import type { JobRunner } from "../../lib/jobs.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { dueSubscriptions, endLapsedPagePlans, settleSubscription } from "./renewals.ts";

export const SETTLE_JOB = "billing-settle";

/**
 * Renewals, dunning retries and scheduled ends. Every minute a sweep finds
 * the accounts whose period ended or whose retry is due and queues one settle
 * job per account (`stately`: never two waiting for the same account); the
 * settle is idempotent, so a job handed out twice after a crash does its work once.
 */
export function defineBillingJobs(ctx: AppContext, provider: PaymentProvider, runner: JobRunner) {
  runner.define<{ userId: string }>({
    name: SETTLE_JOB,
    queue: { policy: "stately", retryLimit: 6, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
    handler: async ({ userId }) => {
      const settled = await settleSubscription(ctx, provider, userId);
      if (settled.action !== "none") ctx.logger.info("billing.settled", { user_id: userId, action: settled.action });
    },
  });
  runner.define<Record<string, never>>({
    name: "billing-sweep",
    cron: "* * * * *",
    queue: { policy: "singleton", retryLimit: 0, expireInSeconds: 300 },
    handler: async () => {
      for (const userId of await dueSubscriptions(ctx, new Date(), 1000)) {
        await runner.send(SETTLE_JOB, { userId }, { singletonKey: userId });
      }
      const ended = await endLapsedPagePlans(ctx);
      if (ended > 0) ctx.logger.info("billing.page_plans_ended", { count: ended });
    },
  });
}
