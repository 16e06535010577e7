import type { Logger } from "../../lib/logger.ts";
import type { PageChanges } from "../../lib/page-changes.ts";
import type { AppContext } from "../../lib/context.ts";
import type { ExploreFilters } from "./filters.ts";

/** Bounds of one process's cache: entries, and the size of their JSON. */
export const HOT_READ_LIMITS = { entries: 500, bytes: 16 * 1024 * 1024 } as const;

/**
 * Explore's anonymous reads (rows and capped count), reused for a few seconds
 * by this API process: under load most requests ask what another asked a
 * moment ago, and 50 connections each running the same search queue up on
 * the database. Identical reads in flight at once share one database read.
 * Whatever the cache holds is dropped when any page changes (`clear`), and a
 * read that was running when it was cleared is not kept: it may have seen the
 * old state.
 */
export type HotReads = {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Database reads started (misses) and answers served from the cache or a shared read (hits). */
  readonly stats: { loads: number; hits: number; entries: number; bytes: number };
};

type Entry = { value: unknown; expires: number; bytes: number };
type Options = { ttlMs: number; entries?: number; bytes?: number; now?: () => number };

export function createHotReads({ ttlMs, entries = HOT_READ_LIMITS.entries, bytes = HOT_READ_LIMITS.bytes, now = Date.now }: Options): HotReads {
  const stored = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let generation = 0;
  let size = 0;
  const stats = { loads: 0, hits: 0, entries: 0, bytes: 0 };

  const drop = (key: string) => {
    const entry = stored.get(key);
    if (!entry) return;
    stored.delete(key);
    size -= entry.bytes;
  };
  const sync = () => {
    stats.entries = stored.size;
    stats.bytes = size;
  };

  /** Keeps `value` unless too big alone; the oldest entries make room (a Map iterates in insertion order). */
  function store(key: string, value: unknown) {
    const entryBytes = JSON.stringify(value).length;
    if (entryBytes > bytes) return;
    drop(key);
    stored.set(key, { value, expires: now() + ttlMs, bytes: entryBytes });
    size += entryBytes;
    for (const oldest of stored.keys()) {
      if (stored.size <= entries && size <= bytes) break;
      drop(oldest);
    }
    sync();
  }

  async function load<T>(key: string, read: () => Promise<T>): Promise<T> {
    const startedIn = generation;
    stats.loads += 1;
    const value = await read();
    if (startedIn === generation) store(key, value);
    return value;
  }

  return {
    async read<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return read();
      const entry = stored.get(key);
      if (entry && entry.expires > now()) {
        stats.hits += 1;
        return entry.value as T;
      }
      if (entry) drop(key);
      const running = inFlight.get(key);
      if (running) {
        stats.hits += 1;
        return running as Promise<T>;
      }
      const started: Promise<T> = load(key, read).finally(() => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      });
      inFlight.set(key, started);
      return started;
    },
    clear() {
      generation += 1;
      stored.clear();
      inFlight.clear();
      size = 0;
      sync();
    },
    stats,
  };
}

/**
 * The cache of one API process, cleared by every page change: at once for
 * this process's own writes, and through the page-changes bus (NOTIFY) for
 * those of other processes.
 */
export function hotReadsFor(config: { exploreCacheSeconds: number }, changes: PageChanges, logger: Logger): HotReads {
  const reads = createHotReads({ ttlMs: config.exploreCacheSeconds * 1000 });
  if (config.exploreCacheSeconds <= 0) return reads;
  changes.onLocalChange(() => reads.clear());
  changes
    .subscribe(() => reads.clear())
    .catch((error) => {
      // Without the bus, other processes' changes are seen at expiry only.
      logger.error("explore.cache_follow_failed", { error: error instanceof Error ? error.message : String(error) });
    });
  return reads;
}

/**
 * Reads one Explore list through `cache` (when given): keyed by the list, the
 * checked filters and whether `ctx` reads the replica or the primary (a
 * signed-in reader must not be served a lagging replica's rows).
 */
export function cachedRead<T>(cache: HotReads | undefined, ctx: AppContext, list: "pages" | "initiatives", filters: ExploreFilters, read: () => Promise<T>) {
  if (!cache) return read();
  return cache.read(JSON.stringify([list, ctx.db === ctx.readDb, filters]), read);
}
