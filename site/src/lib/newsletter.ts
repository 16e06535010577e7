import { API_URL } from "./config.ts";

export type TokenOutcome = "done" | "invalid" | "rate_limited" | "failed";

/**
 * Posts a mailed newsletter token (confirm or unsubscribe) to the API from the
 * server. The API answers 400 for unknown or expired tokens.
 */
export async function postNewsletterToken(action: "confirm" | "unsubscribe", token: string | null): Promise<TokenOutcome> {
  if (!token?.trim()) return "invalid";
  try {
    const response = await fetch(`${API_URL}/api/v1/newsletter/${action}/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok) return "done";
    if (response.status === 400 || response.status === 404) return "invalid";
    return response.status === 429 ? "rate_limited" : "failed";
  } catch {
    return "failed";
  }
}
