import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const sdkSource = fileURLToPath(new URL("./sdk/src/", import.meta.url));

export default defineConfig({
  // The SDK is published built (dist/); tests use its sources, so `npm test` needs no build first.
  resolve: {
    alias: [
      { find: /^@greenpage\/sdk$/, replacement: `${sdkSource}index.ts` },
      { find: /^@greenpage\/sdk\/(.+)$/, replacement: `${sdkSource}$1.ts` },
    ],
  },
  test: {
    include: [
      "api/src/**/*.test.ts",
      "drizzle/src/**/*.test.ts",
      "site/src/**/*.test.ts",
      "site/src/**/*.test.tsx",
      "widget/src/**/*.test.ts",
      "sdk/src/**/*.test.ts",
      "sdk/src/**/*.test.tsx",
      "cli/src/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["api/src/test/global-setup.ts"],
    env: { LOG_LEVEL: "silent" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is a WASM Postgres per test file; two workers match the 2-core machines.
    maxWorkers: 2,
  },
});
