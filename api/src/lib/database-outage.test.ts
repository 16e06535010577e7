import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { postgresBinaries, startCluster } from "../test/pg-cluster.ts";
import { until } from "../test/until.ts";

/**
 * The real server (Bun) on a PostgreSQL cluster of the test's own, which the
 * test crashes and starts again: every request during the outage gets a 503
 * within 2 s, and the API serves again within 2 s of the database's return.
 */
const bin = postgresBinaries();
const required = process.env.E2E_REQUIRED === "1";
if (!bin) {
  if (required) throw new Error("The PostgreSQL server programs (/usr/lib/postgresql/<version>/bin) are needed for the outage test.");
  console.warn("PostgreSQL server programs not found: the database outage test is skipped.");
}

const root = join(import.meta.dirname, "..", "..", "..");
let cluster: Awaited<ReturnType<typeof startCluster>>;
let api: ChildProcess;
let base: string;
let dataDir: string;
let nextAddress = 1;

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  // Each call from its own address, so the per-address limits of public writes never answer instead.
  const headers = { "x-forwarded-for": `198.51.100.${nextAddress++ % 250}`, ...init.headers };
  const response = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(15_000) });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body, ms: Math.round(performance.now() - started), retryAfter: response.headers.get("retry-after") };
}

const subscribe = () =>
  timed("/api/v1/newsletter/subscribe/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `outage-${crypto.randomUUID()}@example.com` }),
  });

/**
 * Reads, a write and the health check at once, then better-auth's session
 * call (without a cookie it needs no database, so it is asked once the
 * others have met the outage).
 */
async function everyKind() {
  const api = await Promise.all([
    timed("/api/v1/businesses/initiatives-status/"),
    timed("/api/v1/explore/pages/?q=green"),
    subscribe(),
    timed("/api/v1/health/"),
  ]);
  return [...api, await timed("/api/auth/get-session")];
}

describe.skipIf(!bin)("the database going away and coming back (PostgreSQL)", () => {
  beforeAll(async () => {
    cluster = await startCluster(bin!);
    dataDir = mkdtempSync(join(tmpdir(), "greenpage-outage-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn("bun", ["api/src/server.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: cluster.url, API_PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const ready = await until(
      () => timed("/api/v1/health/").catch(() => ({ status: 0 })),
      (r) => r.status === 200,
      30_000,
    );
    expect(ready.value.status).toBe(200);
  }, 60_000);

  afterAll(() => {
    api?.kill("SIGKILL");
    cluster?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 database_unavailable within 2 s to every request while it is down, and serves again within 2 s of its return", async () => {
    expect((await subscribe()).status).toBe(202);

    cluster.crash();
    const rounds: Awaited<ReturnType<typeof everyKind>>[] = [];
    for (let i = 0; i < 6; i++) rounds.push(await everyKind());
    const answers = rounds.flat();
    console.log(
      `outage: ${answers.length} requests, slowest ${Math.max(...answers.map((a) => a.ms))} ms, statuses ${[...new Set(answers.map((a) => a.status))]}`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ detail: "The service is unavailable right now. Please try again in a moment.", code: "database_unavailable" });
      expect(answer.retryAfter).toBe("1");
      expect(answer.ms).toBeLessThan(2000);
    }

    cluster.start();
    const back = await until(
      () => timed("/api/v1/health/"),
      (r) => r.status === 200,
      10_000,
    );
    console.log(`recovery: health 200 ${back.ms} ms after the database started`);
    expect(back.ms).toBeLessThan(2000);
    expect((await timed("/api/v1/businesses/initiatives-status/")).status).toBe(200);
    expect((await subscribe()).status).toBe(202);
  }, 60_000);

  it("answers 503 within 2 s when the database hangs (no error ever comes back), also to requests already waiting on it", async () => {
    expect((await timed("/api/v1/businesses/initiatives-status/")).status).toBe(200);
    cluster.freeze();
    try {
      const answers = (await Promise.all([everyKind(), everyKind(), everyKind()])).flat();
      console.log(
        `hang: ${answers.length} requests, slowest ${Math.max(...answers.map((a) => a.ms))} ms, statuses ${[...new Set(answers.map((a) => a.status))]}`,
      );
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ code: "database_unavailable" });
        expect(answer.ms).toBeLessThan(2000);
      }
    } finally {
      cluster.thaw();
    }
    const back = await until(
      () => timed("/api/v1/health/"),
      (r) => r.status === 200,
      10_000,
    );
    console.log(`recovery after the hang: health 200 after ${back.ms} ms`);
    expect(back.ms).toBeLessThan(2000);
    expect((await subscribe()).status).toBe(202);
  }, 60_000);
});
