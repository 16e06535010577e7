import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["api/src/**/*.test.ts", "drizzle/src/**/*.test.ts", "site/src/**/*.test.ts", "site/src/**/*.test.tsx", "widget/src/**/*.test.ts", "sdk/src/**/*.test.ts", "sdk/src/**/*.test.tsx", "cli/src/**/*.test.ts"],
    globalSetup: ["api/src/test/global-setup.ts"],
    env: { LOG_LEVEL: "silent" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is a WASM Postgres per test file; two workers match the 2-core machines.
    maxWorkers: 2,
  },
});
