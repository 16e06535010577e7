import type { LanguageCode } from "@greenpage/db/schema";
import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";

const WORDS = {
  en: {
    unpublishedSubject: (page: string) => `${page} was unpublished by the Greenpage team`,
    unpublishedLines: (page: string, reason: string) => [
      `The Greenpage team unpublished your page ${page}: visitors now see "Page coming soon".`,
      `Reason: ${reason}`,
      "Once you have fixed this, you can publish the page again from Page settings. Nothing on it was deleted.",
    ],
    hiddenSubject: (page: string) => `${page} was hidden by the Greenpage team`,
    hiddenLines: (page: string, reason: string) => [
      `The Greenpage team hid your page ${page} because it breaks our rules: visitors now see "Page coming soon".`,
      `Reason: ${reason}`,
      "You cannot publish it again yourself. Reply through the Contact page if you believe this is a mistake. Nothing on it was deleted.",
    ],
    restoredSubject: (page: string) => `${page} was restored`,
    restoredLines: (page: string, published: boolean) => [
      `The Greenpage team restored your page ${page}.`,
      published ? "It is published again." : "You can publish it again from Page settings.",
    ],
    contactSubject: (page: string) => `About your page ${page} on Greenpage`,
    contactLines: (page: string, message: string) => [`The Greenpage team writes to you about your page ${page}:`, message],
    action: "Open your dashboard",
    handledSubject: "Your report was reviewed",
    handledLines: (page: string) => [`Thank you for reporting the page ${page}. The Greenpage team reviewed it and took the action it needed.`],
  },
  ja: {
    unpublishedSubject: (page: string) => `「${page}」は Greenpage チームにより非公開になりました`,
    unpublishedLines: (page: string, reason: string) => [
      `Greenpage チームがあなたのページ「${page}」を非公開にしました。訪問者には「ページ準備中」と表示されます。`,
      `理由: ${reason}`,
      "問題を修正したら、ページ設定から再び公開できます。ページの内容は削除されていません。",
    ],
    hiddenSubject: (page: string) => `「${page}」は Greenpage チームにより非表示になりました`,
    hiddenLines: (page: string, reason: string) => [
      `あなたのページ「${page}」は利用規約に反するため、Greenpage チームが非表示にしました。訪問者には「ページ準備中」と表示されます。`,
      `理由: ${reason}`,
      "ご自身で再公開することはできません。誤りだと思われる場合は、お問い合わせページからご連絡ください。ページの内容は削除されていません。",
    ],
    restoredSubject: (page: string) => `「${page}」が復元されました`,
    restoredLines: (page: string, published: boolean) => [
      `Greenpage チームがあなたのページ「${page}」を復元しました。`,
      published ? "ページは再び公開されています。" : "ページ設定から再び公開できます。",
    ],
    contactSubject: (page: string) => `Greenpage のページ「${page}」について`,
    contactLines: (page: string, message: string) => [`あなたのページ「${page}」について、Greenpage チームからのご連絡です。`, message],
    action: "ダッシュボードを開く",
    handledSubject: "ご報告を確認しました",
    handledLines: (page: string) => [`ページ「${page}」についてご報告いただきありがとうございます。Greenpage チームが確認し、必要な対応を行いました。`],
  },
} as const;

/** The owner is told their page was taken down, why, and what they can do. */
export function takedownMail(language: LanguageCode, state: "unpublished" | "hidden", page: string, reason: string, dashboardUrl: string): Rendered {
  const w = WORDS[language];
  const [subject, lines] =
    state === "hidden" ? [w.hiddenSubject(page), w.hiddenLines(page, reason)] : [w.unpublishedSubject(page), w.unpublishedLines(page, reason)];
  return localizedMail(subject, [...lines], { label: w.action, url: dashboardUrl });
}

export function restoredMail(language: LanguageCode, page: string, published: boolean, dashboardUrl: string): Rendered {
  const w = WORDS[language];
  return localizedMail(w.restoredSubject(page), [...w.restoredLines(page, published)], { label: w.action, url: dashboardUrl });
}

/** The team's message to a reported page's owner ("contact owner"). */
export function contactOwnerMail(language: LanguageCode, page: string, message: string, dashboardUrl: string): Rendered {
  const w = WORDS[language];
  return localizedMail(w.contactSubject(page), [...w.contactLines(page, message)], { label: w.action, url: dashboardUrl });
}

/** Tells a reporter who left an address that their report was looked at (never what was decided). */
export function reportHandledMail(language: LanguageCode, page: string): Rendered {
  const w = WORDS[language];
  return localizedMail(w.handledSubject, [...w.handledLines(page)]);
}
