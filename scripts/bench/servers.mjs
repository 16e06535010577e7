/**
 * The bench's servers: a free port, a process started as deployed
 * (processes.mjs) and waited for, and stopped. Shared by run.mjs and the
 * scripts that measure one part alone (explore-only.mjs).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { apiCommand, apiEnv } from "../processes.mjs";

/** What every server of the bench runs with. */
export const BENCH_ENV = { NODE_ENV: "production", BETTER_AUTH_SECRET: "bench-secret-0123456789-0123456789-abcdef", LOG_LEVEL: "silent", SEED_DEMO: "false" };

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url, child, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export async function startServer(script, env, readyPath) {
  const port = await freePort();
  // Run as deployed (processes.mjs), the baseline server with the same runtime settings as the API.
  const [command, args] = apiCommand(script);
  const child = spawn(command, args, {
    env: apiEnv({ ...process.env, ...env, API_PORT: String(port), PORT: String(port) }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}${readyPath}`, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { child, port };
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
