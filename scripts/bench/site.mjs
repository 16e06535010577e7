/**
 * The site half of `npm run bench`: what a visitor of a public page costs.
 * - HTML: `GET /bench-page` on the built site (Node) over the API (Bun),
 *   with the page cache on (as deployed) and off (every view rendered), against
 *   the same site answering `/robots.txt` (no API call, no rendering) as baseline.
 * - JavaScript: every script Chromium downloads for that page before any
 *   interaction, gzip-compressed, against the login page (a React island) as baseline.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

/** The bench's page: 50 initiatives in 5 categories, heavier than the demo page, with the same scripts. */
const DEMO = "/bench-page";

async function startSite(ctx, apiPort, extraEnv) {
  const port = await ctx.freePort();
  const env = {
    ...process.env,
    ...ctx.env,
    API_PORT: String(apiPort),
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  const child = spawn("node", ["site/dist/server/entry.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  await ctx.waitFor(`http://127.0.0.1:${port}${DEMO}`, child);
  return { child, port };
}

async function htmlRows(ctx, apiPort, database) {
  const rows = [];
  for (const [label, cacheSeconds, path] of [
    ["site (cache 5 s)", "5", DEMO],
    ["site (no cache)", "0", DEMO],
    ["site baseline", "0", "/robots.txt"],
  ]) {
    const site = await startSite(ctx, apiPort, { PAGE_CACHE_SECONDS: cacheSeconds });
    try {
      const url = `http://127.0.0.1:${site.port}${path}`;
      await ctx.load(url, 2);
      const result = await ctx.load(url, ctx.duration);
      rows.push({
        database,
        endpoint: path === DEMO ? "public page HTML" : "robots.txt",
        server: label,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
        rssMb: ctx.peakRssMb(site.child.pid),
      });
    } finally {
      await ctx.stop(site.child);
    }
  }
  const baseline = rows.at(-1);
  for (const row of rows.slice(0, -1)) row.ratio = row.rps / baseline.rps;
  return rows;
}

/** Scripts a browser fetches for a page before the visitor does anything, with their gzip sizes. */
async function shippedJs(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const all = await Promise.all(scripts);
  await page.close();
  return { files: all.length, gzipKb: all.reduce((sum, s) => sum + s.gzip, 0) / 1024 };
}

async function jsRows(ctx, apiPort) {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    console.log(`Chromium not found at ${executablePath}: JavaScript size not measured.`);
    return [];
  }
  const site = await startSite(ctx, apiPort, {});
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"] });
  try {
    const demo = await shippedJs(browser, `http://127.0.0.1:${site.port}${DEMO}`);
    const login = await shippedJs(browser, `http://127.0.0.1:${site.port}/login`);
    return [
      { page: "public page (no interaction)", ...demo, ratio: demo.gzipKb / login.gzipKb },
      { page: "login page (React island)", ...login },
    ];
  } finally {
    await browser.close();
    await ctx.stop(site.child);
  }
}

/** Runs both measurements against an API already serving the demo content on `apiPort`. */
export async function benchSite(ctx, apiPort, database) {
  const html = await htmlRows(ctx, apiPort, database);
  const js = database === "postgresql" ? await jsRows(ctx, apiPort) : [];
  return { html, js };
}

export function printJsTable(rows, targetKb) {
  if (rows.length === 0) return;
  console.log("\nJavaScript shipped to a visitor (gzip, before any interaction)");
  for (const r of rows) {
    const ratio = r.ratio === undefined ? "1.00 (baseline)" : r.ratio.toFixed(2);
    console.log(`  ${r.page.padEnd(28)} ${r.gzipKb.toFixed(1).padStart(6)} KB in ${String(r.files).padStart(2)} files  ratio ${ratio}`);
  }
  const demo = rows[0];
  console.log(`  ${demo.gzipKb <= targetKb ? "met    " : "MISSED "} public page JS <= ${targetKb} KB gzip`);
}
