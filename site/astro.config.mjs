import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  output: "server",
  // SITE_OUT_DIR lets parallel e2e runs build into their own folders (default dist/).
  outDir: process.env.SITE_OUT_DIR ?? "./dist",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: true },
  // The API answers CSRF/origin checks itself (better-auth); the site only proxies.
  security: { checkOrigin: false },
  // The SDK is published built (dist/); inside the monorepo the site compiles its sources, so no build order is needed.
  vite: { resolve: { alias: { "@greenpage/sdk": fileURLToPath(new URL("../sdk/src", import.meta.url)) } } },
});
