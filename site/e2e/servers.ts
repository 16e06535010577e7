import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/free-port.ts";
import { apiCommand, apiEnv, siteCommand } from "../../scripts/processes.mjs";
import { ensureSiteBuild } from "../../scripts/site-build.mjs";

/** The site runs with a tag manager container so the consent tests can see it load (or not). */
export const TAG_MANAGER_ID = "GTM-TEST123";

/**
 * Starts the real API (Bun) and the built site (Node) on their own ports and
 * data folder, exactly as `npm start` runs them.
 */
export default async function setup(project: TestProject) {
  const root = join(import.meta.dirname, "..", "..");
  // E2E_SITE_OUT_DIR (relative to site/) gives a parallel run its own build; default site/dist.
  const outDir = process.env.E2E_SITE_OUT_DIR ?? "dist";
  ensureSiteBuild({ outDir });
  const apiPort = String(await freePort());
  const sitePort = String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "greenpage-e2e-"));
  const siteUrl = `http://localhost:${sitePort}`;
  const database = await emptyDatabase(process.env.DATABASE_URL);
  const env = {
    ...process.env,
    API_PORT: apiPort,
    SITE_PORT: sitePort,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    // Every dashboard test signs a fresh owner up and in from 127.0.0.1; the API tests prove the real limits.
    SIGNIN_RATE_LIMIT: "1000",
    SIGNUP_RATE_LIMIT: "1000",
  };
  const children: ChildProcess[] = [
    spawn(...apiCommand(), { cwd: root, env: apiEnv(env), stdio: ["ignore", "ignore", "inherit"] }),
    spawn(...siteCommand(outDir), {
      cwd: root,
      env: { ...env, PORT: sitePort, HOST: "127.0.0.1", TAG_MANAGER_ID },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  ];
  await waitFor(`http://127.0.0.1:${apiPort}/api/v1/health/`);
  await waitFor(`${siteUrl}/`);
  project.provide("siteUrl", siteUrl);
  return async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on("exit", r)))));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
}

/**
 * The browser tests start from the seeded demo, which needs an empty database:
 * on PostgreSQL a new database beside DATABASE_URL's (the integration tests
 * have filled that one), dropped afterwards; on PGlite the fresh DATA_DIR.
 */
export async function emptyDatabase(base: string | undefined): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base) return { url: "", drop: async () => {} };
  const name = `greenpage_e2e_${Date.now().toString(36)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Resolves once `url` answers below 500 (a server just spawned is up); fails
 * after two minutes (the API seeds the demo's year of visits on first start:
 * about 25 s on a quiet machine, over a minute on a busy one).
 */
export async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
  }
}
