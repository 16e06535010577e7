import { adminApi } from "./admin.ts";
import { apiKeysApi } from "./api-keys.ts";
import { assessmentsApi } from "./assessments.ts";
import { notificationsApi } from "./notifications.ts";
import { billingApi } from "./billing.ts";
import { membersApi } from "./members.ts";
import { analysisApi } from "./analysis.ts";
import { analyticsApi } from "./analytics.ts";
import { benchmarkApi } from "./benchmark.ts";
import { catalogApi } from "./catalog.ts";
import { accessLogsApi, verificationsApi } from "./evidence.ts";
import { feedbackApi } from "./feedback.ts";
import { attachmentsApi, filesApi, imagesApi } from "./files.ts";
import { categoriesApi, contentsApi, languagesApi, newsApi } from "./page-contents.ts";
import { linkBlocksApi } from "./link-blocks.ts";
import { disclosuresApi } from "./disclosures.ts";
import { exploreApi, pagesApi } from "./pages.ts";
import { unwrap } from "./request.ts";
import { type ClientOptions, connect } from "./connect.ts";
import { accountApi, gatesApi, siteApi, upvotesApi } from "./visitors.ts";
import type { Tokens } from "./session.ts";

/**
 * A typed client for /api/v1. Every method returns the API's data and throws
 * a GreenpageError when the call fails.
 */
export function createClient(options: ClientOptions) {
  const { origin, session, api } = connect(options);

  return {
    /** The tokens in use (after `login` or a renewal), or undefined. */
    get tokens(): Tokens | undefined {
      return session.tokens;
    },
    /** Signs in with email and password; the client keeps the tokens and passes them to `onTokens`. */
    async login(email: string, password: string): Promise<Tokens> {
      const tokens = await unwrap(api.POST("/api/v1/auth/token/", { body: { email, password } }));
      await session.setTokens(tokens);
      return tokens;
    },
    /** Ends the session on the server (its tokens stop working) and forgets them. */
    async logout(): Promise<void> {
      await unwrap(api.GET("/api/v1/logout/"));
      await session.setTokens(undefined);
    },
    /** The signed-in user with their subscription. `GET /users/me/` */
    me: accountApi(api).me,
    pages: pagesApi(api),
    explore: exploreApi(api),
    languages: languagesApi(api),
    categories: categoriesApi(api),
    contents: contentsApi(api),
    news: newsApi(api),
    linkBlocks: linkBlocksApi(api),
    disclosures: disclosuresApi(api),
    images: imagesApi(api),
    attachments: attachmentsApi(api),
    files: filesApi({ origin, send: (request) => session.send(request), headers: options.headers }),
    apiKeys: apiKeysApi(api),
    notifications: notificationsApi(api),
    feedback: feedbackApi(api),
    verifications: verificationsApi(api),
    accessLogs: accessLogsApi(api),
    catalog: catalogApi(api),
    upvotes: upvotesApi(api),
    gates: gatesApi(api),
    site: siteApi(api),
    plans: {
      /** The plans on offer with their limits (null = unlimited). `GET /plans/` */
      list: () => unwrap(api.GET("/api/v1/plans/")),
    },
    billing: billingApi(api),
    members: membersApi(api),
    analytics: analyticsApi(api),
    benchmark: benchmarkApi(api),
    assessments: assessmentsApi(api),
    analysis: analysisApi(api),
    admin: adminApi(api),
    /**
     * The underlying openapi-fetch client, typed by the same OpenAPI document,
     * for calls this SDK has no method for. It answers `{ data, error, response }`.
     */
    raw: api,
  };
}

export type GreenpageClient = ReturnType<typeof createClient>;

export { createApi, type ApiKeyOptions, type ClientOptions, type CookieOptions, type TokenOptions } from "./connect.ts";
