import type { LanguageCode } from "@greenpage/db/schema";
import type { EventOf } from "./events.ts";
import { day, textIn, type Worded } from "./wording.ts";

type ReminderEvent = Extract<EventOf<"verification">, { reminder: unknown }>;

/**
 * Where the mail's button goes. A Verified claim due for review opens its
 * row with Request re-verification in focus; a certificate coming to expiry
 * (it needs its renewed evidence) or a request already pending opens the
 * Verifications screen.
 */
function action(language: LanguageCode, event: ReminderEvent) {
  const { verified, pending, basis, contentId } = event.reminder;
  if (verified && !pending && basis === "review") {
    return { label: language === "ja" ? "再認証を申請する" : "Request re-verification", path: `/dashboard/verifications?reverify=${contentId}` };
  }
  return { label: language === "ja" ? "認証を開く" : "Open Verifications", path: "/dashboard/verifications" };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** What the owner can do next, in English. */
function nextStep(event: ReminderEvent): string {
  const { verified, pending, basis } = event.reminder;
  if (pending) return "Your request for verification is with the review team.";
  if (basis === "review") {
    return verified
      ? "Check that it still holds, update it if needed, and request re-verification: it stays Verified while the review team looks."
      : "Check that it still holds and update it.";
  }
  return verified
    ? "Upload the renewed certificate and request verification: changing the evidence shows the item as Self Reported until the review team verifies it again."
    : "Upload the renewed certificate and update its dates.";
}

/** A claim coming due, in English: when, what happens then, and what to do. */
function english(event: ReminderEvent, page: string): Worded {
  const { daysLeft, dueDate, basis, verified } = event.reminder;
  const item = textIn(event.item, "en", "An item");
  const date = day(dueDate, "en");
  const what = basis === "expiry" ? "expires" : "is due for review";
  const summary =
    daysLeft < 0
      ? `"${item}" on ${page} ${basis === "expiry" ? `expired on ${date}` : `has been due for review since ${date}`}.`
      : `"${item}" on ${page} ${what} ${daysLeft > 0 ? `in ${plural(daysLeft, "day")} (${date})` : "today"}.`;
  const subject =
    daysLeft < 0
      ? `"${item}" ${basis === "expiry" ? "has expired" : "is overdue for review"}`
      : `"${item}" ${what} ${daysLeft > 0 ? `in ${plural(daysLeft, "day")}` : "today"}`;
  const lines = [summary];
  if (basis === "expiry" && verified)
    lines.push("After its expiry date it shows as Verification expired on your page, and its signed credential no longer verifies.");
  lines.push(nextStep(event));
  return { summary, subject, lines, action: action("en", event) };
}

/** What the owner can do next, in Japanese. */
function nextStepJa(event: ReminderEvent): string {
  const { verified, pending, basis } = event.reminder;
  if (pending) return "認証の申請は審査チームが確認中です。";
  if (basis === "review") {
    return verified
      ? "内容が今も正しいか確認して必要なら更新し、再認証を申請してください。審査中も「検証済み」のままです。"
      : "内容が今も正しいか確認し、更新してください。";
  }
  return verified
    ? "更新後の証明書をアップロードして認証を申請してください。根拠を変更すると、審査チームが再度認証するまで「自己申告」と表示されます。"
    : "更新後の証明書をアップロードし、日付を更新してください。";
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
  lines.push(nextStepJa(event));
  return { summary, subject, lines, action: action("ja", event) };
}

export const REMINDER_WORDS: Record<LanguageCode, (event: ReminderEvent, page: string) => Worded> = { en: english, ja: japanese };
