import type { Logger } from "./logger.ts";

/**
 * Says that what a page shows changed (its initiatives, their evidence or
 * mappings, its settings), so that data derived from it — the benchmark's
 * scores, which peers compare against — is brought up to date. Like the
 * notifier, it is routed to a job once the job runner starts; before that
 * (scripts, tests) it does nothing and the daily refresh catches up. A
 * failure to queue never fails the write that caused it.
 */
export type PageChanges = {
  changed(pageId: number): Promise<void>;
  useQueue(enqueue: (pageId: number) => Promise<void>): void;
};

export function createPageChanges(logger: Logger): PageChanges {
  let enqueue: ((pageId: number) => Promise<void>) | null = null;
  return {
    async changed(pageId) {
      if (!enqueue) return;
      try {
        await enqueue(pageId);
      } catch (error) {
        logger.error("page_changes.enqueue_failed", { page_id: pageId, error: error instanceof Error ? error.message : String(error) });
      }
    },
    useQueue(queue) {
      enqueue = queue;
    },
  };
}
