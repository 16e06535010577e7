import type { PageRole } from "@greenpage/sdk";

/**
 * Browser storage the dashboard keeps (spec: "the last selected business id is
 * stored locally"; "a landing page entry holding currentPageType"). When
 * storage is unavailable (private mode, blocked cookies) this is logged and an
 * empty value is used.
 */
const LAST_PAGE_KEY = "greenpage.lastBusinessId";
const LANDING_KEY = "greenpage.landingPage";
const ROLE_KEY = "greenpage.pageRole";
const PAGE_ROLES: readonly string[] = ["owner", "editor", "viewer"] satisfies PageRole[];

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn("Browser storage is unavailable; using an empty value.", error);
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn("Browser storage is unavailable; the value is not kept.", error);
  }
}

export function lastSelectedPageId(): number | null {
  const raw = read(LAST_PAGE_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberSelectedPage(id: number | null) {
  write(LAST_PAGE_KEY, id === null ? null : String(id));
  // The role kept was for the page that was current: with none chosen (left, deleted), it says nothing.
  if (id === null) write(ROLE_KEY, null);
}

/** The user's role on the current page, kept so the next screen draws its navigation for that role before it has loaded the pages. */
export function rememberPageRole(pageId: number, role: PageRole) {
  write(ROLE_KEY, JSON.stringify({ id: pageId, role }));
}

/** The kept role, while its page is still the one remembered as current (or none is: then the first page is current, as it was). */
export function rememberedPageRole(): PageRole | null {
  try {
    const kept = JSON.parse(read(ROLE_KEY) ?? "null") as { id?: unknown; role?: unknown } | null;
    const current = lastSelectedPageId();
    const role = kept?.role;
    return (current === null || kept?.id === current) && typeof role === "string" && PAGE_ROLES.includes(role) ? (role as PageRole) : null;
  } catch {
    return null;
  }
}

export type LandingType = "business" | "personal";

export function landingType(): LandingType {
  const raw = read(LANDING_KEY);
  try {
    return raw && (JSON.parse(raw) as { currentPageType?: string }).currentPageType === "personal" ? "personal" : "business";
  } catch {
    return "business";
  }
}

export function rememberLandingType(type: LandingType) {
  write(LANDING_KEY, JSON.stringify({ currentPageType: type }));
}

/** Current page = the stored id when it is still one of the user's pages, else the first. */
export function pickCurrentPage<T extends { id: number }>(pages: readonly T[], storedId: number | null): T | null {
  return pages.find((p) => p.id === storedId) ?? pages[0] ?? null;
}
