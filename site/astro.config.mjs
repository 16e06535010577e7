import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "server",
  // SITE_OUT_DIR lets parallel e2e runs build into their own folders (default dist/).
  outDir: process.env.SITE_OUT_DIR ?? "./dist",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: true },
  // The API answers CSRF/origin checks itself (better-auth); the site only proxies.
  security: { checkOrigin: false },
});
