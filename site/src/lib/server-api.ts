import { createClient, type FetchLike } from "@greenpage/sdk";
import { API_URL } from "./config.ts";

/** A server-side read never holds a page render for long: 5 s, then it counts as the API being down. */
const TIMEOUT_MS = 5000;
const timed: FetchLike = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });

/** The site's server talking to the API as nobody in particular (public reads, tokens from emails). */
export const serverApi = createClient({ baseUrl: API_URL, fetch: timed });

/**
 * The site's server talking to the API on behalf of the visitor: their
 * cookie goes along, and their address when given (the API counts its
 * per-address limits by it, as it does for calls through the proxy).
 */
export function visitorApi(request: Request, clientAddress?: string) {
  const cookie = request.headers.get("cookie");
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (clientAddress) headers["x-forwarded-for"] = clientAddress;
  return createClient({ baseUrl: API_URL, fetch: timed, headers });
}
