import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

const ROOT = join(import.meta.dirname, "..");

/** A second copy of the built site whose API is unreachable: what hosts see while the API is down. */
export function siteWithApiDown(): Promise<{ url: string; close: () => Promise<void> }> {
  return siteWithApi("http://127.0.0.1:9");
}

/** A second copy of the built site talking to the API at `apiUrl` (a stand-in answering what the real one cannot be made to answer in a test). */
export async function siteWithApi(apiUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const outDir = process.env.E2E_SITE_OUT_DIR ?? "dist";
  const child: ChildProcess = spawn("node", ["site/server.mjs", outDir], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", API_URL: apiUrl, SITE_URL: `http://localhost:${port}`, TAG_MANAGER_ID: "" },
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
