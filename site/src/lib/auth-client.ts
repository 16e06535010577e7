import { getGlobalBroadcastChannel } from "better-auth/client";
import { createAuthClient } from "better-auth/react";

/** better-auth's client on the site's own origin (the site proxies /api/auth to the API). */
export const authClient = createAuthClient({ basePath: "/api/auth" });

/**
 * better-auth tells the other tabs about sign-out and profile updates but not
 * about sign-in; the spec shares all three, so sign-in and sign-up announce
 * themselves on the same channel (other tabs then re-read their session).
 */
export function announceSignIn() {
  getGlobalBroadcastChannel().post({ event: "session", data: { trigger: "signin" }, clientId: crypto.randomUUID() });
}
