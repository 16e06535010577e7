import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The public-site tests read the seeded demo exactly (Explore's lists and
 * sorts); the dashboard tests publish pages of their own. So every file that
 * is not a dashboard test runs first, each group in name order.
 */
class SeedReadersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (/[\\/]dashboard-[^\\/]+\.e2e\.ts$/.test(file.moduleId) ? 1 : 0);
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ["site/e2e/**/*.e2e.ts", "widget/e2e/**/*.e2e.ts"],
    globalSetup: ["site/e2e/servers.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    sequence: { sequencer: SeedReadersFirst },
    // A browser waiting on a debounce plus an API call needs more than the default 1 s on a busy 2-core machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
