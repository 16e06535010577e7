// `npm start`: build the site if it is missing or older than its sources, then run the API (Bun) and the site (Node) side by side.
// Honours API_PORT, SITE_PORT, DATA_DIR and DATABASE_URL so two copies can run at once.
import { spawn } from "node:child_process";
import { apiCommand, apiEnv, siteCommand } from "./processes.mjs";
import { ensureSiteBuild } from "./site-build.mjs";

const apiPort = process.env.API_PORT ?? "3000";
const sitePort = process.env.SITE_PORT ?? "4321";
const siteUrl = process.env.SITE_URL ?? `http://localhost:${sitePort}`;
const env = { ...process.env, API_PORT: apiPort, SITE_PORT: sitePort, SITE_URL: siteUrl, ASTRO_TELEMETRY_DISABLED: "1" };

try {
  ensureSiteBuild({ force: process.env.REBUILD === "1", env });
} catch {
  process.exit(1);
}

const started = Date.now();
const children = [];
function run(name, command, args, extraEnv) {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], env: { ...env, ...extraEnv } });
  child.on("exit", (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

// The commands and memory settings every deployment uses (processes.mjs).
run("API", ...apiCommand(), apiEnv(env));
run("Site", ...siteCommand(), { PORT: sitePort, HOST: "0.0.0.0" });

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const [apiUp, siteUp] = await Promise.all([waitFor(`http://127.0.0.1:${apiPort}/api/v1/health/`), waitFor(`http://127.0.0.1:${sitePort}/`)]);
if (apiUp && siteUp) {
  console.log(`
Greenpage is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Site:       ${siteUrl}/
  Dashboard:  ${siteUrl}/dashboard  — demo login: demo@greenpage.dev / greenpage-demo
  Members:    ${siteUrl}/dashboard/members  — the demo page's editor: editor@greenpage.dev / greenpage-editor
  Admin:      ${siteUrl}/dashboard/admin  — the product team: reviewer@greenpage.dev / greenpage-review
  Dev mail:   ${siteUrl}/dev/mail
  API:        http://localhost:${apiPort}/api/v1/  (docs: http://localhost:${apiPort}/api/v1/docs)
Press Ctrl+C to stop.`);
}

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on("exit", r))))).then(() => process.exit(code));
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
