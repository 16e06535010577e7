/**
 * The Analytics report half of `npm run bench`, on PostgreSQL only: a
 * database of its own seeded by seed-analytics.ts (BENCH_ANALYTICS_EVENTS
 * views of one Premium page, default 10,000,000, and a tenth as many over
 * 1,000 other pages, over a year, roll-ups built), then
 * `GET /businesses/{id}/analytics/?days=7|30|90|365` as the owner (an API
 * key), BENCH_REPORT_REQUESTS times per window (default 200) from
 * BENCH_REPORT_CONNECTIONS clients at once (default 4: a few people on the
 * dashboard), timed one by one for p50/p95/p99. BENCH_ANALYTICS_EVENTS=0
 * leaves it out.
 */
import { spawnSync } from "node:child_process";
import { SCALE } from "./scale.mjs";
import postgres from "postgres";

export const ANALYTICS_EVENTS = SCALE.analyticsEvents;
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 200);
const CLIENTS = Number(process.env.BENCH_REPORT_CONNECTIONS ?? 4);
const WINDOWS = [7, 30, 90, 365];
export const REPORT_TARGET = { p95: 100 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `count` requests from `clients` loops at once; answers each one's milliseconds, sorted, and the statuses that were not 200. */
async function timeRequests(url, headers, count, clients) {
  const times = [];
  const failures = [];
  let sent = 0;
  async function client() {
    while (sent < count) {
      sent++;
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) failures.push(res.status);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  return { times: times.sort((a, b) => a - b), failures };
}

/**
 * The year's report read right after a new view of the page, one at a time
 * (under steady traffic every read finds one): the read rebuilds the page's
 * today from its raw views before answering.
 */
async function afterNewViews(port, fixture, headers) {
  const url = `http://127.0.0.1:${port}/api/v1/businesses/${fixture.pageId}/analytics/?days=365`;
  const times = [];
  let errors = 0;
  const started = performance.now();
  for (let n = 0; n < 20; n++) {
    const beacon = await fetch(`http://127.0.0.1:${port}/api/v1/analytics/evts/`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        "x-forwarded-for": `198.18.0.${n + 1}`,
      },
      body: JSON.stringify({ path: "/bench-analytics" }),
    });
    if (beacon.status !== 202) errors++;
    const readStarted = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - readStarted);
    if (res.status !== 200) errors++;
  }
  times.sort((a, b) => a - b);
  return {
    window: "365 days, each read after a new view",
    views: null,
    rps: Math.round(20 / ((performance.now() - started) / 1000)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    informative: true,
  };
}

/** Seeds, serves and measures; `ctx` is run.mjs's server helpers and its PostgreSQL admin URL. */
export async function benchReport(ctx) {
  const admin = postgres(ctx.adminUrl, { max: 1, onnotice: () => {} });
  const name = `greenpage_bench_analytics_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(ctx.adminUrl);
  url.pathname = `/${name}`;
  const env = { ...ctx.env, DATABASE_URL: url.toString() };
  try {
    const seedStart = performance.now();
    const seeded = spawnSync("bun", ["scripts/bench/seed-analytics.ts"], {
      env: { ...process.env, ...env, BENCH_ANALYTICS_EVENTS: String(ANALYTICS_EVENTS) },
      encoding: "utf8",
      maxBuffer: 1 << 24,
    });
    if (seeded.status !== 0) throw new Error(`analytics seeding failed: ${seeded.stderr}`);
    const fixture = JSON.parse(seeded.stdout.trim().split("\n").at(-1));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const api = await ctx.startServer("api/src/server.ts", env, "/api/v1/health/");
    const rows = [];
    try {
      const headers = { authorization: `Bearer ${fixture.apiKey}` };
      for (const days of WINDOWS) {
        const path = `/api/v1/businesses/${fixture.pageId}/analytics/?days=${days}`;
        const check = await fetch(`http://127.0.0.1:${api.port}${path}`, { headers });
        const body = await check.json();
        if (check.status !== 200) throw new Error(`report ${path} answered ${check.status}: ${JSON.stringify(body)}`);
        await timeRequests(`http://127.0.0.1:${api.port}${path}`, headers, 20, CLIENTS);
        const started = performance.now();
        const { times, failures } = await timeRequests(`http://127.0.0.1:${api.port}${path}`, headers, REQUESTS, CLIENTS);
        rows.push({
          window: `${days} days`,
          views: body.totals.page_views,
          rps: Math.round(REQUESTS / ((performance.now() - started) / 1000)),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: failures.length,
        });
      }
      rows.push(await afterNewViews(api.port, fixture, headers));
    } finally {
      await ctx.stop(api.child);
    }
    return { rows, fixture, seedSeconds };
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

export function printReportTable(result) {
  if (!result) return;
  const { rows, fixture, seedSeconds } = result;
  const steps = Object.entries(fixture.seconds)
    .map(([step, s]) => `${step} ${s} s`)
    .join(", ");
  console.log(
    `\nAnalytics report: GET /businesses/{id}/analytics/?days=N on PostgreSQL, one page with ${fixture.events} views and ${fixture.otherEvents} over 1,000 other pages`,
  );
  console.log(`(seeded in ${seedSeconds.toFixed(0)} s: ${steps}; ${REQUESTS} requests per window, ${CLIENTS} at once)`);
  const header = ["window", "views in window", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors"];
  const lines = rows.map((r) => [r.window, r.views ?? "", r.rps, r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), r.errors].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i >= 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  console.log(`${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log(`Target: p95 <= ${REPORT_TARGET.p95} ms for each window (the read after a new view is shown for information).`);
  for (const r of rows.filter((r) => !r.informative)) {
    console.log(`  ${r.p95 <= REPORT_TARGET.p95 && r.errors === 0 ? "met    " : "MISSED "} ${r.window}: p95 ${r.p95.toFixed(1)} ms`);
  }
}
