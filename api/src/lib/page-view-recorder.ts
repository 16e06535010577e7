import type { Database } from "@greenpage/db";
import { pageViewEvents } from "@greenpage/db/schema";
import type { Logger } from "./logger.ts";

export type NewPageView = typeof pageViewEvents.$inferInsert;

export type PageViewRecorder = {
  /** Queues a row; it is written within `intervalMs`, or at once when `maxRows` are waiting. */
  add(row: NewPageView): void;
  /** Writes what is queued and waits for every write under way (shutdown, tests). */
  flush(): Promise<void>;
};

/**
 * Page views are written in batches (the design's scale path): one INSERT per
 * second or per `maxRows` rows instead of one per view, so the site's beacon
 * costs the database little. What is queued lives in this process only: a
 * crash loses at most the last second, and a failed batch is logged and
 * dropped (analytics must never hold up or break a request).
 */
export function createPageViewRecorder(deps: { db: Database; logger: Logger; maxRows?: number; intervalMs?: number }): PageViewRecorder {
  const maxRows = deps.maxRows ?? 200;
  const intervalMs = deps.intervalMs ?? 1000;
  let queue: NewPageView[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const writing = new Set<Promise<void>>();

  function write(rows: NewPageView[]) {
    const work = deps.db
      .insert(pageViewEvents)
      .values(rows)
      .then(
        () => undefined,
        (error: unknown) => deps.logger.error("analytics.write_failed", { rows: rows.length, error: error instanceof Error ? error.message : String(error) }),
      );
    writing.add(work);
    void work.finally(() => writing.delete(work));
  }

  async function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length > 0) {
      write(queue);
      queue = [];
    }
    await Promise.all([...writing]);
  }

  return {
    add(row) {
      queue.push(row);
      if (queue.length >= maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        // A waiting batch must not keep a finished process (a script, a test run) alive.
        timer.unref?.();
      }
    },
    flush,
  };
}
