import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { freePort } from "../../scripts/free-port.ts";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const ROOT = join(import.meta.dirname, "..", "..");

/**
 * Serves the host fixtures from their own origin on loopback (127.0.0.1, while
 * the site is on localhost: another site, as a customer's would be).
 * `{{SITE}}` becomes `?site=` when given, else the Greenpage site's origin.
 */
export async function serveHostFixtures(siteUrl: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fixtures");
    const name = url.pathname.slice(1);
    if (name === "favicon.ico") return void response.writeHead(204).end();
    let html: string;
    try {
      if (!/^[a-z-]+\.html$/.test(name)) throw new Error("not a fixture");
      html = readFileSync(join(FIXTURES, name), "utf8");
    } catch {
      response.writeHead(404, { "content-type": "text/plain" }).end("no such fixture");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html.replaceAll("{{SITE}}", url.searchParams.get("site") ?? siteUrl));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A second copy of the built site whose API is unreachable: what hosts see while the API is down. */
export async function siteWithApiDown(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const outDir = process.env.E2E_SITE_OUT_DIR ?? "dist";
  const child: ChildProcess = spawn("node", [`site/${outDir}/server/entry.mjs`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", API_URL: "http://127.0.0.1:9", SITE_URL: `http://localhost:${port}`, TAG_MANAGER_ID: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${url}/widget.js`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    close: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.on("exit", r)));
    },
  };
}
