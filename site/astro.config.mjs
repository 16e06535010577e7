import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  output: "server",
  // SITE_OUT_DIR lets parallel e2e runs build into their own folders (default dist/).
  outDir: process.env.SITE_OUT_DIR ?? "./dist",
  adapter: node({ mode: "standalone", experimentalDisableStreaming: true }),
  integrations: [react()],
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: true },
  security: {
    // The API answers CSRF/origin checks itself (better-auth); the site only proxies.
    checkOrigin: false,
    // A Content-Security-Policy header on every page: scripts only from this origin or inline with the hash
    // Astro computes for the scripts it writes (never 'unsafe-inline' for scripts). Styles may be inline
    // (React style attributes, the toaster's injected sheet); the middleware adds frame-ancestors per page.
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // The SDK is published built (dist/); inside the monorepo the site compiles its sources, so no build order is needed.
  vite: {
    resolve: { alias: { "@greenpage/sdk": fileURLToPath(new URL("../sdk/src", import.meta.url)) } },
    // When this build was made: the sitemap's lastmod for the site's own pages, which change only with a build.
    define: { "import.meta.env.SITE_BUILT_AT": JSON.stringify(new Date().toISOString()) },
    // Bundled into the server build rather than loaded from node_modules at run time, so only the icons the
    // site draws are kept: the whole of Simple Icons is a 5 MB module (3,400 brands) held in memory for good.
    ssr: { noExternal: ["lucide", "simple-icons"] },
  },
});
