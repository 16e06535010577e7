import type { LanguageCode } from "@greenpage/db/schema";
import type { EventOf } from "./events.ts";

type ReminderEvent = Extract<EventOf<"verification">, { reminder: unknown }>;
type Worded = { summary: string; subject: string; lines: string[]; action: { label: string; path: string } };

const textIn = (text: ReminderEvent["item"], language: LanguageCode, fallback: string) => text?.[language] || text?.en || text?.ja || fallback;
const day = (date: string, language: LanguageCode) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language === "ja" ? "ja-JP" : "en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/** A Verified claim's reminder opens its row with Request re-verification at hand; any other opens the screen. */
const action = (language: LanguageCode, event: ReminderEvent) =>
  event.reminder.verified
    ? { label: language === "ja" ? "再認証を申請する" : "Request re-verification", path: `/dashboard/verifications?reverify=${event.reminder.contentId}` }
    : { label: language === "ja" ? "認証を開く" : "Open Verifications", path: "/dashboard/verifications" };

/** A claim coming due, in English: when, what happens then, and what to do. */
function english(event: ReminderEvent, page: string): Worded {
  const { daysLeft, dueDate, basis, verified } = event.reminder;
  const item = textIn(event.item, "en", "An item");
  const date = day(dueDate, "en");
  const what = basis === "expiry" ? "expires" : "is due for review";
  const when = daysLeft > 0 ? `in ${daysLeft} day${daysLeft === 1 ? "" : "s"} (${date})` : daysLeft === 0 ? "today" : `since ${date}`;
  const summary =
    daysLeft < 0
      ? `"${item}" on ${page} ${basis === "expiry" ? `expired on ${date}` : `has been due for review since ${date}`}.`
      : `"${item}" on ${page} ${what} ${when}.`;
  const subject =
    daysLeft < 0
      ? `"${item}" ${basis === "expiry" ? "has expired" : "is overdue for review"}`
      : `"${item}" ${what} ${daysLeft > 0 ? `in ${daysLeft} days` : "today"}`;
  const lines = [summary];
  if (basis === "expiry" && verified)
    lines.push("After its expiry date it shows as Verification expired on your page, and its signed credential no longer verifies.");
  if (basis === "review") lines.push("You asked to review this claim at this interval: check that it still holds and update it.");
  lines.push(
    verified || basis === "expiry"
      ? "Upload the renewed evidence and request verification again, so visitors keep seeing it as Verified."
      : "Request verification when its evidence is ready.",
  );
  return { summary, subject, lines, action: action("en", event) };
}

/** The same in Japanese. */
function japanese(event: ReminderEvent, page: string): Worded {
  const { daysLeft, dueDate, basis, verified } = event.reminder;
  const item = textIn(event.item, "ja", "項目");
  const date = day(dueDate, "ja");
  const deadline = basis === "expiry" ? "有効期限" : "見直しの期日";
  const summary =
    daysLeft > 0
      ? `${page}：「${item}」の${deadline}まであと ${daysLeft} 日です（${date}）。`
      : daysLeft === 0
        ? `${page}：「${item}」の${deadline}は本日です。`
        : `${page}：「${item}」の${deadline}（${date}）を過ぎています。`;
  const subject =
    daysLeft > 0
      ? `「${item}」の${deadline}まであと ${daysLeft} 日`
      : daysLeft === 0
        ? `「${item}」の${deadline}は本日です`
        : `「${item}」の${deadline}を過ぎています`;
  const lines = [summary];
  if (basis === "expiry" && verified) lines.push("有効期限を過ぎると、ページでは「検証の期限切れ」と表示され、署名付きクレデンシャルは検証できなくなります。");
  if (basis === "review") lines.push("設定した見直し間隔の期日です。内容が今も正しいか確認し、更新してください。");
  lines.push(
    verified || basis === "expiry"
      ? "更新後の根拠をアップロードし、再度認証を申請すると、引き続き「検証済み」と表示されます。"
      : "根拠の準備ができたら認証を申請してください。",
  );
  return { summary, subject, lines, action: action("ja", event) };
}

export const REMINDER_WORDS: Record<LanguageCode, (event: ReminderEvent, page: string) => Worded> = { en: english, ja: japanese };
