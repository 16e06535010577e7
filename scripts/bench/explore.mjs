/**
 * Explore at scale (issue 25): a mix of searches and browses against the API
 * and the bare baseline (baseline.ts runs the same statements), 50
 * connections each, with p50/p95/p99 taken from every response's own time
 * (autocannon's summary has no p95). Targets: search p95 ≤ 50 ms and p99 ≤
 * 100 ms on PostgreSQL, p95 ≤ 150 ms on PGlite; browse (no `q`) p95 ≤ 30 ms
 * on PostgreSQL.
 * Env: BENCH_EXPLORE_DURATION (seconds per query, default 5, 2 with BENCH_SCALE=small).
 */
import autocannon from "autocannon";
import { SCALE } from "./scale.mjs";

const DURATION = Number(process.env.BENCH_EXPLORE_DURATION ?? (SCALE.small ? 2 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const EXPLORE_TARGET = { postgresql: { p95: 50, p99: 100, browseP95: 30 }, pglite: { p95: 150 } };

const q = (value) => `q=${encodeURIComponent(value)}`;
/** The mix: common and rare words in English and Japanese (see seed-explore.ts), filters, both sorts, later pages, browsing. */
export const EXPLORE_QUERIES = [
  { label: "pages q=green", path: `pages/?${q("green")}` },
  { label: "pages q=green recent", path: `pages/?${q("green")}&sort=recent` },
  { label: "pages q=green page 3", path: `pages/?${q("green")}&page=3` },
  { label: "pages q=環境", path: `pages/?${q("環境")}` },
  { label: "pages q=環境 category=energy", path: `pages/?${q("環境")}&category=energy` },
  { label: "pages q=green country=JP recent", path: `pages/?${q("green")}&country=JP&sort=recent` },
  { label: "pages q=kombucha (rare)", path: `pages/?${q("kombucha")}` },
  { label: "pages q=昆布茶 (rare)", path: `pages/?${q("昆布茶")}&sort=recent` },
  { label: "initiatives q=green", path: `initiatives/?${q("green")}` },
  { label: "initiatives q=環境 recent", path: `initiatives/?${q("環境")}&sort=recent` },
  { label: "initiatives q=green country=GB page 2", path: `initiatives/?${q("green")}&country=GB&page=2` },
  { label: "initiatives q=zeolite (rare)", path: `initiatives/?${q("zeolite")}` },
  { label: "initiatives q=沸石 (rare)", path: `initiatives/?${q("沸石")}&sort=recent` },
  { label: "browse pages", path: "pages/", browse: true },
  { label: "browse pages recent page 2", path: "pages/?sort=recent&page=2", browse: true },
  { label: "browse initiatives", path: "initiatives/", browse: true },
  { label: "browse initiatives country=JP", path: "initiatives/?country=JP", browse: true },
];

/** The p-th percentile of sorted latencies, in whole milliseconds (nearest-rank). */
const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : Number.NaN);

/** One query under load: every 2xx response's latency, so p95 is exact. */
function loadOne(url, duration) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        rps: Math.round(result.requests.average),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: result.errors + result.non2xx + result.timeouts,
      });
    });
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status < 300) times.push(responseTime);
    });
  });
}

/** Measures the mix on one server ("api" or "baseline") of one database; checks each answer first. */
export async function benchExplore(server, label, database) {
  const rows = [];
  for (const query of EXPLORE_QUERIES) {
    const url = `http://127.0.0.1:${server.port}/api/v1/explore/${query.path}`;
    // A kept-alive socket the server closed after the last load fails once: ask again.
    const check = await fetch(url).catch(() => fetch(url));
    if (!check.ok) throw new Error(`${label} ${url} answered ${check.status}`);
    const body = await check.json();
    await loadOne(url, 1);
    const result = await loadOne(url, DURATION);
    rows.push({ database, server: label, query: query.label, browse: Boolean(query.browse), count: body.count, capped: body.count_capped, ...result });
  }
  return rows;
}

/** Whether a row of the API meets its target; `null` where the database has none. */
function verdict(row) {
  const target = EXPLORE_TARGET[row.database];
  if (!target || row.errors > 0) return row.errors > 0 ? false : null;
  if (row.database === "pglite") return row.p95 <= target.p95;
  return row.browse ? row.p95 <= target.browseP95 : row.p95 <= target.p95 && row.p99 <= target.p99;
}

export function printExploreTable(rows) {
  if (!rows.length) return;
  const header = ["database", "query", "server", "results", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "p95 ratio", "target"];
  const lines = rows.map((r) => {
    const base = r.server === "api" ? rows.find((b) => b.server === "baseline" && b.database === r.database && b.query === r.query) : undefined;
    // Both rows are held to the targets: the API's answers repeated queries from its hot-read cache, the
    // baseline's say what the same SQL costs uncached (a stream of different queries).
    const ok = verdict(r);
    // The baseline runs the API's own SQL: a different count means the two are not doing the same work.
    const differs = base !== undefined && base.count !== r.count;
    return [
      r.database,
      r.query,
      r.server,
      r.capped ? `${r.count}+` : String(r.count),
      r.rps,
      r.p50,
      r.p95,
      r.p99,
      r.errors,
      base ? (r.p95 / Math.max(1, base.p95)).toFixed(2) : "",
      `${ok === null ? "" : ok ? "met" : "MISSED"}${ok !== null && r.server === "baseline" ? " (uncached)" : ""}${differs ? ` (results differ from the baseline's ${base.count})` : ""}`,
    ].map(String);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i >= 3 && i < 10 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  console.log(`\nExplore at ${SCALE.explorePages} pages / ${SCALE.exploreInitiatives} initiatives, ${CONNECTIONS} connections, ${DURATION} s a query`);
  console.log(`${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  const t = EXPLORE_TARGET;
  console.log(
    `Targets: PostgreSQL search p95 <= ${t.postgresql.p95} ms and p99 <= ${t.postgresql.p99} ms, browse p95 <= ${t.postgresql.browseP95} ms; PGlite p95 <= ${t.pglite.p95} ms. p95 ratio = api / baseline.`,
  );
  for (const database of new Set(rows.map((r) => r.database))) {
    const met = (server) => {
      const of = rows.filter((r) => r.database === database && r.server === server);
      return `${of.filter((r) => verdict(r)).length} of ${of.length}`;
    };
    console.log(
      `  ${database}: ${met("api")} met by the API (repeated queries, its hot-read cache: EXPLORE_CACHE_SECONDS=${process.env.EXPLORE_CACHE_SECONDS ?? "2, the default"}); ${met("baseline")} by the same SQL uncached`,
    );
  }
}
