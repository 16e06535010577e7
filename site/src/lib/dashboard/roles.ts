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
}

/** The role the dashboard is drawn for (null until the current page, or the one kept from last time, is known). */
export function shownPageRole(): PageRole | null {
  if (typeof document === "undefined") return null;
  const role = document.documentElement.dataset.pageRole;
  return role === "owner" || role === "editor" || role === "viewer" ? role : null;
}
