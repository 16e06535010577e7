import { defineConfig } from "tsup";

const shared = {
  dts: true,
  treeshake: true,
  // Modern browsers and Node ≥ 18: the SDK needs fetch, Request and Headers (and Web Crypto to verify credentials).
  target: "es2022",
  platform: "neutral",
} as const;

export default defineConfig([
  {
    ...shared,
    entry: { index: "src/index.ts", embed: "src/embed.ts", react: "src/react.tsx" },
    format: ["esm", "cjs"],
    clean: true,
    // openapi-fetch is a dependency and React an optional peer: the app's own copies are used.
    external: ["react", "react/jsx-runtime", "openapi-fetch"],
  },
  {
    ...shared,
    // ESM only: the Verifiable Credentials libraries it uses (its dependencies, left to the app's bundler) are ESM only.
    entry: { credentials: "src/credentials.ts" },
    format: ["esm"],
    external: [/^@digitalbazaar\//, "did-context"],
  },
]);
