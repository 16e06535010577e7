import { isForbidden, isUnauthorized, type Me } from "@greenpage/sdk";
import { visitorApi } from "./server-api.ts";

export type SessionUser = Me;

/**
 * Who is asking: signed in, signed out, or not known because the API could
 * not say (down, or its database is). Only an API that answered "no session"
 * signs a visitor out; an outage must not send an owner to the login page.
 */
export type SessionCheck = { state: "signed_in"; user: SessionUser } | { state: "signed_out" } | { state: "unavailable" };

export async function checkSession(request: Request, me: (request: Request) => Promise<SessionUser> = (r) => visitorApi(r).me()): Promise<SessionCheck> {
  if (!request.headers.get("cookie")) return { state: "signed_out" };
  try {
    return { state: "signed_in", user: await me(request) };
  } catch (error) {
    return isUnauthorized(error) || isForbidden(error) ? { state: "signed_out" } : { state: "unavailable" };
  }
}

/** Where a page that needs a session sends a visitor who has none. */
export function signInRedirect(url: URL): string {
  const callbackUrl = `${url.pathname}${url.search}`;
  return `/login?error=SessionRequired&callbackUrl=${encodeURIComponent(callbackUrl)}`;
}

/** Only same-site paths are followed after sign-in (no open redirects). */
export function safeCallback(value: string | null | undefined, fallback = "/dashboard"): string {
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.example` would leave the site.
  if (!value?.startsWith("/") || /[\\\u0000-\u001f]/.test(value)) return fallback;
  const probe = new URL(value, "http://greenpage.invalid");
  if (probe.origin !== "http://greenpage.invalid") return fallback;
  // `/..//evil.example` normalises to `//evil.example`, which a browser reads as another host.
  if (probe.pathname.startsWith("//")) return fallback;
  return `${probe.pathname}${probe.search}${probe.hash}`;
}
