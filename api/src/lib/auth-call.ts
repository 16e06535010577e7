import type { AppContext } from "./context.ts";
import { COMMON_ERRORS } from "./errors.ts";

/**
 * Calls a better-auth endpoint through its HTTP handler (not `auth.api`) so its
 * rate limits, hooks and cookies apply exactly as for the site. The caller's
 * address and user agent are passed on; the server has already made sure
 * X-Forwarded-For is one trusted address.
 */
export async function callAuthEndpoint(
  ctx: AppContext,
  path: string,
  body: Record<string, unknown>,
  incoming: Request,
): Promise<{ status: number; body: Record<string, unknown>; setCookies: string[]; retryAfter: number | undefined }> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of ["x-forwarded-for", "user-agent"]) {
    const value = incoming.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await ctx.auth.handler(new Request(`${ctx.config.siteUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  // better-auth answers 500 when the database fails under it: an outage is the caller's 503, not a refused password.
  if (response.status === 500 && (await ctx.database.reportOutage(`better-auth ${path} answered 500`))) throw COMMON_ERRORS.raise("database_unavailable");
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { message: text };
  }
  // better-auth says how long its rate limit holds in X-Retry-After (seconds).
  const retryAfter = Number(response.headers.get("x-retry-after"));
  return { status: response.status, body: parsed, setCookies: response.headers.getSetCookie(), retryAfter: retryAfter > 0 ? Math.ceil(retryAfter) : undefined };
}
