/**
 * The benchmark's yardstick: a bare Bun.serve answering the two public list
 * reads and Explore's pages and initiatives (search and browse) with exactly the SQL the API runs (taken
 * from the API's own query builders), on the same database, with no
 * framework, validation or mapping; and the page-view beacon as one INSERT
 * per request into the same table (no rate limit, no batching).
 * Env: PORT, DATABASE_URL or DATA_DIR.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Placeholder } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { openDatabase } from "@greenpage/db";
import { cleanExploreQuery } from "../../api/src/modules/explore/filters.ts";
import { initiativeSearchStatements } from "../../api/src/modules/explore/initiative-search.ts";
import { pageSearchStatements } from "../../api/src/modules/explore/page-search.ts";
import { COUNT_CAP, type PageStatements } from "../../api/src/modules/explore/search.ts";
import { publicQueries } from "../../api/src/modules/published-pages/queries.ts";

type Row = Record<string, unknown>;
type Statement = { sql: string; params: unknown[] };

// postgres.js connects lazily: this handle only builds SQL text and never opens a connection.
const builder = openDatabase({ databaseUrl: "postgres://unused@127.0.0.1:1/unused", maxConnections: 1 });
const built = publicQueries(builder.db);
const statements = {
  page: built.pageHeadByHandle.toSQL(),
  contents: built.contentList.toSQL(),
  categories: built.categoryList.toSQL(),
};
const bind = (statement: Statement, values: Record<string, unknown>) =>
  statement.params.map((param) => (param instanceof Placeholder ? values[param.name as string] : param));

type Run = (statement: Statement, values: Record<string, unknown>) => Promise<Row[]>;

/** Explore's plan settings, as the API's withSearchPlan and walkSortIndex set them. */
const SEARCH_PLAN = "set local enable_seqscan = off; set local jit = off";
const WALK_SORT_INDEX = "set local enable_bitmapscan = off; set local enable_sort = off; set local max_parallel_workers_per_gather = 0";

type Explore = (statements: { count: Statement; rows: Statement; sortedRows?: Statement; searching: boolean }) => Promise<{ count: number; rows: Row[] }>;

/**
 * `run` for single statements; `explore` runs an Explore read as the API's
 * readPage does: browsing, rows and capped count at once; searching, in a
 * transaction without sequential scans, the capped count first, then the
 * rows through the GIN index (few matches) or off the sort index (many).
 */
function connect(): { run: Run; explore: Explore } {
  const countOf = (rows: Row[]) => Number(rows[0]?.count ?? 0);
  if (process.env.DATABASE_URL) {
    const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
    // As drizzle does for the API: json parameters arrive as text already serialized (`'["energy"]'::jsonb`);
    // postgres.js would encode them again as a JSON string and every jsonb filter would match nothing.
    for (const oid of [114, 3802]) sql.options.serializers[oid] = (value: unknown) => value as string;
    // Explore's statements go as the API's `db.execute` sends them, unnamed (drizzle's prepare: false), so each is
    // planned for its values: a prepared one may keep a generic plan after five runs, blind to the filter's words
    // (for `country=JP` a bitmap scan of 140,000 initiatives where a plain scan stops after a thousand).
    const exec = (executor: typeof sql, s: Statement) => executor.unsafe(s.sql, s.params as never[], { prepare: false }) as unknown as Promise<Row[]>;
    return {
      run: (s, values) => sql.unsafe(s.sql, bind(s, values) as never[], { prepare: true }) as unknown as Promise<Row[]>,
      explore: async (s) => {
        if (!s.searching) {
          const [rows, count] = await Promise.all([exec(sql, s.rows), exec(sql, s.count)]);
          return { rows, count: countOf(count) };
        }
        return sql.begin(async (tx) => {
          await tx.unsafe(SEARCH_PLAN);
          const count = countOf(await exec(tx as unknown as typeof sql, s.count));
          if (count > COUNT_CAP && s.sortedRows) await tx.unsafe(WALK_SORT_INDEX);
          return { count, rows: await exec(tx as unknown as typeof sql, count > COUNT_CAP && s.sortedRows ? s.sortedRows : s.rows) };
        }) as unknown as Promise<{ count: number; rows: Row[] }>;
      },
    };
  }
  const db = new PGlite(join(process.env.DATA_DIR ?? ".data", "db"));
  return {
    run: async (s, values) => (await db.query<Row>(s.sql, bind(s, values))).rows,
    explore: (s) =>
      db.transaction(async (tx) => {
        if (s.searching) await tx.exec(SEARCH_PLAN);
        const count = countOf((await tx.query<Row>(s.count.sql, s.count.params)).rows);
        if (s.searching && count > COUNT_CAP && s.sortedRows) await tx.exec(WALK_SORT_INDEX);
        const statement = s.searching && count > COUNT_CAP && s.sortedRows ? s.sortedRows : s.rows;
        const rows = (await tx.query<Row>(statement.sql, statement.params)).rows;
        return { count, rows };
      }),
  };
}

/** Explore's statements for one query string, built once per URL. */
const dialect = new PgDialect();
const explores = new Map<string, Parameters<Explore>[0]>();
function exploreStatements(url: URL): Parameters<Explore>[0] {
  const key = `${url.pathname}?${url.search}`;
  let built = explores.get(key);
  if (!built) {
    const filters = cleanExploreQuery(Object.fromEntries(url.searchParams));
    const statements: PageStatements = url.pathname.endsWith("/initiatives/") ? initiativeSearchStatements(filters) : pageSearchStatements(filters);
    built = {
      count: dialect.sqlToQuery(statements.count),
      rows: dialect.sqlToQuery(statements.rows),
      sortedRows: statements.sortedRows && dialect.sqlToQuery(statements.sortedRows),
      searching: statements.searching,
    };
    explores.set(key, built);
  }
  return built;
}

const { run, explore } = connect();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The beacon's row, stored at once: the page looked up by handle in the same statement, the visitor hashed as the API does. */
const RECORD_VIEW: Statement = {
  sql: `insert into page_view_events (business_id, path, referrer, language, source, visitor_hash)
    values ((select id from businesses where lower(handle) = $1 and is_published), $2, $3, $4, $5, $6)`,
  params: [],
};
async function recordView(request: Request) {
  const body = JSON.parse(await request.text()) as { path: string; referrer?: string | null; language?: string | null; source?: string | null };
  const path = body.path.split(/[?#]/)[0]!;
  const segments = path.split("/").filter(Boolean);
  const handle = (segments[0] === "widget" ? segments[1] : segments[0]) ?? "";
  const visitor = createHash("sha256")
    .update(`${request.headers.get("x-forwarded-for")}\n${request.headers.get("user-agent")}`)
    .digest("hex");
  const referrer = body.referrer ? new URL(body.referrer).origin : null;
  await run({ ...RECORD_VIEW, params: [handle.toLowerCase(), path, referrer, body.language ?? null, body.source ?? null, visitor] }, {});
  return new Response(null, { status: 202 });
}

const server = Bun.serve({
  port: Number(process.env.PORT ?? 0),
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/api/v1/analytics/evts/" && request.method === "POST") return recordView(request);
    if (url.pathname === "/api/v1/explore/pages/" || url.pathname === "/api/v1/explore/initiatives/") {
      const { count, rows } = await explore(exploreStatements(url));
      return json({ count: Math.min(count, COUNT_CAP), count_capped: count > COUNT_CAP, results: rows });
    }
    const match = url.pathname.match(/^\/api\/v1\/businesses\/public\/([^/]+)\/(contents|content-categories)\/$/);
    if (!match) return json({ detail: "not found" }, 404);
    const [page] = await run(statements.page, { handle: match[1]!.toLowerCase() });
    if (!page?.is_published) return json({ detail: "not found" }, 404);
    const values = { pageId: page.id, lang: "en", fallback: page.default_language };
    if (match[2] === "contents") return json(await run(statements.contents, values));
    const [categories, items] = await Promise.all([run(statements.categories, values), run(statements.contents, values)]);
    return json(categories.map((c) => ({ ...c, custom_contents: items.filter((i) => i.content_category_id === c.id) })));
  },
});
console.log(`baseline listening on ${server.port}`);
