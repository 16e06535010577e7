import { fromPglite, PgBoss, type QueueOptions } from "pg-boss";
import type { DatabaseHandle } from "@greenpage/db";
import type { Logger } from "./logger.ts";

/**
 * Durable background work on pg-boss, in the same database as everything
 * else: on PostgreSQL through a small pool of its own, on the embedded PGlite
 * through pg-boss's PGlite adapter (so `npm start` runs the same jobs
 * offline). Delivery is at least once: a job whose worker dies (kill -9) is
 * handed out again after `expireInSeconds`, so every handler is idempotent.
 */
export type JobHandler<T> = (data: T) => Promise<void>;

export type JobDefinition<T> = {
  name: string;
  /** Retries, backoff, expiry, and `stately` for at most one waiting job per `singletonKey`. */
  queue: QueueOptions & { policy?: "standard" | "stately" | "singleton" };
  handler: JobHandler<T>;
  /** A cron line (minute granularity) on which the job is sent with empty data. */
  cron?: string;
};

export type JobRunner = {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Starts the queues and workers (after every `define`). */
  start(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string; startAfter?: Date }): Promise<string | null>;
  /** Stops taking jobs and waits up to `timeoutMs` for running ones. */
  stop(timeoutMs?: number): Promise<void>;
};

export type JobRunnerOptions = {
  /** How often idle workers look for jobs (pg-boss's minimum is 0.5 s). */
  pollingSeconds?: number;
  /** How often expired (abandoned) jobs are taken back; pg-boss's default is a minute. */
  superviseSeconds?: number;
  /** Overrides every queue's options (the crash test wants abandoned jobs back in seconds, not minutes). */
  queueOverrides?: Pick<QueueOptions, "expireInSeconds" | "retryDelay" | "retryBackoff" | "retryDelayMax">;
};

export function createJobRunner(store: DatabaseHandle["jobStore"], logger: Logger, options: JobRunnerOptions = {}): JobRunner {
  const timing = {
    superviseIntervalSeconds: options.superviseSeconds ?? 30,
    monitorIntervalSeconds: options.superviseSeconds ?? 30,
    cronWorkerIntervalSeconds: 30,
    cronMonitorIntervalSeconds: 30,
  };
  const boss =
    store.kind === "postgresql"
      ? new PgBoss({ connectionString: store.url, max: 3, application_name: "greenpage-jobs", ...timing })
      : new PgBoss({ db: fromPglite(store.client), backend: "pglite", ...timing });
  boss.on("error", (error) => logger.error("jobs.error", { error: error instanceof Error ? error.message : String(error) }));
  const definitions: JobDefinition<object>[] = [];
  let started = false;

  return {
    define(definition) {
      definitions.push(definition as JobDefinition<object>);
    },
    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        await boss.createQueue(definition.name, { ...definition.queue, ...options.queueOverrides });
        await boss.work<object>(definition.name, { pollingIntervalSeconds: options.pollingSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await definition.handler(job.data);
            } catch (error) {
              logger.error("jobs.failed", { queue: definition.name, job_id: job.id, error: error instanceof Error ? error.message : String(error) });
              // pg-boss retries it with the queue's backoff.
              throw error;
            }
          }
        });
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
      }
    },
    async send(name, data, sendOptions = {}) {
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
