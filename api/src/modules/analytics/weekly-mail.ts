import type { LanguageCode, LocalizedText } from "@greenpage/db/schema";
import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";
import type { AnalyticsReport } from "./report.ts";

type Count = { value: string; page_views: number };

const percent = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / before) * 100));

const WORDS = {
  en: {
    subject: (page: string, week: string) => `${page}: your week on Greenpage (${week})`,
    intro: (page: string, week: string) => `Here is how the sustainability page ${page} did in the week of ${week} (UTC).`,
    views: (n: string, change: string) => `Page views: ${n}${change}`,
    visitors: (n: string) => `Unique visitors (counted per day): ${n}`,
    feedback: (n: string, passes: string) => `Feedback received: ${n} · Gated items opened: ${passes}`,
    change: (p: number) => ` (${p >= 0 ? "+" : ""}${p}% on the week before)`,
    sources: "Top sources",
    referrers: "Top referrers",
    none: "none yet",
    direct: "Direct or link",
    quiet: "No views this week. Share your page's link or QR code to bring visitors in.",
    action: "Open Analytics",
    off: "You receive this because you asked for it. Turn it off on the Analytics screen",
    date: (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
    number: (n: number) => n.toLocaleString("en-US"),
  },
  ja: {
    subject: (page: string, week: string) => `「${page}」の週間レポート（${week}）`,
    intro: (page: string, week: string) => `サステナビリティページ「${page}」の ${week} の週（UTC）の結果です。`,
    views: (n: string, change: string) => `ページビュー：${n}${change}`,
    visitors: (n: string) => `ユニーク訪問者（日ごとに集計）：${n}`,
    feedback: (n: string, passes: string) => `受け取ったフィードバック：${n}・閲覧制限付き項目の閲覧：${passes}`,
    change: (p: number) => `（前週比 ${p >= 0 ? "+" : ""}${p}%）`,
    sources: "主な流入元",
    referrers: "主な参照元",
    none: "まだありません",
    direct: "直接・リンク",
    quiet: "今週の閲覧はありませんでした。ページのリンクや QR コードを共有して訪問者を呼び込みましょう。",
    action: "アナリティクスを開く",
    off: "このメールはご希望により送信しています。アナリティクス画面で停止できます",
    date: (d: Date) => d.toLocaleDateString("ja-JP", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }),
    number: (n: number) => n.toLocaleString("ja-JP"),
  },
} as const;

const SOURCE_NAMES: Record<string, Record<LanguageCode, string>> = {
  qr: { en: "QR code", ja: "QR コード" },
  widget: { en: "Popup widget", ja: "ポップアップウィジェット" },
  embed: { en: "Embed", ja: "埋め込み" },
  explore: { en: "Explore", ja: "Explore" },
};

function sourceName(value: string, language: LanguageCode): string {
  if (!value) return WORDS[language].direct;
  if (value.startsWith("share:")) return `${language === "ja" ? "シェア" : "Share"}: ${value.slice(6)}`;
  if (value.startsWith("utm:")) return value.slice(4);
  return SOURCE_NAMES[value]?.[language] ?? value;
}

function topLines(rows: Count[], name: (value: string) => string, language: LanguageCode): string {
  const w = WORDS[language];
  const top = rows.slice(0, 3).map((r) => `${name(r.value)} ${w.number(r.page_views)}`);
  return top.length ? top.join(" · ") : w.none;
}

/** One member's weekly report of a page, in the language they chose. */
export function weeklyReportMail(
  language: LanguageCode,
  input: { page: { handle: string; nameJson: LocalizedText | null }; report: AnalyticsReport; url: string; settingsUrl: string },
): Rendered {
  const w = WORDS[language];
  const { report } = input;
  const name = input.page.nameJson?.[language] || input.page.nameJson?.en || input.page.nameJson?.ja || input.page.handle;
  const week = `${w.date(new Date(`${report.since}T00:00:00Z`))} – ${w.date(new Date(`${report.until}T00:00:00Z`))}`;
  const change = report.previous ? percent(report.totals.page_views, report.previous.page_views) : null;
  const feedback = report.daily.reduce((n, d) => n + d.feedback, 0);
  const passes = report.daily.reduce((n, d) => n + d.gate_passes, 0);
  const lines = [
    w.intro(name, week),
    w.views(w.number(report.totals.page_views), change === null ? "" : w.change(change)),
    w.visitors(w.number(report.totals.visitors)),
    w.feedback(w.number(feedback), w.number(passes)),
    ...(report.totals.page_views === 0
      ? [w.quiet]
      : [
          `${w.sources}: ${topLines(report.breakdowns.source, (v) => sourceName(v, language), language)}`,
          `${w.referrers}: ${topLines(report.breakdowns.referrer, (v) => v || w.direct, language)}`,
        ]),
  ];
  return localizedMail(w.subject(name, week), lines, { label: w.action, url: input.url }, { label: w.off, url: input.settingsUrl });
}
