import { GreenpageError, type UnsubscribeState } from "@greenpage/sdk";
import { serverApi } from "./server-api.ts";

export type UnsubscribeOutcome = { state: UnsubscribeState } | { error: "invalid" | "failed" };

/**
 * Reads (GET) or applies (POST) a notification mail's unsubscribe token from
 * the server; the API answers 404 for a forged or altered token.
 */
export async function unsubscribeOutcome(token: string | undefined, apply: boolean): Promise<UnsubscribeOutcome> {
  if (!token?.trim()) return { error: "invalid" };
  try {
    const state = apply ? await serverApi.notifications.unsubscribe(token) : await serverApi.notifications.unsubscribeState(token);
    return { state };
  } catch (error) {
    return { error: error instanceof GreenpageError && (error.status === 404 || error.status === 400) ? "invalid" : "failed" };
  }
}
