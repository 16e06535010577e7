import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { benchmarkScores } from "@greenpage/db/schema";
import { createJobs, startJobs } from "../../jobs.ts";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage } from "../../test/harness.ts";
import { addMappedItem } from "./test-fixtures.ts";

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("benchmark scores on the job runner", () => {
  it("a content write rescores its page a few seconds later, with nobody opening the Benchmark screen", async () => {
    // A database of its own on PostgreSQL: the runner's cron jobs must not act on other test files' rows.
    const isolated = await isolatedDatabaseUrl();
    const t = await createTestApp({}, isolated.url);
    const jobs = createJobs(t.ctx, t.database.jobStore, { pollingSeconds: 0.5 });
    await startJobs(t.ctx, jobs);
    try {
      const o = await ownerWithPage(t, { published: true });
      const scores = () => t.ctx.db.select().from(benchmarkScores).where(eq(benchmarkScores.pageId, o.page.id));
      const first = await until(async () => (await scores()).length > 0 && (await scores()), 20_000);
      expect(first.every((row) => row.score === 0)).toBe(true);
      // The item is posted through the API, which queues the rescore 5 s on; its evidence and mapping are set before it runs.
      await addMappedItem(t, o, ["305-1"], { evidence: "verified" });
      const moved = await until(async () => (await scores()).find((row) => row.framework === "gri" && row.score > 0), 20_000);
      expect(moved.day).toBe(new Date().toISOString().slice(0, 10));
    } finally {
      await jobs.stop(2000);
      await t.close();
      await isolated.drop();
    }
  }, 60_000);
});
