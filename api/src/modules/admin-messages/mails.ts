import type { LanguageCode } from "@greenpage/db/schema";
import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";

const WORDS = {
  en: {
    subject: "Re: your message to Greenpage",
    intro: "Thank you for contacting Greenpage. Here is our answer:",
    outro: "You can answer through the Contact page at any time.",
    date: (d: Date) => d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
    wrote: (date: string) => `You wrote on ${date}:`,
    team: "The Greenpage team",
    contact: "Contact Greenpage",
  },
  ja: {
    subject: "Greenpageへのお問い合わせについて",
    intro: "Greenpageへお問い合わせいただき、ありがとうございます。以下のとおりご回答いたします。",
    outro: "ご不明な点がございましたら、お問い合わせページからいつでもご連絡ください。",
    date: (d: Date) => d.toLocaleDateString("ja-JP", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
    wrote: (date: string) => `${date}にいただいたお問い合わせ:`,
    team: "Greenpage チーム",
    contact: "お問い合わせ",
  },
} as const;

/** The team's answer to a Contact message, framed in the sender's language; their own message is quoted below. */
export function contactReplyMail(language: LanguageCode, input: { body: string; original: string; sentAt: Date; contactUrl: string }): Rendered {
  const w = WORDS[language] ?? WORDS.en;
  const quoted = input.original.split(/\r?\n/).map((line) => `> ${line}`);
  return localizedMail(
    w.subject,
    [w.intro, "", ...input.body.split(/\r?\n/), "", w.team, "", w.outro, "", w.wrote(w.date(input.sentAt)), ...quoted],
    undefined,
    { label: w.contact, url: input.contactUrl },
  );
}
