import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages, type pageViewEvents } from "@greenpage/db/schema";
import { rateLimited } from "./errors.ts";
import type { Logger } from "./logger.ts";
import { hitRateLimits, type RateLimitRule } from "./rate-limit.ts";

export type NewPageView = typeof pageViewEvents.$inferInsert;

/**
 * A view as the beacon brings it: what needs the database — which published
 * page its path names, and its count against the sender's rate limit — is
 * settled with its batch, once for all the batch's views.
 */
export type IncomingPageView = Omit<NewPageView, "pageId" | "visitorHash"> & {
  /** The handle the path names, or null for a site route. */
  handle: string | null;
  /** The visitor's hash, which depends on the page (null when no published page has the handle). */
  visitorHash: (pageId: number | null) => string;
  /** The limit the view counts against; over it, the view is not stored and `ingest` rejects with 429. */
  limit: { rule: RateLimitRule; subject: string };
};

export type PageViewRecorder = {
  /**
   * Stores a row with the next batch: resolves once that batch is committed,
   * rejects when it could not be (the caller answers 503, never 202).
   */
  record(row: NewPageView): Promise<void>;
  /** Settles a beacon's view with the next batch, then stores it as `record` does. */
  ingest(view: IncomingPageView): Promise<void>;
  /** Writes what is waiting now and waits for every write under way (shutdown, tests). */
  flush(): Promise<void>;
};

type Waiting = { view: NewPageView | IncomingPageView; resolve: () => void; reject: (error: unknown) => void };

const isIncoming = (view: NewPageView | IncomingPageView): view is IncomingPageView => "limit" in view;

/** The published pages among the handles (lower case), by handle. */
async function publishedPages(db: Database, handles: string[]): Promise<Map<string, number>> {
  if (handles.length === 0) return new Map();
  const rows = await db
    .select({ id: pages.id, handle: sql<string>`lower(${pages.handle})` })
    .from(pages)
    .where(and(inArray(sql`lower(${pages.handle})`, handles), eq(pages.isPublished, true)));
  return new Map(rows.map((r) => [r.handle, r.id]));
}

/**
 * Counts the batch's incoming views against their limits (one upsert per
 * rule) and answers, per waiting view, the refusal for those over it.
 */
async function refusals(db: Database, batch: Waiting[]): Promise<Map<Waiting, Error>> {
  const byRule = new Map<RateLimitRule, Waiting[]>();
  for (const w of batch) {
    if (!isIncoming(w.view)) continue;
    const same = byRule.get(w.view.limit.rule);
    if (same) same.push(w);
    else byRule.set(w.view.limit.rule, [w]);
  }
  const refused = new Map<Waiting, Error>();
  for (const [rule, waiting] of byRule) {
    const hits = await hitRateLimits(
      db,
      rule,
      waiting.map((w) => (w.view as IncomingPageView).limit.subject),
    );
    hits.forEach((hit, i) => {
      if (!hit.allowed) refused.set(waiting[i]!, rateLimited(hit.retryAfterSeconds, rule.max));
    });
  }
  return refused;
}

/** The batch's rows, the beacons' views given their page and visitor hash. */
async function rowsOf(db: Database, batch: Waiting[]): Promise<NewPageView[]> {
  const handles = new Set<string>();
  for (const { view } of batch) if (isIncoming(view) && view.handle) handles.add(view.handle);
  const found = await publishedPages(db, [...handles]);
  return batch.map(({ view }) => {
    if (!isIncoming(view)) return view;
    const { handle, visitorHash, limit: _limit, ...row } = view;
    const pageId = handle === null ? null : (found.get(handle) ?? null);
    return { ...row, pageId, visitorHash: visitorHash(pageId) };
  });
}

/**
 * One INSERT for the batch, its rows passed as one JSON parameter: the
 * statement stays the same whatever the batch's size (a VALUES list would
 * carry ten parameters per row, each built and sent on its own), on both drivers.
 */
function insertViews(db: Database, rows: NewPageView[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      business_id: r.pageId ?? null,
      path: r.path,
      referrer: r.referrer ?? null,
      language: r.language ?? null,
      visitor_hash: r.visitorHash,
      source: r.source ?? null,
      device: r.device ?? null,
      browser: r.browser ?? null,
      created_at: r.createdAt ?? null,
    })),
  );
  return db.execute(sql`
    INSERT INTO page_view_events (business_id, path, referrer, language, visitor_hash, source, device, browser, created_at)
    SELECT business_id, path, referrer, language, visitor_hash, source, device, browser, coalesce(created_at, now())
    FROM json_to_recordset(${json}::json) AS v(business_id integer, path text, referrer text, language text, visitor_hash text,
      source text, device text, browser text, created_at timestamptz)`);
}

/**
 * Page views are written by group commit: the requests of the same few
 * milliseconds wait together and are stored by one INSERT (or at once when
 * `maxRows` are waiting), after one rate-limit upsert and one page lookup
 * for all of them, so a beacon costs the database little, yet every view the
 * API accepted is already stored when it answers 202. A crash loses only
 * views that were never acknowledged, which the client does not retry
 * (analytics must never hold up a page).
 */
export function createPageViewRecorder(deps: { db: Database; logger: Logger; maxRows?: number; lingerMs?: number }): PageViewRecorder {
  const maxRows = deps.maxRows ?? 500;
  const lingerMs = deps.lingerMs ?? 5;
  let batch: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const writing = new Set<Promise<void>>();

  async function store(waiting: Waiting[]) {
    // The count and the lookup at once: two round trips before the insert would be one too many.
    const [refused, rows] = await Promise.all([refusals(deps.db, waiting), rowsOf(deps.db, waiting)]);
    for (const [w, error] of refused) w.reject(error);
    const accepted = waiting.filter((w) => !refused.has(w));
    if (accepted.length === 0) return;
    try {
      await insertViews(
        deps.db,
        rows.filter((_, i) => !refused.has(waiting[i]!)),
      );
    } catch (error) {
      deps.logger.error("analytics.write_failed", { rows: accepted.length, error: error instanceof Error ? error.message : String(error) });
      for (const w of accepted) w.reject(error);
      return;
    }
    for (const w of accepted) w.resolve();
  }

  function write() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (batch.length === 0) return;
    const waiting = batch;
    batch = [];
    // A failure before the insert (the rate-limit count, the page lookup) fails the whole batch the same way.
    const work = store(waiting).catch((error: unknown) => {
      deps.logger.error("analytics.write_failed", { rows: waiting.length, error: error instanceof Error ? error.message : String(error) });
      for (const w of waiting) w.reject(error);
    });
    writing.add(work);
    void work.finally(() => writing.delete(work));
  }

  function enqueue(view: NewPageView | IncomingPageView) {
    return new Promise<void>((resolve, reject) => {
      batch.push({ view, resolve, reject });
      if (batch.length >= maxRows) write();
      else timer ??= setTimeout(write, lingerMs);
    });
  }

  return {
    record: enqueue,
    ingest: enqueue,
    async flush() {
      write();
      await Promise.all([...writing]);
    },
  };
}
