import type { AnalyticsReport, OwnedPage, PageRole, Plan } from "@greenpage/sdk";

/** The Analytics screens' test data: the plans as the API lists them, a page on one of them, a report. */
const PLAN_NAMES = { starter: "Starter", plus: "Plus", pro: "Pro", premium: "Premium" } as const;
const WINDOWS = { starter: 7, plus: 30, pro: 90, premium: 365 } as const;
export const PLANS = Object.entries(WINDOWS).map(([code, days]) => ({
  code,
  name_json: { en: PLAN_NAMES[code as keyof typeof PLAN_NAMES], ja: `${PLAN_NAMES[code as keyof typeof PLAN_NAMES]}(ja)` },
  limits: { analytics_window_days: days },
})) as unknown as Plan[];

export function pageOn(plan: keyof typeof WINDOWS, role: PageRole = "owner") {
  return {
    id: 4,
    handle: "kiln-studio",
    name_json: { en: "Kiln Studio" },
    role,
    is_published: true,
    page_subscription: { status: "active", subscription_plan: { code: plan, name_json: { en: PLAN_NAMES[plan] }, is_pro: plan === "pro" } },
  } as unknown as OwnedPage;
}

const row = (value: string, page_views: number, visitors: number) => ({ value, page_views, visitors });

export function reportOf(days: number, { views = 40, compare = false } = {}): AnalyticsReport {
  const daily = Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 25 - days + 1 + i)).toISOString().slice(0, 10),
    page_views: i === days - 1 ? views : 0,
    visitors: i === days - 1 ? Math.ceil(views / 2) : 0,
    feedback: i === days - 1 && views ? 2 : 0,
    gate_passes: i === days - 1 && views ? 1 : 0,
  }));
  const some = views > 0;
  return {
    window_days: days,
    time_zone: "UTC",
    since: daily[0]!.date,
    until: daily.at(-1)!.date,
    totals: { page_views: views, visitors: Math.ceil(views / 2) },
    previous: compare ? { page_views: 32, visitors: 0 } : null,
    daily,
    link_clicks: some
      ? [
          { link_block_id: 3, title_json: { en: "Our shop", ja: "ショップ" }, url: "https://kiln.example/shop", clicks: 12, visitors: 9 },
          { link_block_id: 4, title_json: { en: "Workshop dates" }, url: "https://kiln.example/dates", clicks: 5, visitors: 5 },
        ]
      : [],
    breakdowns: {
      path: some ? [row("/kiln-studio", 20, 10), row("/kiln-studio/12", 10, 6), row("/kiln-studio/99", 6, 3), row("/widget/kiln-studio", 4, 1)] : [],
      source: some ? [row("", 15, 8), row("qr", 10, 5), row("widget", 5, 3), row("share:line", 4, 2), row("utm:spring-news", 3, 1), row("embed", 3, 1)] : [],
      referrer: some ? [row("", 30, 15), row("example.com", 10, 5)] : [],
      language: some ? [row("ja", 25, 12), row("en", 15, 8)] : [],
      device: some ? [row("mobile", 30, 15), row("desktop", 10, 5)] : [],
      browser: some ? [row("safari", 25, 12), row("samsung", 15, 8)] : [],
    },
  };
}
