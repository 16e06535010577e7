import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";
import type { NewsletterLocale } from "./model.ts";

/** Asks the reader to confirm (double opt-in). Nobody is subscribed until they follow the link. */
export function confirmSubscriptionMail(locale: NewsletterLocale, url: string): Rendered {
  if (locale === "ja") {
    return localizedMail(
      "Greenpageニュースレターの購読確認",
      [
        "Greenpageニュースレターにお申し込みいただき、ありがとうございます。",
        "下のボタンからメールアドレスを確認してください。リンクの有効期限は48時間です。",
        "お心当たりのない場合は、このメールを破棄してください。ニュースレターは配信されません。",
      ],
      { label: "購読を確認する", url },
    );
  }
  return localizedMail(
    "Confirm your subscription to the Greenpage newsletter",
    [
      "Thank you for subscribing to the Greenpage newsletter.",
      "Please confirm your address with the button below. The link is valid for 48 hours.",
      "If you did not subscribe, ignore this mail: you will not receive the newsletter.",
    ],
    { label: "Confirm subscription", url },
  );
}

/** Sent once the address is confirmed; like every newsletter mail it carries the unsubscribe link. */
export function subscribedMail(locale: NewsletterLocale, unsubscribeUrl: string): Rendered {
  if (locale === "ja") {
    return localizedMail(
      "Greenpageニュースレターの購読が完了しました",
      ["購読の確認が完了しました。", "月に一度、Greenpageで印象に残るページや取り組みをお届けします。"],
      undefined,
      { label: "配信停止", url: unsubscribeUrl },
    );
  }
  return localizedMail(
    "You are subscribed to the Greenpage newsletter",
    ["Your subscription is confirmed.", "Once a month we will send you the most inspiring pages and initiatives on Greenpage."],
    undefined,
    { label: "Unsubscribe", url: unsubscribeUrl },
  );
}
