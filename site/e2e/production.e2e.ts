import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { apiCommand, apiEnv, siteCommand } from "../../scripts/processes.mjs";
import { DEMO_HANDLE } from "./demo.ts";
import { emptyDatabase, waitFor } from "./servers.ts";

/**
 * The API and the built site as a production deployment runs them
 * (NODE_ENV=production, an https SITE_URL), on ports and data of their own.
 */
const root = join(import.meta.dirname, "..", "..");
const PUBLIC_ORIGIN = "https://greenpage.example";
const SECRET = "a-production-secret-of-more-than-32-characters";
let site: string;
let api: string;
let children: ChildProcess[] = [];
let dataDir: string;
let database: Awaited<ReturnType<typeof emptyDatabase>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "greenpage-production-"));
  database = await emptyDatabase(process.env.DATABASE_URL);
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  api = `http://127.0.0.1:${apiPort}`;
  site = `http://127.0.0.1:${sitePort}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: SECRET,
    SITE_URL: PUBLIC_ORIGIN,
    API_PORT: String(apiPort),
    API_URL: api,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: "silent",
    SEED_DEMO: "",
  };
  const outDir = process.env.E2E_SITE_OUT_DIR ?? "dist";
  children = [
    spawn(...apiCommand(), { cwd: root, env: apiEnv(env), stdio: ["ignore", "ignore", "inherit"] }),
    spawn(...siteCommand(outDir), {
      cwd: root,
      env: { ...env, PORT: String(sitePort), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  ];
  await waitFor(`${api}/api/v1/health/`);
  await waitFor(`${site}/`);
}, 90_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.on("exit", resolve)))));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe("NODE_ENV=production", () => {
  it("refuses to start without BETTER_AUTH_SECRET", () => {
    const env = { ...process.env, NODE_ENV: "production", BETTER_AUTH_SECRET: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    const run = spawnSync("bun", ["api/src/server.ts"], { cwd: root, env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("BETTER_AUTH_SECRET must be set to at least 32 characters.");
  });

  it("has no dev mailbox, on the site or in the API", async () => {
    expect((await fetch(`${site}/dev/mail`)).status).toBe(404);
    expect((await fetch(`${site}/api/v1/dev/mail/`)).status).toBe(404);
    expect((await fetch(`${api}/api/v1/dev/mail/`)).status).toBe(404);
  });

  it("seeds no demo account or page", async () => {
    expect((await fetch(`${site}/${DEMO_HANDLE}`)).status).toBe(404);
    expect((await fetch(`${api}/api/v1/businesses/public/${DEMO_HANDLE}/`)).status).toBe(404);
    const demoLogin = await fetch(`${api}/api/v1/auth/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@greenpage.dev", password: "greenpage-demo" }),
    });
    expect(demoLogin.status).toBe(401);
  });

  it("sets session cookies Secure (and __Secure-) behind an https SITE_URL, and sends HSTS", async () => {
    const signup = await fetch(`${site}/api/v1/signup/`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_ORIGIN },
      body: JSON.stringify({ name: "Prod Owner", email: `prod-${Date.now()}@example.com`, password: "prod-secret-1" }),
    });
    expect(signup.status).toBe(201);
    const cookies = signup.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.includes("session_token="));
    expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    for (const url of [`${site}/`, `${site}/api/v1/health/`, `${api}/api/v1/health/`]) {
      expect((await fetch(url)).headers.get("strict-transport-security"), url).toBe("max-age=31536000; includeSubDomains");
    }
  });
});
