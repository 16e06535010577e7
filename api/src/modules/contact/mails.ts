import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";
import type { ContactCategory, ContactLocale, ContactMessage } from "./model.ts";

const CATEGORY_LABELS: Record<ContactCategory, Record<ContactLocale, string>> = {
  general: { en: "General question", ja: "一般的なお問い合わせ" },
  sales: { en: "Plans and pricing", ja: "プランと料金" },
  support: { en: "Support", ja: "サポート" },
  partnership: { en: "Partnership", ja: "パートナーシップ" },
  press: { en: "Press", ja: "報道関係" },
  verification: { en: "Certificate verification", ja: "認証の確認" },
};

/** One line, so a name cannot add lines to a subject. */
const oneLine = (value: string) => value.replace(/\s+/g, " ");

/**
 * The message for the team, in English. The outbox keeps no Reply-To, so the
 * sender's address comes first in the body to answer them.
 */
export function contactTeamMail(id: number, m: ContactMessage): Rendered {
  return localizedMail(`Contact #${id} (${CATEGORY_LABELS[m.category].en}): ${oneLine(m.name)}`, [
    `From: ${m.name} <${m.email}>`,
    `Company: ${m.company ?? "—"}`,
    `Category: ${CATEGORY_LABELS[m.category].en} (${m.category})`,
    `Language: ${m.locale}`,
    "",
    ...m.message.split(/\r?\n/),
  ]);
}

/**
 * The acknowledgement in the sender's language. It repeats nothing they typed
 * (not even their name), so the form cannot relay someone's text to any address.
 */
export function contactAcknowledgementMail(m: ContactMessage): Rendered {
  const category = CATEGORY_LABELS[m.category][m.locale];
  if (m.locale === "ja") {
    return localizedMail("お問い合わせを受け付けました — Greenpage", [
      "Greenpageへお問い合わせいただき、ありがとうございます。",
      `「${category}」についてのメッセージを受け付けました。担当者より、このメールアドレス宛てにご連絡いたします。`,
      "お心当たりのない場合は、このメールを破棄してください。",
    ]);
  }
  return localizedMail("We received your message — Greenpage", [
    "Thank you for contacting Greenpage.",
    `We received your message about "${category}" and will reply to this address as soon as we can.`,
    "If you did not write to us, you can ignore this mail.",
  ]);
}
