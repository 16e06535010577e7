import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@greenpage/db";
import type { Logger } from "./logger.ts";

/**
 * Says that what a page shows changed (its initiatives, their evidence or
 * mappings, its settings), so that
 * - data derived from it — the benchmark's scores, which peers compare
 *   against — is brought up to date: like the notifier, it is routed to a job
 *   once the job runner starts; before that (scripts, tests) the daily refresh
 *   catches up;
 * - every site process drops its rendered copy of the page at once: the change
 *   is a PostgreSQL NOTIFY, so every API process on the same database hears it
 *   (whichever took the write) and tells the sites that follow it
 *   (`GET /api/v1/page-changes/`, a stream).
 * A failure to queue or to notify never fails the write that caused it.
 */
export type PageChanges = {
  changed(pageId: number): Promise<void>;
  /** Something every page may show changed (an account disabled or deleted): sites drop every page. */
  changedAll(): Promise<void>;
  useQueue(enqueue: (pageId: number) => Promise<void>): void;
  /**
   * Calls `listener` for every change made by any process, from the moment it resolves. `page_id: null`
   * means "any page": an account-wide change, or listening restarted and changes may have been missed.
   */
  subscribe(listener: (change: PageChange) => void): Promise<() => void>;
  /**
   * Calls `listener` at once (before the NOTIFY) for every change this process makes: for caches in
   * this process that must not serve the old state even for the moment the NOTIFY takes to come back.
   */
  onLocalChange(listener: (change: PageChange) => void): () => void;
};

export type PageChange = { page_id: number | null };
/** The NOTIFY channel; its payload is a page id, or "*" for every page. */
export const PAGE_CHANGES_CHANNEL = "greenpage_page_changes";

type Bus = { db: Database; listen: DatabaseHandle["listen"] };

export function createPageChanges(logger: Logger, bus: Bus): PageChanges {
  let enqueue: ((pageId: number) => Promise<void>) | null = null;
  const listeners = new Set<(change: PageChange) => void>();
  const localListeners = new Set<(change: PageChange) => void>();
  let listening: Promise<unknown> | null = null;
  let heardBefore = false;

  const deliver = (change: PageChange) => {
    for (const listener of listeners) listener(change);
  };
  const parse = (payload: string): PageChange => {
    const id = Number(payload);
    return { page_id: Number.isSafeInteger(id) && id > 0 ? id : null };
  };

  async function notify(payload: string) {
    try {
      await bus.db.execute(sql`select pg_notify(${PAGE_CHANGES_CHANNEL}, ${payload})`);
    } catch (error) {
      logger.error("page_changes.notify_failed", { payload, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** One LISTEN per process, opened by the first subscriber and kept; a failed start is retried by the next. */
  function listen() {
    listening ??= bus
      .listen(
        PAGE_CHANGES_CHANNEL,
        (payload) => deliver(parse(payload)),
        () => {
          // A reconnect (not the first start) may have missed notifications: everything counts as changed.
          if (heardBefore) deliver({ page_id: null });
          heardBefore = true;
        },
      )
      .catch((error) => {
        listening = null;
        throw error;
      });
    return listening;
  }

  return {
    async changed(pageId) {
      for (const listener of localListeners) listener({ page_id: pageId });
      await notify(String(pageId));
      if (!enqueue) return;
      try {
        await enqueue(pageId);
      } catch (error) {
        logger.error("page_changes.enqueue_failed", { page_id: pageId, error: error instanceof Error ? error.message : String(error) });
      }
    },
    changedAll() {
      for (const listener of localListeners) listener({ page_id: null });
      return notify("*");
    },
    useQueue(queue) {
      enqueue = queue;
    },
    async subscribe(listener) {
      await listen();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLocalChange(listener) {
      localListeners.add(listener);
      return () => localListeners.delete(listener);
    },
  };
}
