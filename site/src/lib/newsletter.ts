import { GreenpageError } from "@greenpage/sdk";
import { serverApi } from "./server-api.ts";

export type TokenOutcome = "done" | "invalid" | "rate_limited" | "failed";

/**
 * Posts a mailed newsletter token (confirm or unsubscribe) to the API from the
 * server. The API answers 400 for unknown or expired tokens.
 */
export async function postNewsletterToken(action: "confirm" | "unsubscribe", token: string | null): Promise<TokenOutcome> {
  if (!token?.trim()) return "invalid";
  try {
    await serverApi.site.newsletter[action](token);
    return "done";
  } catch (error) {
    if (!(error instanceof GreenpageError)) return "failed";
    if (error.status === 400 || error.status === 404) return "invalid";
    return error.status === 429 ? "rate_limited" : "failed";
  }
}
