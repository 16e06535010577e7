/** The tokens `POST /api/v1/auth/token/` hands out: `access` lives 1 hour, `refresh` renews it. */
export interface Tokens {
  access: string;
  refresh?: string | undefined;
}

/** A `fetch` the SDK can call: the global one, or any function with its shape (tests, proxies). */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

export interface SessionOptions {
  fetch: FetchLike;
  /** Absolute URL of `POST /api/v1/auth/token/refresh/`. */
  refreshUrl: string;
  tokens?: Tokens | undefined;
  apiKey?: string | undefined;
  onTokens?: ((tokens: Tokens) => void | Promise<void>) | undefined;
  /** Send the browser's cookies (the site's session) with every request. */
  credentials?: RequestCredentials | undefined;
  /** Hears of every call that ends in 401 (after any renewal), except the token endpoints' own. */
  onUnauthorized?: (() => void) | undefined;
}

const TOKEN_PATH = /\/api\/v1\/auth\/token\//;

/**
 * Holds the credentials and sends every request with them. With a refresh
 * token, a 401 renews the access token once (one renewal shared by requests
 * that fail together) and replays the request; an API key is sent as it is.
 */
export function createSession(options: SessionOptions) {
  let tokens = options.tokens;
  /** true: renewed; false: nothing to renew with; a Response: the refresh call's failure. */
  let renewing: Promise<boolean | Response> | null = null;

  function authorize(request: Request): Request {
    const credential = options.apiKey ?? tokens?.access;
    if (credential) request.headers.set("authorization", `Bearer ${credential}`);
    return options.credentials ? new Request(request, { credentials: options.credentials }) : request;
  }

  async function setTokens(next: Tokens | undefined): Promise<void> {
    tokens = next;
    if (next) await options.onTokens?.(next);
  }

  async function renew(): Promise<boolean | Response> {
    const refresh = tokens?.refresh;
    if (!refresh) return false;
    const response = await options.fetch(
      new Request(options.refreshUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refresh }) }),
    );
    if (!response.ok) return response;
    const { access } = (await response.json()) as { access: string };
    // A login or logout that happened meanwhile wins over this renewal.
    if (tokens?.refresh !== refresh) return tokens !== undefined;
    await setTokens({ access, refresh });
    return true;
  }

  function renewOnce(): Promise<boolean | Response> {
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function send(request: Request): Promise<Response> {
    const response = await renewingSend(request);
    if (response.status === 401 && !TOKEN_PATH.test(new URL(request.url).pathname)) options.onUnauthorized?.();
    return response;
  }

  async function renewingSend(request: Request): Promise<Response> {
    // A 401 from the token endpoints themselves means bad credentials, not an old token.
    const canRenew = !options.apiKey && Boolean(tokens?.refresh) && !TOKEN_PATH.test(new URL(request.url).pathname);
    const replay = canRenew ? request.clone() : null;
    const sentWith = tokens?.access;
    const response = await options.fetch(authorize(request));
    if (response.status !== 401 || !replay) return response;
    // Another request may have renewed the token while this one was in flight.
    const renewed = tokens?.access !== sentWith || (await renewOnce());
    if (renewed === true) return options.fetch(authorize(replay));
    // A refused renewal leaves the call's own 401; a server that failed to renew says so (a 5xx, not "sign in again").
    // Calls failing together share the refresh answer, so each takes its own copy.
    return renewed instanceof Response && renewed.status >= 500 ? renewed.clone() : response;
  }

  return {
    send,
    setTokens,
    get tokens(): Tokens | undefined {
      return tokens;
    },
  };
}
