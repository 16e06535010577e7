import { openapi } from "@elysiajs/openapi";
import { type AnyElysia, Elysia } from "elysia";
import { createCredentialIssuer } from "./lib/credential-issuer.ts";
import { credentialsModule } from "./modules/credentials/index.ts";
import type { DatabaseHandle } from "@greenpage/db";
import type { Config } from "./lib/config.ts";
import type { AppContext } from "./lib/context.ts";
import { createAuth } from "./lib/auth.ts";
import { createDatabaseAvailability } from "./lib/database-availability.ts";
import "./lib/date-format.ts";
import { databaseUnavailable, httpConventions, securityHeaders } from "./lib/http.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createMailer } from "./lib/mail.ts";
import { createNotifier } from "./lib/notifier.ts";
import { createPageChanges } from "./lib/page-changes.ts";
import { createReadRouting } from "./lib/read-routing.ts";
import { API_VERSION, type DocumentedRoute, OPENAPI_PATH, openapiDocument, SECURITY_SCHEMES } from "./lib/openapi.ts";
import { createStorage } from "./lib/storage.ts";
import { createTokenService } from "./lib/tokens.ts";
import { accountsModule } from "./modules/accounts/index.ts";
import { analyticsModule } from "./modules/analytics/index.ts";
import { analyticsSharingModule } from "./modules/analytics/sharing-routes.ts";
import { benchmarkModule } from "./modules/benchmark/index.ts";
import { apiKeysModule } from "./modules/api-keys/index.ts";
import { createPageViewRecorder } from "./lib/page-view-recorder.ts";
import { adminConsoleModules } from "./modules/admin/console.ts";
import { billingModule } from "./modules/billing/index.ts";
import { paymentProviderFor } from "./modules/billing/providers/choose.ts";
import { stripeWebhook } from "./modules/billing/webhook.ts";
import { pagesModule } from "./modules/pages/index.ts";
import { pageChangesModule } from "./modules/page-changes/index.ts";
import { membersModule } from "./modules/members/index.ts";
import { contactModule } from "./modules/contact/index.ts";
import { contentsModule } from "./modules/contents/index.ts";
import { linkBlocksModule } from "./modules/link-blocks/index.ts";
import { disclosuresModule } from "./modules/disclosures/index.ts";
import { frameworksModule } from "./modules/frameworks/index.ts";
import { analysisModule } from "./modules/analysis/index.ts";
import { exploreModule } from "./modules/explore/index.ts";
import { feedbackModule } from "./modules/feedback/index.ts";
import { newsletterModule } from "./modules/newsletter/index.ts";
import { oembedModule } from "./modules/oembed/index.ts";
import { publicPagesModule } from "./modules/public-pages/index.ts";
import { signOnModule } from "./modules/sign-on/index.ts";
import { shareImagesModule } from "./modules/share-images/index.ts";
import { sitemapModule } from "./modules/sitemap/index.ts";
import { uploadsModule } from "./modules/uploads/index.ts";
import { catalogModule } from "./modules/catalog/index.ts";
import { devMailModule } from "./modules/dev-mail/index.ts";
import { docsModule } from "./modules/docs/index.ts";
import { evidenceModule } from "./modules/evidence/index.ts";
import { assessmentsModule } from "./modules/assessments/index.ts";
import { gatesModule } from "./modules/gates/index.ts";
import { healthModule } from "./modules/health/index.ts";
import { plansModule } from "./modules/plans/index.ts";
import { tokensModule } from "./modules/tokens/index.ts";
import { notificationsModule } from "./modules/notifications/index.ts";

export { API_VERSION };

export function createContext(config: Config, database: DatabaseHandle, logger: Logger = createLogger(config.logLevel)): AppContext {
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const storage = createStorage(config);
  const availability = createDatabaseAvailability({ ping: database.ping, logger, heartbeatMs: database.kind === "postgresql" ? 300 : 0 });
  const reads = createReadRouting({
    primary: database.db,
    replica: database.replicated ? database.readDb : null,
    maxLagMs: config.databaseReadMaxLagMs,
    logger,
  });
  const pageChanges = reads.follow(createPageChanges(logger, { db: database.db, listen: database.listen }));
  return {
    id: crypto.randomUUID(),
    config,
    db: database.db,
    readDb: database.readDb,
    reads,
    dbKind: database.kind,
    database: availability,
    auth: createAuth({ config, db: database.db, database: availability, mailer, storage, pageChanges }),
    mailer,
    notifier: createNotifier(),
    pageChanges,
    tokens: createTokenService({ db: database.db, secret: config.authSecret }),
    storage,
    pageViews: createPageViewRecorder({ db: database.db, logger }),
    logger,
    credentials: createCredentialIssuer(config),
  };
}

/**
 * Benchmark, AI analysis (issue 23) and verified claims' credentials (issue 26) as one instance: one more `.use`
 * on /api/v1 is past TypeScript's instantiation depth.
 */
const insightsModules = (ctx: AppContext) => new Elysia().use(benchmarkModule(ctx)).use(analysisModule(ctx)).use(credentialsModule(ctx));

/** The whole HTTP surface: /api/auth (better-auth) and /api/v1 (the product). */
export function createApp(ctx: AppContext): AnyElysia {
  const v1 = new Elysia({ prefix: "/api/v1" })
    .use(docsModule(ctx))
    .use(healthModule(ctx))
    .use(accountsModule(ctx))
    .use(tokensModule(ctx))
    .use(signOnModule(ctx))
    .use(apiKeysModule(ctx))
    .use(notificationsModule(ctx))
    .use(catalogModule(ctx))
    .use(frameworksModule())
    .use(pagesModule(ctx))
    .use(membersModule(ctx))
    .use(contentsModule(ctx))
    .use(linkBlocksModule(ctx))
    .use(disclosuresModule(ctx))
    .use(evidenceModule(ctx))
    .use(assessmentsModule(ctx))
    .use(gatesModule(ctx))
    .use(publicPagesModule(ctx))
    .use(shareImagesModule(ctx))
    .use(exploreModule(ctx))
    .use(feedbackModule(ctx))
    .use(sitemapModule(ctx))
    .use(uploadsModule(ctx))
    .use(plansModule(ctx))
    .use(billingModule(ctx, paymentProviderFor(ctx.config)))
    .use(stripeWebhook(ctx, ctx.config.stripe))
    .use(analyticsModule(ctx))
    .use(analyticsSharingModule(ctx))
    .use(insightsModules(ctx))
    .use(contactModule(ctx))
    .use(newsletterModule(ctx))
    .use(oembedModule(ctx))
    .use(adminConsoleModules(ctx));
  if (ctx.config.env !== "production") v1.use(devMailModule(ctx));

  let routes: readonly DocumentedRoute[] = [];
  const app = new Elysia()
    .use(httpConventions(ctx))
    .use(openapiDocument(() => routes))
    .use(
      openapi({
        specPath: OPENAPI_PATH,
        // The docs page is the docs module's: the plugin's loads its viewer from a CDN, blank offline.
        provider: null,
        exclude: { paths: [/^\/api\/auth/, /^\/api\/internal\//] },
        documentation: {
          openapi: "3.1.0",
          info: {
            title: "Greenpage API",
            version: API_VERSION,
            description:
              "Sustainability pages. Authenticate with the session cookie (site), `Authorization: Bearer <access>` from `POST /api/v1/auth/token/`, or an API key from `POST /api/v1/users/me/api-keys/` as `Authorization: Bearer gpk_…` or `X-API-Key: gpk_…`.",
          },
          components: { securitySchemes: SECURITY_SCHEMES },
        },
      }),
    )
    .all(
      "/api/auth/*",
      async ({ request }) => {
        const response = await ctx.auth.handler(request);
        // better-auth answers its own 500 when the database fails under it; an outage is our 503.
        return response.status === 500 && (await ctx.database.reportOutage("better-auth answered 500")) ? databaseUnavailable(securityHeaders(ctx)) : response;
      },
      { parse: "none" },
    )
    .use(pageChangesModule(ctx))
    .use(v1);
  routes = app.routes;
  return app;
}
