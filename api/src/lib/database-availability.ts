import type { Logger } from "./logger.ts";

/**
 * Whether the database can be reached, known without waiting for it. While
 * it cannot, every request is answered 503 at once instead of queueing
 * behind connection attempts; a ping on a connection of its own finds out
 * when it is back, and the API serves again without a restart.
 */
export type DatabaseAvailability = {
  isUp(): boolean;
  /**
   * A query failed in a way that means the database may be unreachable. One
   * connection can fail alone (reset by a proxy, ended by an administrator),
   * so a ping decides: when it fails too, the database counts as down until a
   * ping succeeds. Resolves to whether it is down.
   */
  reportOutage(reason: string): Promise<boolean>;
  /** Calls `listener` the next time the database is found down (an in-flight request stops waiting then); returns the unsubscribe. */
  onOutage(listener: () => void): () => void;
  stop(): void;
};

export type AvailabilityOptions = {
  ping: (timeoutMs: number) => Promise<void>;
  logger: Logger;
  /** How often the database is pinged while it answers (a hung server sends no error to notice); 0: only after an outage (an embedded database cannot hang). */
  heartbeatMs?: number;
  /** How often it is pinged while it is down: the most a recovery waits to be noticed. */
  retryMs?: number;
  /** A ping slower than this counts as no answer. */
  pingTimeoutMs?: number;
};

export function createDatabaseAvailability({ ping, logger, heartbeatMs = 300, retryMs = 250, pingTimeoutMs = 800 }: AvailabilityOptions): DatabaseAvailability {
  let up = true;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The ping that answers every report made while it runs (a burst of failures costs one ping). */
  let confirming: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(check, ms);
    // The process may exit with the next ping still scheduled.
    (timer as { unref?: () => void }).unref?.();
  }

  async function check() {
    try {
      await ping(pingTimeoutMs);
      if (!up) {
        up = true;
        logger.info("database.available", {});
      }
    } catch (error) {
      // While it answers, one slow ping is asked again once on a new connection before the database counts as down.
      const confirmed = up
        ? await ping(Math.ceil(pingTimeoutMs / 2)).then(
            () => false,
            () => true,
          )
        : true;
      if (confirmed) markDown(error instanceof Error ? error.message : String(error));
    }
    if (!up) schedule(retryMs);
    else if (heartbeatMs > 0) schedule(heartbeatMs);
  }

  function markDown(reason: string) {
    if (!up) return;
    up = false;
    logger.error("database.unavailable", { reason });
    const waiting = [...listeners];
    listeners.clear();
    for (const listener of waiting) listener();
  }

  if (heartbeatMs > 0) schedule(heartbeatMs);

  return {
    isUp: () => up,
    reportOutage(reason) {
      if (!up) return Promise.resolve(true);
      confirming ??= ping(pingTimeoutMs).then(
        () => false,
        (error: unknown) => {
          markDown(`${reason} (and a ping: ${error instanceof Error ? error.message : String(error)})`);
          schedule(retryMs);
          return true;
        },
      );
      const pending = confirming;
      void pending.finally(() => {
        if (confirming === pending) confirming = null;
      });
      return pending;
    },
    onOutage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The request's answer, or a 503 as soon as the database is found down while
 * it waits: a query stuck on a server that stopped answering (no error ever
 * comes back) must not hold its client.
 */
export async function answerUnlessOutage(availability: DatabaseAvailability, answer: Promise<Response>, unavailable: () => Response): Promise<Response> {
  let unsubscribe = () => {};
  const outage = new Promise<Response>((resolve) => {
    unsubscribe = availability.onOutage(() => resolve(unavailable()));
  });
  try {
    return await Promise.race([answer, outage]);
  } finally {
    unsubscribe();
  }
}
