import { createClient, type FetchLike } from "@greenpage/sdk";
import { API_URL } from "./config.ts";

/** A server-side read never holds a page render for long: 5 s, then it counts as the API being down. */
const TIMEOUT_MS = 5000;
const timed: FetchLike = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });

/** The site's server talking to the API as nobody in particular (public reads, tokens from emails). */
export const serverApi = createClient({ baseUrl: API_URL, fetch: timed });

/** The site's server talking to the API on behalf of the visitor: their cookie goes along. */
export function visitorApi(request: Request) {
  const cookie = request.headers.get("cookie");
  return createClient({ baseUrl: API_URL, fetch: timed, headers: cookie ? { cookie } : {} });
}
