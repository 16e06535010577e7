import type { Database } from "@greenpage/db";
import { pageViewEvents } from "@greenpage/db/schema";
import type { Logger } from "./logger.ts";

export type NewPageView = typeof pageViewEvents.$inferInsert;

export type PageViewRecorder = {
  /**
   * Stores a row with the next batch: resolves once that batch is committed,
   * rejects when it could not be (the caller answers 503, never 202).
   */
  record(row: NewPageView): Promise<void>;
  /** Writes what is waiting now and waits for every write under way (shutdown, tests). */
  flush(): Promise<void>;
};

type Waiting = { row: NewPageView; resolve: () => void; reject: (error: unknown) => void };

/**
 * Page views are written by group commit: the requests of the same few
 * milliseconds wait together and are stored by one INSERT (or at once when
 * `maxRows` are waiting), so the beacon costs the database little, yet every
 * view the API accepted is already stored when it answers 202. A crash loses
 * only views that were never acknowledged, which the client does not retry
 * (analytics must never hold up a page).
 */
export function createPageViewRecorder(deps: { db: Database; logger: Logger; maxRows?: number; lingerMs?: number }): PageViewRecorder {
  const maxRows = deps.maxRows ?? 500;
  const lingerMs = deps.lingerMs ?? 5;
  let batch: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const writing = new Set<Promise<void>>();

  function write() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const work = deps.db
      .insert(pageViewEvents)
      .values(rows.map((w) => w.row))
      .then(
        () => {
          for (const w of rows) w.resolve();
        },
        (error: unknown) => {
          deps.logger.error("analytics.write_failed", { rows: rows.length, error: error instanceof Error ? error.message : String(error) });
          for (const w of rows) w.reject(error);
        },
      );
    writing.add(work);
    void work.finally(() => writing.delete(work));
  }

  return {
    record(row) {
      return new Promise<void>((resolve, reject) => {
        batch.push({ row, resolve, reject });
        if (batch.length >= maxRows) write();
        else timer ??= setTimeout(write, lingerMs);
      });
    },
    async flush() {
      write();
      await Promise.all([...writing]);
    },
  };
}
