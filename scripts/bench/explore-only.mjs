#!/usr/bin/env node
/**
 * Explore's query mix alone, against a database already seeded (DATABASE_URL,
 * e.g. by `bun scripts/bench/seed.ts`): the bare baseline (the API's SQL with
 * no cache) and, with BENCH_EXPLORE_API=1, the API too. For working on
 * Explore's statements without the whole bench's seed and other rows.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { apiCommand, apiEnv } from "../processes.mjs";
import { benchExplore, printExploreTable } from "./explore.mjs";

const env = { NODE_ENV: "production", BETTER_AUTH_SECRET: "bench-secret-0123456789-0123456789-abcdef", LOG_LEVEL: "silent", SEED_DEMO: "false" };
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start(script, readyPath) {
  const port = await freePort();
  const [command, args] = apiCommand(script);
  const child = spawn(command, args, {
    env: apiEnv({ ...process.env, ...env, API_PORT: String(port), PORT: String(port) }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${script} did not start`);
}

if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL names the seeded database");
const rows = [];
for (const [script, label, ready] of [
  ["scripts/bench/baseline.ts", "baseline", "/api/v1/explore/pages/"],
  ...(process.env.BENCH_EXPLORE_API ? [["api/src/server.ts", "api", "/api/v1/health/"]] : []),
]) {
  const server = await start(script, ready);
  try {
    rows.push(...(await benchExplore(server, label, "postgresql")));
  } finally {
    server.child.kill("SIGTERM");
  }
}
printExploreTable(rows);
