import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", embed: "src/embed.ts", react: "src/react.tsx" },
  format: ["esm", "cjs"],
  dts: true,
  treeshake: true,
  clean: true,
  // Modern browsers and Node ≥ 18: the SDK needs fetch, Request and Headers.
  target: "es2022",
  platform: "neutral",
  // openapi-fetch is a dependency and React an optional peer: the app's own copies are used.
  external: ["react", "react/jsx-runtime", "openapi-fetch"],
});
