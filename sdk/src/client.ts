import createFetchClient from "openapi-fetch";
import { adminApi } from "./admin.ts";
import { apiKeysApi } from "./api-keys.ts";
import type { paths } from "./api-types.ts";
import { feedbackApi } from "./feedback.ts";
import { attachmentsApi, filesApi, imagesApi } from "./files.ts";
import { categoriesApi, contentsApi, languagesApi, newsApi } from "./page-contents.ts";
import { exploreApi, pagesApi } from "./pages.ts";
import { unwrap } from "./request.ts";
import { createSession, type FetchLike, type Tokens } from "./session.ts";

interface CommonOptions {
  /**
   * Origin of the Greenpage site or API, e.g. `https://greenpage.example`;
   * every call goes to `${baseUrl}/api/v1/…`. In a browser, `""` calls the
   * page's own origin.
   */
  baseUrl: string;
  /** The `fetch` to call; default `globalThis.fetch`. Tests pass the app's own handler. */
  fetch?: FetchLike;
  /** Headers sent with every request (e.g. `Accept-Language`). */
  headers?: Record<string, string>;
}

/** Signed in with tokens (or anonymous, for public reads and `login`). */
export interface TokenOptions extends CommonOptions {
  /** An access token from `login` or `POST /api/v1/auth/token/` (it lives 1 hour). */
  token?: string;
  /** The refresh token: with it, a 401 renews the access token once and replays the request. */
  refreshToken?: string;
  /** Called with the tokens after `login` and after every renewal, so a caller can keep them. */
  onTokens?: (tokens: Tokens) => void | Promise<void>;
  apiKey?: never;
  credentials?: never;
  onUnauthorized?: never;
}

/**
 * Signed in with the browser's session cookie, as the Greenpage site is:
 * every request carries the cookie (`same-origin`, or `include` for another
 * origin that allows it). No tokens, nothing to renew: a 401 means the
 * session is gone, and `onUnauthorized` hears of it (the site signs out).
 */
export interface CookieOptions extends CommonOptions {
  credentials: "same-origin" | "include";
  /** Called for every call the API answers 401 (the session cookie is missing or expired). */
  onUnauthorized?: () => void;
  token?: never;
  refreshToken?: never;
  onTokens?: never;
  apiKey?: never;
}

/** Signed in with an API key (`gpk_…`), sent as `Authorization: Bearer gpk_…`; never renewed. */
export interface ApiKeyOptions extends CommonOptions {
  apiKey: string;
  token?: never;
  refreshToken?: never;
  onTokens?: never;
  credentials?: never;
  onUnauthorized?: never;
}

export type ClientOptions = TokenOptions | ApiKeyOptions | CookieOptions;

/**
 * A typed client for /api/v1. Every method returns the API's data and throws
 * a GreenpageError when the call fails.
 */
export function createClient(options: ClientOptions) {
  const origin = options.baseUrl.replace(/\/+$/, "");
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const session = createSession({
    fetch: baseFetch,
    refreshUrl: `${origin}/api/v1/auth/token/refresh/`,
    tokens: options.token || options.refreshToken ? { access: options.token ?? "", refresh: options.refreshToken } : undefined,
    apiKey: options.apiKey,
    onTokens: options.onTokens,
    credentials: options.credentials,
    onUnauthorized: options.onUnauthorized,
  });
  const api = createFetchClient<paths>({ baseUrl: origin, fetch: (request) => session.send(request), headers: options.headers });

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
    me: () => unwrap(api.GET("/api/v1/users/me/")),
    pages: pagesApi(api),
    explore: exploreApi(api),
    languages: languagesApi(api),
    categories: categoriesApi(api),
    contents: contentsApi(api),
    news: newsApi(api),
    images: imagesApi(api),
    attachments: attachmentsApi(api),
    files: filesApi({ origin, send: (request) => session.send(request), headers: options.headers }),
    apiKeys: apiKeysApi(api),
    feedback: feedbackApi(api),
    plans: {
      /** The plans on offer with their limits (null = unlimited). `GET /plans/` */
      list: () => unwrap(api.GET("/api/v1/plans/")),
    },
    admin: adminApi(api),
    /**
     * The underlying openapi-fetch client, typed by the same OpenAPI document,
     * for calls this SDK has no method for. It answers `{ data, error, response }`.
     */
    raw: api,
  };
}

export type GreenpageClient = ReturnType<typeof createClient>;
