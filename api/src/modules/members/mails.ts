import type { LanguageCode, LocalizedText } from "@greenpage/db/schema";
import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";

type PageNames = { handle: string; nameJson: LocalizedText | null };
const pageName = (page: PageNames, language: LanguageCode) => page.nameJson?.[language] || page.nameJson?.en || page.nameJson?.ja || page.handle;

const WORDS = {
  en: {
    role: { editor: "an editor", viewer: "a viewer" },
    inviteSubject: (page: string) => `Join ${page} on Greenpage`,
    inviteLines: (inviter: string, page: string, role: string, expires: string) => [
      `${inviter} invited you to work on the sustainability page ${page} on Greenpage, as ${role}.`,
      "Open the link to join: sign in, or create an account with this address.",
      `The link works until ${expires}. If you did not expect it, ignore this mail.`,
    ],
    inviteAction: "Join the page",
    transferSubject: (page: string) => `${page}: you are offered ownership`,
    transferLines: (owner: string, page: string) => [
      `${owner} offers to hand the page ${page} over to you. As its owner you manage its members and its plan, and can delete it.`,
      "Open the Members screen to accept. Until you do, nothing changes.",
    ],
    transferAction: "Review the handover",
    date: (d: Date) => d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  },
  ja: {
    role: { editor: "編集者", viewer: "閲覧者" },
    inviteSubject: (page: string) => `Greenpage の ${page} に参加しませんか`,
    inviteLines: (inviter: string, page: string, role: string, expires: string) => [
      `${inviter} さんが、Greenpage のサステナビリティページ「${page}」に${role}としてあなたを招待しました。`,
      "リンクを開いて参加してください。ログインするか、このアドレスでアカウントを作成できます。",
      `リンクの有効期限は ${expires} です。心当たりがない場合は、このメールを無視してください。`,
    ],
    inviteAction: "ページに参加する",
    transferSubject: (page: string) => `「${page}」のオーナー移譲の申し出`,
    transferLines: (owner: string, page: string) => [
      `${owner} さんが、ページ「${page}」のオーナー権限をあなたに移譲しようとしています。オーナーはメンバーとプランを管理し、ページを削除できます。`,
      "メンバー画面で承認してください。承認するまで何も変わりません。",
    ],
    transferAction: "移譲を確認する",
    date: (d: Date) => d.toLocaleDateString("ja-JP", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  },
} as const;

/** The invitation a new member receives, in the language the owner chose. */
export function invitationMail(
  language: LanguageCode,
  input: { inviter: string; page: PageNames; role: "editor" | "viewer"; url: string; expiresAt: Date },
): Rendered {
  const w = WORDS[language];
  const name = pageName(input.page, language);
  return localizedMail(w.inviteSubject(name), [...w.inviteLines(input.inviter, name, w.role[input.role], w.date(input.expiresAt))], {
    label: w.inviteAction,
    url: input.url,
  });
}

/** Tells the member a page is offered to them (both languages: we do not know theirs). */
export function transferMail(input: { owner: string; page: PageNames; url: string }): Rendered {
  const en = WORDS.en;
  const ja = WORDS.ja;
  return localizedMail(
    `${en.transferSubject(pageName(input.page, "en"))} / ${ja.transferSubject(pageName(input.page, "ja"))}`,
    [...en.transferLines(input.owner, pageName(input.page, "en")), "—", ...ja.transferLines(input.owner, pageName(input.page, "ja"))],
    { label: `${en.transferAction} / ${ja.transferAction}`, url: input.url },
  );
}
