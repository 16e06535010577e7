import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/free-port.ts";
import { emptyDatabase } from "../../site/e2e/servers.ts";

const ROOT = join(import.meta.dirname, "..", "..");

export type CliResult = { code: number; stdout: string; stderr: string; json: <T = unknown>() => T };

/**
 * A real API (Bun, as `npm start` runs it) on its own port and database —
 * PGlite in a temporary folder, or a fresh PostgreSQL database beside
 * DATABASE_URL — with the demo seeded, and the CLI built to one file, run
 * as a subprocess the way a user runs it. `env` adds to the API's environment.
 */
export async function startCliWorld(env: Record<string, string> = {}) {
  const work = mkdtempSync(join(tmpdir(), "greenpage-cli-"));
  const cliDir = join(work, "cli");
  const build = spawnSync("npx", ["tsup", "--out-dir", cliDir], { cwd: join(ROOT, "cli"), encoding: "utf8" });
  if (build.status !== 0) throw new Error(`CLI build failed: ${build.stderr}`);
  const cliPath = join(cliDir, "greenpage.js");

  const database = await emptyDatabase(process.env.DATABASE_URL);
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api: ChildProcess = spawn("bun", ["api/src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: join(work, "data"),
      DATABASE_URL: database.url,
      LOG_LEVEL: "silent",
      SEED_DEMO: "true",
      SIGNUP_RATE_LIMIT: "1000",
      SIGNIN_RATE_LIMIT: "1000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${apiUrl}/api/v1/health/`);

  /** Runs `greenpage …` with its own config folder (a fresh one per `home`). */
  function cli(
    args: string[],
    { home = "default", input, env = {}, node = process.execPath }: { home?: string; input?: string; env?: Record<string, string>; node?: string } = {},
  ): Promise<CliResult> {
    return new Promise((resolve) => {
      const child = spawn(node, [cliPath, ...args], {
        env: {
          PATH: process.env.PATH,
          HOME: join(work, "home", home),
          GREENPAGE_CONFIG_DIR: join(work, "config", home),
          GREENPAGE_API_URL: apiUrl,
          NO_COLOR: "1",
          ...env,
        },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.stdin.end(input ?? "");
      child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr, json: <T>() => JSON.parse(stdout) as T }));
    });
  }

  return {
    apiUrl,
    work,
    cliPath,
    cli,
    configDir: (home = "default") => join(work, "config", home),
    async stop() {
      api.kill("SIGTERM");
      await new Promise((r) => (api.exitCode !== null ? r(null) : api.on("exit", r)));
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export type CliWorld = Awaited<ReturnType<typeof startCliWorld>>;

/** A new verified account (sign-up, then the link from the dev mailbox): its email and password. */
export async function newOwner(apiUrl: string, name = "Cli Owner"): Promise<{ email: string; password: string }> {
  const email = `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "cli-secret-123";
  const signup = await fetch(`${apiUrl}/api/v1/signup/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, password }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const mails = (await (await fetch(`${apiUrl}/api/v1/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as { kind: string; links: string[] }[];
  const link = mails.find((m) => m.kind === "verify_email")?.links[0];
  if (!link) throw new Error("no verification mail");
  // The link names the site, which these tests do not run; the API answers the same path.
  const { pathname, search } = new URL(link);
  await fetch(`${apiUrl}${pathname}${search}`, { redirect: "manual" });
  return { email, password };
}

/** An API key of the account, made as the dashboard makes one; for what only a signed-in session may do. */
export async function newApiKey(apiUrl: string, account: { email: string; password: string }): Promise<string> {
  const json = { "content-type": "application/json" };
  const signIn = await fetch(`${apiUrl}/api/v1/auth/token/`, { method: "POST", headers: json, body: JSON.stringify(account) });
  const { access } = (await signIn.json()) as { access: string };
  const made = await fetch(`${apiUrl}/api/v1/users/me/api-keys/`, {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${access}` },
    body: JSON.stringify({ name: "cli test" }),
  });
  if (made.status !== 201) throw new Error(`api key failed: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { key: string }).key;
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
