import type { LanguageCode } from "@greenpage/db/schema";

/** The longest name, company and email a limited gate takes (the site's form uses the same). */
export const VISITOR_LIMITS = { name: 100, company: 150, email: 254 } as const;

/**
 * What a visitor is told at a gate, in their language (the specification's
 * words in English): the site shows these as they come, never matching text.
 */
export const VISITOR_MESSAGES = {
  en: {
    incorrectPassword: "Incorrect password",
    passwordBlank: "Password cannot be blank.",
    required: "This field is required.",
    email: "A valid email is required for limited access.",
    tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  },
  ja: {
    incorrectPassword: "パスワードが正しくありません",
    passwordBlank: "パスワードを入力してください。",
    required: "この項目は必須です。",
    email: "限定公開の閲覧には有効なメールアドレスが必要です。",
    tooLong: (max: number) => `${max}文字以内で入力してください。`,
  },
} as const satisfies Record<LanguageCode, Record<string, string | ((max: number) => string)>>;
export type VisitorMessages = (typeof VISITOR_MESSAGES)[LanguageCode];

/** Messages of gated content in English, and the owner-facing ones. */
export const GATE_MESSAGES = {
  ...VISITOR_MESSAGES.en,
  notGated: "This item is open to everyone.",
} as const;

/** What a passed gate opened, as the owner's Access Control table shows it. */
export function describeAccess(attachmentNames: string[]): string {
  if (attachmentNames.length === 0) return "Full details";
  const files = `${attachmentNames.length} attachment${attachmentNames.length === 1 ? "" : "s"}`;
  return `Full details and ${files} (${attachmentNames.join(", ")})`;
}
