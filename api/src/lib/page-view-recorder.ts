import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import type { pageViewEvents } from "@greenpage/db/schema";
import { rateLimited } from "./errors.ts";
import type { Logger } from "./logger.ts";
import { countHits, RATE_LIMITS, retryAfterSeconds } from "./rate-limit.ts";

export type NewPageView = typeof pageViewEvents.$inferInsert;

/** A row to store, and what its batch settles for it in the database. */
export type PageViewRow = NewPageView & {
  /** The handle of the public page viewed: the row gets its id when a published page has it. */
  handle?: string | null;
  /** Who the view counts against under `RATE_LIMITS.pageViews`; over the limit it is not stored, and `record` rejects with 429. */
  limitSubject?: string;
};

export type PageViewRecorder = {
  /**
   * Stores a row with the next batch: resolves once that batch is committed,
   * rejects when it could not be (the caller answers 503, never 202) or when
   * the view is over its rate limit (429).
   */
  record(row: PageViewRow): Promise<void>;
  /** Writes what is waiting now and waits for every write under way (shutdown, tests). */
  flush(): Promise<void>;
};

type Waiting = { row: PageViewRow; resolve: () => void; reject: (error: unknown) => void };

const RULE = RATE_LIMITS.pageViews;

/**
 * A batch in one statement, so it costs one round trip and one commit: the
 * rows travel as one JSON parameter; the views' hits are counted per address
 * (the same upsert as every rate limit), each view numbered within its
 * address's hits; the views within the limit are stored, each with the id of
 * the published page its handle names (a click only when its link block is
 * that page's); the statement answers the views refused, with when their
 * window ends.
 */
function batchStatement(rows: PageViewRow[], now: number): SQL {
  const json = JSON.stringify(
    rows.map((r, i) => ({
      i,
      subject: r.limitSubject ?? null,
      handle: r.handle ?? null,
      business_id: r.pageId ?? null,
      path: r.path,
      referrer: r.referrer ?? null,
      language: r.language ?? null,
      visitor_hash: r.visitorHash,
      source: r.source ?? null,
      device: r.device ?? null,
      browser: r.browser ?? null,
      kind: r.kind ?? "view",
      link_block_id: r.linkBlockId ?? null,
      created_at: r.createdAt ?? null,
    })),
  );
  return sql`
    WITH batch AS (
      SELECT *, ${RULE.scope} || ':' || subject AS key
      FROM json_to_recordset(${json}::json) AS v(i integer, subject text, handle text, business_id integer, path text, referrer text,
        language text, visitor_hash text, source text, device text, browser text, kind text, link_block_id integer, created_at timestamptz)
    ),
    hits AS (SELECT key, count(*)::integer AS n FROM batch WHERE key IS NOT NULL GROUP BY key),
    counted AS (${countHits(RULE, sql`hits`, now)}),
    placed AS (
      SELECT batch.*, counted.window_start,
        coalesce(batch.business_id, (SELECT id FROM businesses WHERE lower(businesses.handle) = batch.handle AND is_published)) AS page_id,
        coalesce(counted.count - hits.n + row_number() OVER (PARTITION BY batch.key ORDER BY batch.i), 0) AS place
      FROM batch LEFT JOIN hits ON hits.key = batch.key LEFT JOIN counted ON counted.key = batch.key
    ),
    stored AS (
      INSERT INTO page_view_events (business_id, path, referrer, language, visitor_hash, source, device, browser, kind, link_block_id, created_at)
      SELECT page_id, path, referrer, language, visitor_hash, source, device, browser, kind, link_block_id, coalesce(created_at, now())
      FROM placed WHERE place <= ${RULE.max}
        AND (kind = 'view' OR EXISTS (SELECT 1 FROM link_blocks WHERE link_blocks.id = placed.link_block_id AND link_blocks.business_id = placed.page_id AND NOT link_blocks.is_hidden))
    )
    SELECT i, window_start FROM placed WHERE place > ${RULE.max}`;
}

/**
 * Page views are written by group commit: the requests of the same few
 * milliseconds wait together and are stored by one statement (or at once
 * when `maxRows` are waiting), their rate limits counted and their pages
 * found in the same statement, so a beacon costs the database little, yet
 * every view the API accepted is already stored when it answers 202. A crash
 * loses only views that were never acknowledged, which the client does not
 * retry (analytics must never hold up a page).
 */
export function createPageViewRecorder(deps: { db: Database; logger: Logger; maxRows?: number; lingerMs?: number }): PageViewRecorder {
  const maxRows = deps.maxRows ?? 500;
  const lingerMs = deps.lingerMs ?? 5;
  let batch: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const writing = new Set<Promise<void>>();

  async function store(waiting: Waiting[]) {
    const now = Date.now();
    let refused: { i: number; window_start: string | number }[];
    try {
      refused = rowsOf<{ i: number; window_start: string | number }>(
        await deps.db.execute(
          batchStatement(
            waiting.map((w) => w.row),
            now,
          ),
        ),
      );
    } catch (error) {
      deps.logger.error("analytics.write_failed", { rows: waiting.length, error: error instanceof Error ? error.message : String(error) });
      for (const w of waiting) w.reject(error);
      return;
    }
    const over = new Map(refused.map((r) => [r.i, Number(r.window_start)]));
    waiting.forEach((w, i) => {
      const windowStart = over.get(i);
      if (windowStart === undefined) w.resolve();
      else w.reject(rateLimited(retryAfterSeconds(RULE, windowStart, now), RULE.max));
    });
  }

  function write() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (batch.length === 0) return;
    const work = store(batch);
    batch = [];
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
