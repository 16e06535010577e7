import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";

const root = join(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "greenpage-server-"));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Polls until the server answers; Bun compiles the whole API first, which takes long on a busy 2-core machine. */
async function waitForHealth(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res.json();
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the API did not start");
}

describe("the API server on Bun", () => {
  it("starts, and on SIGTERM lets an in-flight request finish before exiting cleanly", async () => {
    const port = String(await freePort());
    // Runs on the embedded database unless the suite itself runs on PostgreSQL.
    server = spawn("bun", ["api/src/server.ts"], {
      cwd: root,
      env: { ...process.env, API_PORT: port, DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => server!.on("exit", (code) => resolve(code)));
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/v1/health/`);
    expect(health.database).toBe(process.env.DATABASE_URL ? "postgresql" : "pglite");

    // Sign-up hashes a password: slow enough to still be running when SIGTERM lands. The signal waits until the
    // whole request is on the wire and the server has had a moment to take it, so a busy machine cannot reorder them.
    const body = JSON.stringify({ name: "Late", email: `late-${Date.now()}@example.com`, password: "late-pass-1" });
    let signalled = false;
    const inFlight = new Promise<{ status: number; afterSignal: boolean }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port: Number(port),
          path: "/api/v1/signup/",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, afterSignal: signalled });
        },
      );
      request.on("error", reject);
      request.on("finish", () =>
        setTimeout(() => {
          signalled = true;
          server!.kill("SIGTERM");
        }, 50),
      );
      request.end(body);
    });
    // The answer came after the signal: the request was in flight when the server was told to stop.
    expect(await inFlight).toEqual({ status: 201, afterSignal: true });
    expect(await exited).toBe(0);
  }, 90_000);
});
