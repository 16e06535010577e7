import { createApp, createContext } from "./app.ts";
import { createJobs, startJobs } from "./jobs.ts";
import { bootstrap } from "./bootstrap.ts";
import { withClientIp } from "./lib/client-ip.ts";
import { answerUnlessOutage } from "./lib/database-availability.ts";
import { databaseUnavailable, securityHeaders } from "./lib/http.ts";
import { DEMO_HANDLE, DEMO_LOGIN, DEMO_REVIEWER, seedDemoContent } from "./seed/demo.ts";

const started = performance.now();
const { config, database } = await bootstrap();
const ctx = createContext(config, database);
// The credential signing key is read (or made, on first start) now: a wrong CREDENTIAL_SIGNING_KEY stops start-up.
try {
  await ctx.credentials.issuer();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const app = createApp(ctx);

if (config.seedDemo && (await seedDemoContent(ctx))) {
  console.log(
    `Seeded the demo page /${DEMO_HANDLE} — log in as ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password} (reviewer: ${DEMO_REVIEWER.email} / ${DEMO_REVIEWER.password})`,
  );
}
// The job runner is ready before the first request: on PGlite its first start installs pg-boss's tables in the
// process's only thread, which must not hold up requests already being served. A runner that cannot start is
// logged and mail goes out in the background instead.
const jobs = createJobs(ctx, database.jobStore, { pollingSeconds: 1 });
const jobsRunning = await startJobs(ctx, jobs).then(
  () => {
    ctx.logger.info("jobs.started", {});
    return true;
  },
  (error) => {
    ctx.logger.error("jobs.start_failed", { error: error instanceof Error ? error.message : String(error) });
    return false;
  },
);
await ctx.mailer.flushPending();

const server = Bun.serve({
  port: config.port,
  fetch: (request, srv) =>
    answerUnlessOutage(ctx.database, app.handle(withClientIp(request, srv.requestIP(request)?.address ?? null, config.trustedProxies)), () =>
      databaseUnavailable(securityHeaders(ctx)),
    ),
});
ctx.logger.info("api.started", {
  url: `http://localhost:${server.port}/api/v1/`,
  database: database.kind,
  startup_ms: Math.round(performance.now() - started),
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ctx.logger.info("api.stopping", { signal });
  // stop() without force lets in-flight requests finish before it resolves.
  await server.stop();
  if (jobsRunning) await jobs.stop();
  await ctx.mailer.idle();
  await ctx.pageViews.flush();
  ctx.database.stop();
  ctx.reads.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
