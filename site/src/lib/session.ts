import type { Me } from "@greenpage/sdk";
import { visitorApi } from "./server-api.ts";

export type SessionUser = Me;

/** The signed-in user from /api/v1/users/me/, or null when the visitor has no session. */
export async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  try {
    return await visitorApi(request).me();
  } catch {
    return null;
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
  return `${probe.pathname}${probe.search}${probe.hash}`;
}
