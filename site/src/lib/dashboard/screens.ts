/** The dashboard's screens in navigation order; `key` names both the route and its i18n label (`dash.nav.<key>`). */
export const DASHBOARD_SCREENS = [
  { key: "home", href: "/dashboard" },
  { key: "contents", href: "/dashboard/contents" },
  { key: "customization", href: "/dashboard/customization" },
  { key: "share", href: "/dashboard/share" },
  { key: "feedback_forms", href: "/dashboard/feedback" },
  { key: "feedback_results", href: "/dashboard/feedback/results" },
  { key: "verifications", href: "/dashboard/verifications" },
  { key: "access_control", href: "/dashboard/access-control" },
  { key: "page_settings", href: "/dashboard/settings/page" },
  { key: "languages", href: "/dashboard/settings/languages" },
  { key: "framework", href: "/dashboard/settings/framework" },
  { key: "account", href: "/dashboard/account" },
  { key: "billing", href: "/dashboard/billing" },
  { key: "pages", href: "/dashboard/pages" },
] as const;

/** Screens of the product team (users with the admin role) only. */
export const ADMIN_SCREENS = [{ key: "review", href: "/dashboard/review" }] as const;

export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number]["key"] | (typeof ADMIN_SCREENS)[number]["key"] | "start" | "onboarding";
