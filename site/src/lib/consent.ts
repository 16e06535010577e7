/**
 * Cookie consent as the specification stores it: one `cookies-agree` cookie,
 * `all` or `essential`, path /, kept a year. Shared by the cookie banner, the
 * tag manager and any layout that needs to know the visitor's choice.
 */
export const CONSENT_COOKIE = "cookies-agree";
export type Consent = "all" | "essential";
/** Fired on `document` when the visitor chooses, so the tag manager can load without a reload. */
export const CONSENT_EVENT = "greenpage:consent";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Paths whose pages never ask for consent nor load the tag manager (the embeddable widget). */
export function isWidgetPath(pathname: string): boolean {
  return pathname.startsWith("/widget");
}

export function parseConsent(value: string | null | undefined): Consent | null {
  return value === "all" || value === "essential" ? value : null;
}

export function readConsent(): Consent | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}

export function saveConsent(value: Consent): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; this is the one cookie the browser writes.
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  document.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: value }));
}
