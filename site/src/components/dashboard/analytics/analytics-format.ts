import { ANALYTICS_WINDOWS, type AnalyticsReport, type AnalyticsWindow } from "@greenpage/sdk";
import type { TFunction } from "i18next";

export type Breakdown = keyof AnalyticsReport["breakdowns"];
export type BreakdownRow = AnalyticsReport["breakdowns"][Breakdown][number];
export type DailyRow = AnalyticsReport["daily"][number];
/** The breakdowns in the order the screen shows them. */
export const BREAKDOWNS = ["path", "source", "referrer", "language", "device", "browser"] as const satisfies readonly Breakdown[];

/** The window a screen opens on: 30 days (Plausible's default), or the longest the plan keeps when that is shorter. */
export function defaultWindow(limit: number | null): AnalyticsWindow {
  const fits = ANALYTICS_WINDOWS.filter((days) => days <= 30 && (limit === null || days <= limit));
  return fits.at(-1) ?? 7;
}

/** The change from the span before in whole percent; null when there was nothing before to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}

/** "+12%", "-8%", "0%" in the reader's language. */
export const percentText = (change: number, language: string) =>
  new Intl.NumberFormat(language, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 0 }).format(change / 100);

/** What the report's numbers add up to: views and visitors come totalled, feedback and gated-item passes per day. */
export function windowTotals(report: AnalyticsReport) {
  const sum = (key: "feedback" | "gate_passes") => report.daily.reduce((total, day) => total + day[key], 0);
  return { ...report.totals, feedback: sum("feedback"), gate_passes: sum("gate_passes") };
}

/** Nothing happened in the window: no view, no feedback, no gated item opened. */
export const isEmptyReport = (report: AnalyticsReport) => report.daily.every((d) => d.page_views + d.visitors + d.feedback + d.gate_passes === 0);

/** A day of the report (`2026-11-25`, a UTC day) as the reader writes it short ("Nov 25" / "11月25日"). */
export const shortDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** A day in full ("Nov 25, 2026"), for the table and the window's span. */
export const longDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** When something happened (an ISO time), as the reader's own calendar has it ("Nov 25, 2026"). */
export const localDay = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));

/** The share buttons' networks by the names the networks give themselves; e-mail and "other" are words, so translated. */
const NETWORK_NAMES: Record<string, string> = {
  x: "X",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  line: "LINE",
  whatsapp: "WhatsApp",
  threads: "Threads",
  bluesky: "Bluesky",
  mastodon: "Mastodon",
  reddit: "Reddit",
  telegram: "Telegram",
  pinterest: "Pinterest",
};
const BROWSER_NAMES: Record<string, string> = {
  chrome: "Chrome",
  safari: "Safari",
  firefox: "Firefox",
  edge: "Edge",
  samsung: "Samsung Internet",
  opera: "Opera",
};
const MARKED_SOURCES = new Set(["qr", "widget", "embed", "explore"]);
const DEVICES = new Set(["desktop", "mobile", "tablet", "other"]);
/** A path the API records for a page: `/{handle}`, `/{handle}/{initiative id}` or `/widget/{handle}` (the handle may be an old one). */
const PAGE_PATH = /^\/(?:(widget)\/[^/]+|[^/]+(?:\/(\d+))?)$/;

export type LabelContext = {
  t: TFunction;
  language: string;
  /** An initiative's title, when the screen knows it. */
  itemTitle?: ((id: number) => string | undefined) | undefined;
};

function sourceLabel(value: string, t: TFunction): string {
  if (!value) return t("analytics.source.direct");
  if (MARKED_SOURCES.has(value)) return t(`analytics.source.${value}`);
  const [kind, rest = ""] = value.split(/:(.*)/s);
  if (kind === "share") {
    const network = NETWORK_NAMES[rest] ?? (rest === "email" ? t("analytics.source.email") : t("analytics.source.other_network"));
    return t("analytics.source.share", { network });
  }
  if (kind === "utm" && rest) return t("analytics.source.campaign", { value: rest });
  return value;
}

function pathLabel(value: string, { t, itemTitle }: LabelContext): string {
  const match = PAGE_PATH.exec(value);
  if (!match) return value;
  if (match[1]) return t("analytics.path.widget");
  if (!match[2]) return t("analytics.path.page");
  const id = Number(match[2]);
  return itemTitle?.(id) || t("analytics.path.item", { id });
}

function languageLabel(value: string, { t, language }: LabelContext): string {
  if (!value) return t("analytics.unknown");
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(value) ?? value;
  } catch {
    return value;
  }
}

/** One breakdown value in words: "QR code", "Share: LINE", "Initiative #12", "Direct / none", "Japanese"… */
export function breakdownLabel(kind: Breakdown, value: string, context: LabelContext): string {
  const { t } = context;
  switch (kind) {
    case "path":
      return pathLabel(value, context);
    case "source":
      return sourceLabel(value, t);
    case "referrer":
      return value || t("analytics.referrer.direct");
    case "language":
      return languageLabel(value, context);
    case "device":
      return DEVICES.has(value) ? t(`analytics.device.${value}`) : value || t("analytics.unknown");
    case "browser":
      return BROWSER_NAMES[value] ?? (value === "other" ? t("analytics.browser.other") : value || t("analytics.unknown"));
  }
}
