// The site's server: `node site/server.mjs [outDir]` (outDir: the build's folder under site/, dist by default).
// It is Astro's own Node server (@astrojs/node standalone: host, port, TLS and logging as it sets them up) with
// one thing in front: a public page the page cache keeps (src/lib/page-cache.ts) is answered straight from Node's
// request, headers and all as they were finished when the page was kept, before Astro sets up a request, a
// render context, cookies and a response for it. Everything else, and every hit until the middleware has
// loaded, goes to Astro as before. How the two meet: src/lib/kept-pages.ts.
process.env.ASTRO_NODE_AUTOSTART = "disabled";
const outDir = process.argv[2] ?? "dist";
const { startServer } = await import(new URL(`./${outDir}/server/entry.mjs`, import.meta.url).href);
const http = startServer().server.server;
const KEPT_PAGES = Symbol.for("greenpage.kept-pages");
const astro = http.listeners("request");
http.removeAllListeners("request");
http.on("request", (req, res) => {
  if (globalThis[KEPT_PAGES]?.(req, res)) return;
  for (const listener of astro) listener.call(http, req, res);
});
