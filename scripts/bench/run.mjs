#!/usr/bin/env node
/**
 * `npm run bench`: the API against a bare Bun.serve baseline running the same
 * SQL on the same database, on PostgreSQL and on PGlite. Each server gets the
 * same seeded page (50 initiatives, 5 categories), Explore's pages (100,000 by
 * default, searched for a Japanese and an English word) and the same load
 * (autocannon, 50 connections, 10 s after a 2 s warm-up). Prints req/s,
 * p50/p99 latency, the server's peak RSS and the ratio to the baseline.
 * Last, issue 25's memory verdicts: each process's peak RSS (the site <= 250 MB,
 * the API <= 300 MB over all it served), the processes run as deployed (scripts/processes.mjs).
 * Then the site (scripts/bench/site.mjs): the public page's HTML against the
 * same site serving robots.txt, and the JavaScript a visitor downloads; last
 * the widget's script sizes (scripts/bench/widget.mjs). Analytics: page-view
 * ingest against a one-INSERT-per-request baseline, with accepted = stored
 * checked (scripts/bench/ingest.mjs), on both databases; the Analytics report
 * over ten million views on PostgreSQL (scripts/bench/report.mjs).
 *
 * Env: BENCH_PG_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASES (default "postgresql,pglite"), BENCH_SCALE=small (a few minutes in all; sizes in scale.mjs),
 * BENCH_EXPLORE_PAGES (default 100000; 0 leaves the Explore rows out), BENCH_EXPLORE_INITIATIVES (default 1000000),
 * BENCH_EXPLORE_DURATION (explore.mjs: Explore's query mix, p50/p95/p99 against targets),
 * BENCH_INGEST_EVENTS, BENCH_INGEST_CONNECTIONS, BENCH_ANALYTICS_EVENTS (0 leaves the report out), BENCH_REPORT_REQUESTS,
 * BENCH_REPORT_CONNECTIONS (see ingest.mjs and report.mjs).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { ensureSiteBuild } from "../site-build.mjs";
import { benchExplore, printExploreTable } from "./explore.mjs";
import { benchIngest, checkStored, printIngestTable } from "./ingest.mjs";
import { ANALYTICS_EVENTS, benchReport, printReportTable } from "./report.mjs";
import { benchSite, printHtmlTargets, printJsTable, printPurgeLatency } from "./site.mjs";
import { printWidgetSizes } from "./widget.mjs";
import { SCALE } from "./scale.mjs";
import { BENCH_ENV, freePort, startServer, stop, waitFor } from "./servers.mjs";

const DURATION = SCALE.duration;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_ADMIN = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const HANDLE = "bench-page";
const EXPLORE_PAGES = SCALE.explorePages;
const ENDPOINTS = [
  { label: "contents?list_page", path: `/api/v1/businesses/public/${HANDLE}/contents/?list_page=true` },
  { label: "content-categories", path: `/api/v1/businesses/public/${HANDLE}/content-categories/` },
  ...(EXPLORE_PAGES > 0
    ? [
        { label: `explore q=環境 (${EXPLORE_PAGES} pages)`, path: `/api/v1/explore/pages/?q=${encodeURIComponent("環境")}` },
        { label: `explore q=green (${EXPLORE_PAGES} pages)`, path: "/api/v1/explore/pages/?q=green" },
      ]
    : []),
];
const TARGET = { ratio: 0.7, p99: 50, rssMb: 250 };
/** Issue 25: each process's peak resident memory over the whole bench, on PostgreSQL. */
const MEMORY_TARGET = { siteMb: 250, apiMb: 300 };
/** The public page's HTML (cache on, as deployed) and the JavaScript a visitor downloads before interacting. */
const SITE_TARGET = { p99: 100, jsKb: 30 };

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
function peakRssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmHWM:"));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(server, label, database) {
  const rows = [];
  for (const { label: endpoint, path } of ENDPOINTS) {
    const url = `http://127.0.0.1:${server.port}${path}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${label} ${path} answered ${check.status}`);
    await load(url, 2);
    const result = await load(url, DURATION);
    rows.push({
      database,
      endpoint,
      server: label,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
    });
  }
  const rss = peakRssMb(server.child.pid);
  for (const row of rows) row.rssMb = rss;
  return rows;
}

async function benchDatabase(kind) {
  const env = { ...BENCH_ENV };
  let cleanup = async () => {};
  if (kind === "postgresql") {
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    const name = `greenpage_bench_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  } else {
    env.DATA_DIR = mkdtempSync(join(tmpdir(), "greenpage-bench-"));
    cleanup = async () => rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  try {
    const seedStart = performance.now();
    const seeded = spawnSync("bun", ["scripts/bench/seed.ts"], { env: { ...process.env, ...env }, encoding: "utf8" });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
    console.log(
      `${kind}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${EXPLORE_PAGES} Explore pages, ${SCALE.exploreInitiatives} initiatives)`,
    );
    const api = await startServer("api/src/server.ts", env, "/api/v1/health/");
    let apiRows;
    let apiIngest;
    try {
      // Ingest first on each server, both fresh.
      apiIngest = await benchIngest(api, HANDLE, "api", kind, 0);
      apiRows = await measure(api, "api", kind);
      if (EXPLORE_PAGES > 0) exploreRows.push(...(await benchExplore(api, "api", kind)));
      const site = await benchSite({ env, freePort, waitFor, load, stop, peakRssMb, duration: DURATION }, api.port, kind);
      siteRows.push(...site.html);
      jsRows.push(...site.js);
      purge ??= site.purge;
      // The API's peak over all it served: ingest, its endpoints, Explore and the site's reads (VmHWM only grows).
      const peak = peakRssMb(api.child.pid);
      for (const row of apiRows) row.peakMb = peak;
    } finally {
      await stop(api.child);
    }
    await checkStored(apiIngest, (since) => storedSince(env, since));
    const baseline = await startServer("scripts/bench/baseline.ts", env, ENDPOINTS[0].path);
    let baseIngest;
    const baseRows = await benchIngest(baseline, HANDLE, "baseline", kind, 1_000_000)
      .then((row) => {
        baseIngest = row;
        return measure(baseline, "baseline", kind);
      })
      .then(async (measured) => {
        if (EXPLORE_PAGES > 0) exploreRows.push(...(await benchExplore(baseline, "baseline", kind)));
        return measured;
      })
      .finally(() => stop(baseline.child));
    await checkStored(baseIngest, (since) => storedSince(env, since));
    apiIngest.ratio = apiIngest.rps / baseIngest.rps;
    ingestRows.push(apiIngest, baseIngest);
    for (const row of apiRows) row.ratio = row.rps / baseRows.find((b) => b.endpoint === row.endpoint).rps;
    return [...apiRows, ...baseRows];
  } finally {
    await cleanup();
  }
}

/** Page views stored since an instant, read once the server is gone (PGlite has one owner at a time). */
async function storedSince(env, since) {
  const query = "select count(*)::int as n from page_view_events where created_at >= $1";
  if (env.DATABASE_URL) {
    const db = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    const [row] = await db.unsafe(query, [since]).finally(() => db.end());
    return row.n;
  }
  const db = new PGlite(join(env.DATA_DIR, "db"));
  const { rows } = await db.query(query, [since]).finally(() => db.close());
  return rows[0].n;
}

async function postgresReachable() {
  const admin = postgres(PG_ADMIN, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

function printTable(rows) {
  const header = ["database", "endpoint", "server", "req/s", "p50 ms", "p99 ms", "peak RSS MB", "errors", "ratio"];
  const lines = rows.map((r) =>
    [r.database, r.endpoint, r.server, r.rps, r.p50, r.p99, r.rssMb ?? "?", r.errors, r.ratio === undefined ? "1.00 (baseline)" : r.ratio.toFixed(2)].map(
      String,
    ),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log(`\nTargets on PostgreSQL (api rows): ratio >= ${TARGET.ratio}, p99 <= ${TARGET.p99} ms, peak RSS <= ${TARGET.rssMb} MB.`);
  for (const r of rows.filter((r) => r.database === "postgresql" && r.server === "api")) {
    const ok = r.ratio >= TARGET.ratio && r.p99 <= TARGET.p99 && (r.rssMb ?? Infinity) <= TARGET.rssMb && r.errors === 0;
    console.log(`  ${ok ? "met    " : "MISSED "} ${r.endpoint}: ratio ${r.ratio.toFixed(2)}, p99 ${r.p99} ms, RSS ${r.rssMb} MB, errors ${r.errors}`);
  }
  console.log(`Target on PostgreSQL (site rows, page cache on): p99 <= ${SITE_TARGET.p99} ms.`);
  for (const r of rows.filter((r) => r.database === "postgresql" && r.server.startsWith("site cached"))) {
    const ok = r.p99 <= SITE_TARGET.p99 && r.errors === 0;
    console.log(`  ${ok ? "met    " : "MISSED "} ${r.endpoint}: ${r.rps} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
  }
}

/** One verdict per process against issue 25's memory targets: the API's peak over the bench, each site process's. */
function printMemoryTargets(rows) {
  const api = rows.find((r) => r.database === "postgresql" && r.server === "api");
  const sites = rows.filter((r) => r.database === "postgresql" && r.server.startsWith("site"));
  if (!api && sites.length === 0) return;
  console.log(`\nMemory on PostgreSQL (peak RSS, VmHWM): site <= ${MEMORY_TARGET.siteMb} MB, API <= ${MEMORY_TARGET.apiMb} MB`);
  const verdict = (mb, limit) => (mb !== null && mb !== undefined && mb <= limit ? "met    " : "MISSED ");
  if (api) {
    const mb = api.peakMb ?? api.rssMb;
    console.log(`  ${verdict(mb, MEMORY_TARGET.apiMb)} API (Bun), ingest + endpoints + Explore + the site's reads: ${mb ?? "?"} MB`);
  }
  for (const r of sites) console.log(`  ${verdict(r.rssMb, MEMORY_TARGET.siteMb)} site (Node), ${r.server}: ${r.rssMb ?? "?"} MB`);
}

const databases = (process.env.BENCH_DATABASES ?? "postgresql,pglite").split(",");
const rows = [];
const siteRows = [];
const jsRows = [];
let purge = null;
const ingestRows = [];
const exploreRows = [];
let report = null;
ensureSiteBuild();
if (databases.includes("postgresql")) {
  if (await postgresReachable()) {
    rows.push(...(await benchDatabase("postgresql")));
    if (ANALYTICS_EVENTS > 0) report = await benchReport({ adminUrl: PG_ADMIN, env: BENCH_ENV, startServer, stop });
  } else console.log(`PostgreSQL at ${PG_ADMIN} is not reachable: PostgreSQL rows skipped (set BENCH_PG_URL).`);
}
if (databases.includes("pglite")) rows.push(...(await benchDatabase("pglite")));
printTable([...rows, ...siteRows]);
printHtmlTargets(siteRows);
printMemoryTargets([...rows, ...siteRows]);
printPurgeLatency(purge);
printExploreTable(exploreRows);
printJsTable(jsRows, SITE_TARGET.jsKb);
await printWidgetSizes(join(import.meta.dirname, "..", ".."));
printIngestTable(ingestRows);
printReportTable(report);
