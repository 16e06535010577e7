import createFetchClient from "openapi-fetch";
import type { paths } from "./api-types.ts";
import type { Api } from "./request.ts";
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

/** The typed fetch client with the options' credentials, its origin and session. */
export function connect(options: ClientOptions) {
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
  return { origin, session, api };
}

/**
 * The bare typed fetch client, for a small script that needs one group of
 * calls: pass it to that group (`upvotesApi(api)`, `gatesApi(api)`,
 * `siteApi(api)`, `feedbackApi(api)`…) and a bundler leaves the rest of the
 * SDK out. Same options and errors as `createClient`.
 */
export function createApi(options: ClientOptions): Api {
  return connect(options).api;
}
