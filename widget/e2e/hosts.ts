import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

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
