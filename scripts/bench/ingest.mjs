/**
 * The ingest half of `npm run bench`: `POST /api/v1/analytics/evts/` as the
 * site's beacon sends it, to the bench page, from many visitors at once —
 * real browsers' user agents (no bots), each request from its own address in
 * X-Forwarded-For (the bench connects over loopback, a trusted proxy by
 * default, as the site's server is), so the 120-a-minute limit per address
 * never caps it. A fixed number of events, so every request is answered
 * before it ends; then accepted = stored is checked: the 202 answers against
 * the rows that appeared. The baseline (baseline.ts) does one INSERT per
 * request into the same table. Env: BENCH_INGEST_EVENTS (default 60000),
 * BENCH_INGEST_CONNECTIONS (default 150: beacons come from many browsers at
 * once, each with one request, and a closed loop of fewer connections
 * measures the loop's round trip more than the server; p99 is checked).
 */
import autocannon from "autocannon";
import { SCALE } from "./scale.mjs";

export const INGEST_EVENTS = SCALE.ingestEvents;
const CONNECTIONS = Number(process.env.BENCH_INGEST_CONNECTIONS ?? 150);
/** The numbers, on this 2-core machine. */
export const INGEST_TARGET = { eventsPerSecond: 5000, p99: 100 };

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
];
const REFERRERS = [
  null,
  null,
  null,
  "https://www.google.com/search?q=green",
  "https://t.co/abc",
  "https://www.linkedin.com/feed/",
  "https://news.example.jp/a/1",
];
const MARKERS = [null, null, null, "qr", "share-x", "share-line", "explore", "newsletter"];

/** The n-th beacon: a path of the bench page (the page, an initiative, the widget frame) and where it came from. */
function beacon(handle, n) {
  const roll = n % 10;
  const path = roll < 6 ? `/${handle}` : roll < 9 ? `/${handle}/${1 + (n % 50)}` : `/widget/${handle}`;
  return JSON.stringify({ path, referrer: REFERRERS[n % REFERRERS.length], language: n % 5 < 3 ? "ja" : "en", source: MARKERS[(n >> 3) % MARKERS.length] });
}

/** An address per request, never one twice in a run (the limit is per address and minute). */
const address = (n) => `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Sends `amount` beacons, the n-th from address n (from `offset` on); answers
 * the load's numbers and how many were answered 202. The requests are made
 * before the load starts: the load generator shares the machine's two cores
 * with the servers, and every microsecond it spends is one they lose.
 */
export function ingestLoad(port, handle, amount, offset) {
  const requests = Array.from({ length: amount }, (_, i) => {
    const n = offset + i;
    // navigator.sendBeacon posts its JSON as text/plain.
    const headers = { "content-type": "text/plain;charset=UTF-8", "user-agent": AGENTS[n % AGENTS.length], "x-forwarded-for": address(n) };
    return { method: "POST", path: "/api/v1/analytics/evts/", headers, body: beacon(handle, n) };
  });
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        amount,
        requests: [{ setupRequest: (request) => Object.assign(request, requests[next++ % amount]) }],
      },
      (error, result) => (error ? reject(error) : resolve({ result, accepted: result.statusCodeStats?.["202"]?.count ?? 0 })),
    );
  });
}

/**
 * Warm-up, then the measured run. `countRows(since)` counts the table's rows
 * stored since an instant; it is called once the server has stopped (PGlite
 * has one owner at a time), through `after`.
 */
export async function benchIngest(server, handle, label, database, offset) {
  await ingestLoad(server.port, handle, Math.min(5000, INGEST_EVENTS), offset);
  const since = new Date();
  const started = performance.now();
  const { result, accepted } = await ingestLoad(server.port, handle, INGEST_EVENTS, offset + 100_000);
  const seconds = (performance.now() - started) / 1000;
  return {
    database,
    endpoint: `POST analytics/evts/ (${INGEST_EVENTS} events)`,
    server: label,
    rps: Math.round(accepted / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    accepted,
    since,
  };
}

/** The rows check, once the server is stopped: stored = rows since the measured run began. */
export async function checkStored(row, countRows) {
  row.stored = await countRows(row.since);
}

export function printIngestTable(rows) {
  if (rows.length === 0) return;
  const header = ["database", "server", "events/s", "p50 ms", "p99 ms", "errors", "202s", "rows stored", "accepted = stored", "ratio"];
  const lines = rows.map((r) =>
    [
      r.database,
      r.server,
      r.rps,
      r.p50,
      r.p99,
      r.errors,
      r.accepted,
      r.stored ?? "?",
      r.stored === r.accepted ? "yes" : "NO",
      r.ratio === undefined ? "1.00 (baseline)" : r.ratio.toFixed(2),
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  console.log(`\nIngest: POST /api/v1/analytics/evts/, ${INGEST_EVENTS} events, ${CONNECTIONS} connections`);
  console.log(`${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log(`Targets (api rows): >= ${INGEST_TARGET.eventsPerSecond} events/s, p99 <= ${INGEST_TARGET.p99} ms, every 202 stored.`);
  for (const r of rows.filter((r) => r.server === "api")) {
    const ok = r.rps >= INGEST_TARGET.eventsPerSecond && r.p99 <= INGEST_TARGET.p99 && r.stored === r.accepted && r.errors === 0;
    console.log(`  ${ok ? "met    " : "MISSED "} ${r.database}: ${r.rps} events/s, p99 ${r.p99} ms, ${r.accepted} accepted, ${r.stored} stored`);
  }
}
