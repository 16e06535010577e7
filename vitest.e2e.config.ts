import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["site/e2e/**/*.e2e.ts", "widget/e2e/**/*.e2e.ts"],
    globalSetup: ["site/e2e/servers.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One Chromium at a time against the one API and site the global setup starts: on a 2-core
    // machine parallel browsers only time each other out. The files do not depend on each
    // other's order (each changes only data it made), so vitest may run them in any order.
    fileParallelism: false,
    // A browser waiting on a debounce plus an API call needs more than the default 1 s on a busy 2-core machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
