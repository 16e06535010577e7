/**
 * The benchmark's yardstick: a bare Bun.serve answering the two public list
 * reads and the Explore page search with exactly the SQL the API runs (taken
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
import { pageSearchStatements } from "../../api/src/modules/explore/page-search.ts";
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

/** `run` for single statements; `search` runs an Explore search as the API does: in a transaction without sequential scans. */
function connect(): { run: Run; search: (statement: Statement) => Promise<Row[]> } {
  const SEARCH_PLAN = "set local enable_seqscan = off";
  if (process.env.DATABASE_URL) {
    const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
    return {
      run: (s, values) => sql.unsafe(s.sql, bind(s, values) as never[], { prepare: true }) as unknown as Promise<Row[]>,
      search: (s) =>
        sql.begin(async (tx) => {
          await tx.unsafe(SEARCH_PLAN);
          return tx.unsafe(s.sql, s.params as never[], { prepare: true });
        }) as unknown as Promise<Row[]>,
    };
  }
  const db = new PGlite(join(process.env.DATA_DIR ?? ".data", "db"));
  return {
    run: async (s, values) => (await db.query<Row>(s.sql, bind(s, values))).rows,
    search: (s) =>
      db.transaction(async (tx) => {
        await tx.exec(SEARCH_PLAN);
        return (await tx.query<Row>(s.sql, s.params)).rows;
      }),
  };
}

/** Explore's row statement for a search (the total rides on each row), built once per query string. */
const dialect = new PgDialect();
const searches = new Map<string, Statement>();
function exploreStatement(q: string): Statement {
  let statement = searches.get(q);
  if (!statement) searches.set(q, (statement = dialect.sqlToQuery(pageSearchStatements(cleanExploreQuery({ q })).rows)));
  return statement;
}

const { run, search } = connect();
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
    if (url.pathname === "/api/v1/explore/pages/") {
      const rows = await search(exploreStatement(url.searchParams.get("q") ?? ""));
      return json({ count: rows[0]?.total ?? 0, results: rows });
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
