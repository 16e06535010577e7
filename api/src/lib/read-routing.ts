import { gt, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { pageActivity } from "@greenpage/db/schema";
import type { AppContext } from "./context.ts";
import type { Logger } from "./logger.ts";
import type { PageChanges } from "./page-changes.ts";

/** How long after a change a page's public reads stay on the primary (the owner's view, the page cache's re-render). */
export const STICKY_MS = 5_000;
/** How soon a failed subscription to the page-changes bus is tried again. */
export const FOLLOW_RETRY_MS = 1_000;

/**
 * Which database a public read goes to when DATABASE_READ_URL names a
 * streaming replica. Every few hundred milliseconds each API process asks the
 * primary for its WAL position and the pages written in the last STICKY_MS
 * (from the page activity every accepted page write records: a backstop for
 * the page-changes bus, which tells every process of a write at once), then asks the replica whether it
 * has replayed that position. The replica is read only while it had replayed
 * everything the primary had committed no more than `maxLagMs` ago; a replica
 * that lags further, stops answering or is not set up makes every read go to
 * the primary.
 */
export type ReadRouting = {
  /** A replica is configured. */
  readonly replicated: boolean;
  /** The replica is known to hold everything committed on the primary up to `maxLagMs` ago. */
  fresh(): boolean;
  /** The page was written within STICKY_MS: read it from the primary. */
  changedRecently(pageId: number): boolean;
  /** The page was written (by this process, or another: heard on the page-changes bus). */
  noteChanged(pageId: number): void;
  /**
   * `changes`, with every page it reports (from any process, through its NOTIFY bus) noted as changed,
   * and this process's own writes noted before they are announced. A change of every page (or a bus
   * that reconnected and may have missed some) keeps all public reads on the primary for STICKY_MS.
   */
  follow(changes: PageChanges): PageChanges;
  /** One round of the check now (the timer runs it on its own). */
  check(): Promise<void>;
  stop(): void;
};

type Options = { primary: Database; replica: Database | null; maxLagMs: number; logger: Logger; now?: () => number };

export function createReadRouting({ primary, replica, maxLagMs, logger, now = Date.now }: Options): ReadRouting {
  const recent = new Map<number, number>();
  let allUntil = 0;
  const noteChanged = (pageId: number) => void recent.set(pageId, now() + STICKY_MS);
  const changedRecently = (pageId: number) => allUntil > now() || (recent.get(pageId) ?? 0) > now();
  if (!replica) return { replicated: false, fresh: () => false, changedRecently, noteChanged, follow: (changes) => changes, check: async () => {}, stop() {} };

  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  function follow(changes: PageChanges): PageChanges {
    // A bus that cannot listen yet (the database down at start) is tried again until it does: without it, other
    // processes' writes would reach this one only through the check's polling.
    const subscribe = () =>
      changes
        .subscribe((change) => {
          if (change.page_id === null) allUntil = now() + STICKY_MS;
          else noteChanged(change.page_id);
        })
        .catch((error) => {
          logger.error("replica.follow_failed", { error: error instanceof Error ? error.message : String(error) });
          if (stopped) return;
          retry = setTimeout(subscribe, FOLLOW_RETRY_MS);
          retry.unref?.();
        });
    void subscribe();
    return {
      ...changes,
      async changed(pageId) {
        noteChanged(pageId);
        await changes.changed(pageId);
      },
      async changedAll() {
        allUntil = now() + STICKY_MS;
        await changes.changedAll();
      },
    };
  }

  /** When the primary was last seen at a position the replica had replayed (the time of asking, before the answer). */
  let caughtUpAt = Number.NEGATIVE_INFINITY;
  let healthy = true;
  let running: Promise<void> | null = null;

  async function round() {
    const askedAt = now();
    const [position, changed] = await Promise.all([
      primary.execute(sql`select pg_current_wal_lsn()::text as lsn`),
      // How long ago (by the database's clock) each page was last written.
      primary
        .select({ pageId: pageActivity.pageId, ageMs: sql<number>`(extract(epoch from now() - max(${pageActivity.createdAt})) * 1000)::int` })
        .from(pageActivity)
        .where(gt(pageActivity.createdAt, sql`now() - make_interval(secs => ${STICKY_MS / 1000})`))
        .groupBy(pageActivity.pageId),
    ]);
    for (const { pageId, ageMs } of changed) recent.set(pageId, Math.max(recent.get(pageId) ?? 0, askedAt - Number(ageMs) + STICKY_MS));
    for (const [pageId, until] of recent) if (until <= askedAt) recent.delete(pageId);
    const lsn = rowsOf<{ lsn: string }>(position)[0]!.lsn;
    // A server not in recovery is not a replica (DATABASE_READ_URL pointing at the primary itself): always current.
    const [state] = rowsOf<{ current: boolean }>(
      await replica!.execute(sql`select not pg_is_in_recovery() or coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, false) as current`),
    );
    if (state?.current) caughtUpAt = askedAt;
  }

  async function check() {
    running ??= round()
      .then(() => report(true))
      .catch((error) => report(false, error))
      .finally(() => {
        running = null;
      });
    await running;
  }

  function report(ok: boolean, error?: unknown) {
    const isFresh = ok && now() - caughtUpAt <= maxLagMs;
    if (isFresh === healthy) return;
    healthy = isFresh;
    if (isFresh) logger.info("replica.reading", {});
    else logger.error("replica.behind", { error: error instanceof Error ? error.message : error ? String(error) : `more than ${maxLagMs} ms behind` });
  }

  const timer = setInterval(() => void check(), Math.max(50, Math.min(200, Math.floor(maxLagMs / 4))));
  timer.unref?.();
  void check();
  return {
    replicated: true,
    fresh: () => now() - caughtUpAt <= maxLagMs,
    changedRecently,
    noteChanged,
    follow,
    check,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
    },
  };
}

const readers = new WeakMap<AppContext, AppContext>();

/** A session cookie (better-auth's, `__Secure-` prefixed over https) or an API key or token (Authorization or X-API-Key): someone who may have just written. */
const signedIn = (headers: Headers) =>
  headers.has("authorization") || headers.has("x-api-key") || /(^|[;\s])(__Secure-)?better-auth\.session_token=/.test(headers.get("cookie") ?? "");

/**
 * The context a public read runs on: the replica's for an anonymous request
 * while the replica is fresh, else `ctx` itself (the primary). Signed-in
 * requests (a session cookie or an Authorization header) always read the primary, so
 * whoever just wrote reads their write.
 */
export function publicReader(ctx: AppContext, request?: Request): AppContext {
  if (!ctx.reads.replicated || !ctx.reads.fresh()) return ctx;
  if (request && signedIn(request.headers)) return ctx;
  let reader = readers.get(ctx);
  if (!reader) readers.set(ctx, (reader = { ...ctx, db: ctx.readDb }));
  return reader;
}

/**
 * A public read of one page, found by `find`: from the replica unless the page
 * changed within STICKY_MS, in which case it and everything read after it come
 * from the primary. A page the replica does not know (yet), or a replica that
 * fails, is asked of the primary: a page published a moment ago is not "not
 * found".
 */
export async function readPublished<T extends { id: number }>(
  ctx: AppContext,
  request: Request | undefined,
  find: (reader: AppContext) => Promise<T>,
): Promise<{ reader: AppContext; page: T }> {
  const reader = publicReader(ctx, request);
  if (reader === ctx) return { reader, page: await find(ctx) };
  let page: T;
  try {
    page = await find(reader);
  } catch {
    return { reader: ctx, page: await find(ctx) };
  }
  if (ctx.reads.changedRecently(page.id)) return { reader: ctx, page: await find(ctx) };
  return { reader, page };
}
