import type { PageRole } from "@greenpage/sdk";

/**
 * A member's role on a page, mirrored from the API's rule (api/src/lib/page-access.ts):
 * a viewer reads, an editor also changes what the page shows, the owner also
 * publishes, hides, renames, bills and manages the team. The interface shows
 * no control a role cannot use; the API refuses it anyway.
 */
const RANK: Record<PageRole, number> = { viewer: 0, editor: 1, owner: 2 };

/** Whether `role` may do what needs at least `least` (no `least`: anyone may). */
export function hasRole(role: PageRole, least: PageRole | null | undefined): boolean {
  return !least || RANK[role] >= RANK[least];
}

/**
 * The role the navigation is drawn for: `data-page-role` on the document,
 * which the dashboard's CSS reads to hide the screens the role cannot use.
 */
export function showPageRole(role: PageRole | null) {
  if (role) document.documentElement.dataset.pageRole = role;
  else delete document.documentElement.dataset.pageRole;
  // Kept for the server too, which draws the next screen's navigation for this role: nothing to hide after load.
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox (as for the consent cookie).
  document.cookie = role
    ? `${PAGE_ROLE_COOKIE}=${role}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${PAGE_ROLE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The essential cookie holding the role the dashboard was last drawn for (a drawing hint; the API decides). */
export const PAGE_ROLE_COOKIE = "page_role";

/** The role a cookie value names, or null. */
export function pageRoleOf(value: string | undefined | null): PageRole | null {
  return value === "owner" || value === "editor" || value === "viewer" ? value : null;
}

/** The role the dashboard is drawn for (null until the current page, or the one kept from last time, is known). */
export function shownPageRole(): PageRole | null {
  if (typeof document === "undefined") return null;
  return pageRoleOf(document.documentElement.dataset.pageRole);
}
