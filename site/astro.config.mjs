import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: true },
  // The API answers CSRF/origin checks itself (better-auth); the site only proxies.
  security: { checkOrigin: false },
});
