import { useEffect, useRef } from "react";
import { authClient } from "../../../lib/auth-client.ts";
import { setUnauthenticatedHandler } from "../../../lib/dashboard/api.ts";
import { isSigningOut, signOut } from "../../../lib/dashboard/sign-out.ts";

/**
 * better-auth's client re-reads the session on window focus and on the storage
 * event another tab's sign-in or sign-out writes; when the session is gone,
 * this tab leaves the dashboard too. A call answered 401 (the session expired
 * or could not be refreshed) signs out and goes to /login.
 */
export function SessionWatch() {
  const session = authClient.useSession();
  const seen = useRef(false);

  useEffect(() => {
    setUnauthenticatedHandler(() => void signOut("/login"));
  }, []);

  useEffect(() => {
    if (session.isPending || isSigningOut()) return;
    if (session.data) seen.current = true;
    else if (seen.current || !session.error) window.location.assign(`/login?error=SessionRequired&callbackUrl=${encodeURIComponent(window.location.pathname)}`);
  }, [session.isPending, session.data, session.error]);

  return null;
}
