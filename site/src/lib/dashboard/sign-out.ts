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

/**
 * Runs a call that ends the session itself (deleting the account) with this
 * tab's session watch held off, then leaves for `destination`. Without the
 * hold the watch sees the session vanish and sends the tab to /login while
 * it is already leaving, and one of the two navigations is aborted.
 * A call that fails gives the watch back and returns its answer.
 */
export async function leaveAfter<T extends { error: unknown }>(end: () => Promise<T>, destination = signOutDestination()): Promise<T> {
  if (signingOut) return end();
  signingOut = true;
  const result = await end().catch((error: unknown) => {
    signingOut = false;
    throw error;
  });
  if (result.error) {
    signingOut = false;
    return result;
  }
  rememberSelectedPage(null);
  window.location.assign(destination);
  return result;
}
