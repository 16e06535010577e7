import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["site/e2e/**/*.e2e.ts"],
    globalSetup: ["site/e2e/servers.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A browser waiting on a debounce plus an API call needs more than the default 1 s on a busy 2-core machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
