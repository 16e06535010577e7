import { authClient } from "../auth-client.ts";
import { landingType, rememberSelectedPage } from "./storage.ts";

/** Where sign-out lands: `/`, or `/personal` when the visitor came from the personal landing page. */
export function signOutDestination(): string {
  return landingType() === "personal" ? "/personal" : "/";
}

/**
 * Ends the session through better-auth's client, which tells the other tabs
 * (a storage event they re-read the session on), then leaves the dashboard.
 */
let signingOut = false;

/** True once this tab started signing out: its own session watch must not send it elsewhere meanwhile. */
export function isSigningOut(): boolean {
  return signingOut;
}

export async function signOut(destination = signOutDestination()) {
  if (signingOut) return;
  signingOut = true;
  rememberSelectedPage(null);
  await authClient.signOut().catch((error: unknown) => console.warn("Sign-out call failed", error));
  window.location.assign(destination);
}
