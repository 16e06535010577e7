import { and, asc, eq, gt } from "drizzle-orm";
import { pages } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { JobRunner } from "../../lib/jobs.ts";
import { utcDay } from "./history.ts";
import { rescorePage } from "./service.ts";

export const RESCORE_JOB = "benchmark-rescore";
/** A write is rescored this long after it, so a burst of edits (a reorder, an import) is scored once. */
const RESCORE_DELAY_MS = 5_000;
/** Published pages read per batch of the daily refresh. */
const REFRESH_BATCH = 200;

/**
 * Rescores every published page (in id order, a batch at a time): evidence
 * expires with no write, so scores move overnight. Filing only changed
 * scores makes a rerun harmless. Returns how many pages it scored.
 */
export async function refreshPublishedScores(ctx: AppContext, today = utcDay()): Promise<number> {
  let after = 0;
  let scored = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.isPublished, true), gt(pages.id, after)))
      .orderBy(asc(pages.id))
      .limit(REFRESH_BATCH);
    for (const { id } of batch) {
      await rescorePage(ctx.db, id, today);
      scored++;
    }
    if (batch.length < REFRESH_BATCH) return scored;
    after = batch[batch.length - 1]!.id;
  }
}

/**
 * The benchmark's jobs: a page's scores after its contents change (`stately`
 * per page: while one waits, more writes add nothing), and the daily refresh
 * of every published page at 02:23 UTC. Both only file changed scores, so
 * they are idempotent.
 */
export function defineBenchmarkJobs(ctx: AppContext, runner: JobRunner) {
  runner.define<{ pageId: number }>({
    name: RESCORE_JOB,
    queue: { policy: "stately", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    handler: async ({ pageId }) => {
      await rescorePage(ctx.db, pageId, utcDay());
    },
  });
  runner.define<Record<string, never>>({
    name: "benchmark-refresh",
    cron: "23 2 * * *",
    queue: { policy: "singleton", retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 },
    handler: async () => {
      await refreshPublishedScores(ctx);
    },
  });
}

/** Routes `ctx.pageChanges` to the rescore job (after the runner has started). */
export function rescoreThroughJobs(ctx: AppContext, runner: JobRunner) {
  ctx.pageChanges.useQueue(async (pageId) => {
    await runner.send(RESCORE_JOB, { pageId }, { singletonKey: String(pageId), startAfter: new Date(Date.now() + RESCORE_DELAY_MS) });
  });
}
