import type { PageRole } from "@greenpage/sdk";

/**
 * The dashboard's screens in navigation order; `key` names both the route
 * and its i18n label (`dash.nav.<key>`). `role` is the least role on the
 * current page the screen is for (the API's rule for what it calls); screens
 * without one are the user's own (account, billing, pages).
 */
export const DASHBOARD_SCREENS = [
  { key: "home", href: "/dashboard", role: "viewer" },
  { key: "contents", href: "/dashboard/contents", role: "editor" },
  { key: "customization", href: "/dashboard/customization", role: "editor" },
  { key: "analytics", href: "/dashboard/analytics", role: "viewer" },
  { key: "share", href: "/dashboard/share", role: "editor" },
  { key: "feedback_forms", href: "/dashboard/feedback", role: "editor" },
  { key: "feedback_results", href: "/dashboard/feedback/results", role: "viewer" },
  { key: "verifications", href: "/dashboard/verifications", role: "editor" },
  { key: "access_control", href: "/dashboard/access-control", role: "viewer" },
  { key: "ai_analysis", href: "/dashboard/ai-analysis", role: "viewer" },
  { key: "benchmark", href: "/dashboard/benchmark", role: "viewer" },
  { key: "assessments", href: "/dashboard/assessments", role: "viewer" },
  { key: "page_settings", href: "/dashboard/settings/page", role: "editor" },
  { key: "languages", href: "/dashboard/settings/languages", role: "editor" },
  { key: "framework", href: "/dashboard/settings/framework", role: "editor" },
  { key: "members", href: "/dashboard/members", role: "viewer" },
  { key: "account", href: "/dashboard/account" },
  { key: "billing", href: "/dashboard/billing" },
  { key: "pages", href: "/dashboard/pages" },
] as const;

/**
 * The admin console: screens of the product team (users with the admin
 * role) only. The API refuses their calls to anyone else (403); the pages
 * send anyone else to their own dashboard.
 */
export const ADMIN_SCREENS = [
  { key: "admin_overview", href: "/dashboard/admin" },
  { key: "admin_users", href: "/dashboard/admin/users" },
  { key: "admin_pages", href: "/dashboard/admin/pages" },
  { key: "admin_codes", href: "/dashboard/admin/codes" },
  { key: "admin_plans", href: "/dashboard/admin/plans" },
  { key: "admin_reports", href: "/dashboard/admin/reports" },
  { key: "admin_messages", href: "/dashboard/admin/messages" },
  { key: "review", href: "/dashboard/admin/verifications" },
  { key: "admin_audit", href: "/dashboard/admin/audit" },
] as const;

export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number]["key"] | (typeof ADMIN_SCREENS)[number]["key"] | "start" | "onboarding";

/** Screens outside the navigation that work on the current page, with the least role each is for. */
const OTHER_SCREEN_ROLES: Partial<Record<DashboardScreen, PageRole>> = { onboarding: "editor" };

/** The least role on the current page a screen is for; none for the user's own screens. */
export function screenRole(screen: DashboardScreen): PageRole | null {
  const listed = DASHBOARD_SCREENS.find((s) => s.key === screen);
  return (listed && "role" in listed ? listed.role : OTHER_SCREEN_ROLES[screen]) ?? null;
}
