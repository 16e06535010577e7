import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@greenpage/db";
import { pageViewEvents } from "@greenpage/db/schema";
import { freePort } from "../../../../scripts/free-port.ts";
import { isolatedDatabaseUrl } from "../../test/harness.ts";

const root = join(import.meta.dirname, "..", "..", "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "greenpage-durability-"));
let server: ChildProcess | undefined;
const isolated = await isolatedDatabaseUrl();
afterAll(async () => {
  server?.kill("SIGKILL");
  await isolated.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(url: string) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the API did not start");
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("page views survive kill -9", () => {
  it("every view answered 202 is stored, even when the API is killed in the middle of ingesting", async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
    };
    if (isolated.url) env.DATABASE_URL = isolated.url;
    else delete env.DATABASE_URL;
    server = spawn("bun", ["api/src/server.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "ignore"] });
    await waitForHealth(`http://127.0.0.1:${port}/api/v1/health/`);

    const run = crypto.randomUUID().slice(0, 8);
    const accepted: string[] = [];
    let sent = 0;
    let stop = false;
    // Eight clients send views as fast as the server answers; each from its own address (the per-visitor limit).
    const client = async (n: number) => {
      while (!stop) {
        const path = `/dur-${run}-${n}-${sent++}`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/v1/analytics/evts/`, {
            method: "POST",
            headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": `10.9.${n}.${sent % 250}` },
            body: JSON.stringify({ path, referrer: null, language: "en" }),
          });
          if (res.status === 202) accepted.push(path);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    // Kill it while views are arriving: after a good number have been answered.
    while (accepted.length < 300) await new Promise((r) => setTimeout(r, 5));
    server.kill("SIGKILL");
    await new Promise((r) => server!.on("exit", r));
    stop = true;
    await Promise.all(clients);

    const database = openDatabase(isolated.url ? { databaseUrl: isolated.url, maxConnections: 1 } : { pgliteDir: join(dataDir, "db") });
    try {
      const stored = new Set(
        (
          await database.db
            .select({ path: pageViewEvents.path })
            .from(pageViewEvents)
            .where(like(pageViewEvents.path, `/dur-${run}-%`))
        ).map((r) => r.path),
      );
      const lost = accepted.filter((path) => !stored.has(path));
      expect({ accepted: accepted.length >= 300, lost }).toEqual({ accepted: true, lost: [] });
      // Some were in flight when the process died: stored or not, none of those was promised.
      expect(stored.size).toBeGreaterThanOrEqual(accepted.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
