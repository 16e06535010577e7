/**
 * A worker process for the crash test (jobs.test.ts): it runs billing's
 * jobs on the database it is given, and after a settle has done its work it
 * says so and hangs before the job is marked done, to be killed with -9.
 *   bun api/src/test/job-worker.ts <postgres-url | pglite-folder>
 */
import { openDatabase } from "@greenpage/db";
import { createContext } from "../app.ts";
import { loadConfig } from "../lib/config.ts";
import { createJobRunner, type JobRunner } from "../lib/jobs.ts";
import { createLogger } from "../lib/logger.ts";
import { defineBillingJobs } from "../modules/billing/jobs.ts";
import { paymentProviderFor } from "../modules/billing/providers/choose.ts";

const target = process.argv[2]!;
const database = target.startsWith("postgres") ? openDatabase({ databaseUrl: target }) : openDatabase({ pgliteDir: target });
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp" });
const ctx = createContext(config, database, createLogger("silent"));
const runner = createJobRunner(database.jobStore, ctx.logger, {
  pollingSeconds: 0.5,
  superviseSeconds: 1,
  queueOverrides: { expireInSeconds: 2, retryDelay: 0, retryBackoff: true, retryDelayMax: 1 },
});
const hanging: JobRunner = {
  ...runner,
  define(definition) {
    runner.define({
      ...definition,
      handler: async (data: Parameters<typeof definition.handler>[0]) => {
        await definition.handler(data);
        console.log(`DONE ${definition.name} ${JSON.stringify(data)}`);
        await new Promise(() => {});
      },
    });
  },
};
defineBillingJobs(ctx, paymentProviderFor(config), hanging);
await runner.start();
console.log("READY");
