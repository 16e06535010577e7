import { escapeHtml } from "./html.ts";
import { LANGUAGE_CODES, type LanguageCode } from "@greenpage/db/schema";

/**
 * The product's mails. Account mails are bilingual (English, then Japanese)
 * because at sign-up we do not yet know which language the reader prefers;
 * mails answering a form use the language the form was sent in.
 */
export type Rendered = { subject: string; text: string; html: string };
type Link = { label: string; url: string };
const BUTTON_STYLE = "background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none";

function render(subject: string, en: string[], ja: string[], url: string, action: [string, string]): Rendered {
  const text = [...en, "", url, "", "—", "", ...ja, "", url].join("\n");
  const para = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");
  const button = (label: string) => `<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">${para(en)}${button(action[0])}<hr>${para(ja)}${button(action[1])}<p style="color:#666;font-size:12px">${escapeHtml(url)}</p></div>`;
  return { subject, text, html };
}

/**
 * A mail in one language, for readers who chose theirs on a form (contact,
 * newsletter). Every line is escaped, so user text is safe in it; `footer`
 * is a small link under the body, such as "unsubscribe".
 */
export function localizedMail(subject: string, lines: string[], action?: Link, footer?: Link): Rendered {
  const text = [...lines, ...(action ? ["", action.url] : []), ...(footer ? ["", "—", `${footer.label}: ${footer.url}`] : [])].join("\n");
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");
  const button = action ? `<p><a href="${escapeHtml(action.url)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>` : "";
  const small = footer ? `<p style="color:#666;font-size:12px"><a href="${escapeHtml(footer.url)}" style="color:#666">${escapeHtml(footer.label)}</a></p>` : "";
  return { subject, text, html: `<div style="font-family:system-ui,sans-serif;max-width:560px">${body}${button}${small}</div>` };
}

export function verificationMail(name: string, url: string): Rendered {
  return render(
    "Verify your email for Greenpage / メールアドレスの確認",
    [`Hi ${name},`, "Please confirm your email address so you can publish your sustainability page."],
    [`${name} 様`, "サステナビリティページを公開するために、メールアドレスを確認してください。"],
    url,
    ["Verify email", "メールアドレスを確認"],
  );
}

export function resetPasswordMail(name: string, url: string): Rendered {
  return render(
    "Reset your Greenpage password / パスワードの再設定",
    [`Hi ${name},`, "Someone asked to reset your password. If it was you, choose a new one with the link below. If not, ignore this mail."],
    [`${name} 様`, "パスワードの再設定が依頼されました。心当たりがない場合は、このメールを無視してください。"],
    url,
    ["Choose a new password", "新しいパスワードを設定"],
  );
}

/** The language a sign-on mail is written in; `undefined` means English with Japanese below. */
export type MailLanguage = LanguageCode | undefined;

const SIGN_IN_WORDS = {
  en: {
    codeSubject: "Your Greenpage sign-in code",
    codeLines: ["Enter this code to sign in to Greenpage:"],
    linkSubject: "Sign in to Greenpage",
    linkLines: ["Use the button below to sign in to Greenpage. The link works once."],
    linkAction: "Sign in",
    expires: (minutes: number) => `It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  },
  ja: {
    codeSubject: "Greenpage のサインインコード",
    codeLines: ["次のコードを入力して Greenpage にサインインしてください。"],
    linkSubject: "Greenpage へのサインイン",
    linkLines: ["下のボタンから Greenpage にサインインしてください。リンクは一度だけ使えます。"],
    linkAction: "サインイン",
    expires: (minutes: number) => `有効期限は${minutes}分です。心当たりがない場合は、このメールを無視してください。`,
  },
} as const;

const languagesOf = (lang: MailLanguage) => (lang ? [lang] : LANGUAGE_CODES);
const subjectOf = (lang: MailLanguage, pick: (w: (typeof SIGN_IN_WORDS)[LanguageCode]) => string) =>
  lang ? pick(SIGN_IN_WORDS[lang]) : `${pick(SIGN_IN_WORDS.en)} / ${pick(SIGN_IN_WORDS.ja)}`;
const wrap = (parts: string[]) => `<div style="font-family:system-ui,sans-serif;max-width:560px">${parts.join("<hr>")}</div>`;
const paragraphs = (lines: readonly string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");

/**
 * A one-time sign-in code. The code stands alone on its own line of the text
 * body, which is how {@link signInCodeIn} finds it for the dev mailbox.
 */
export function signInCodeMail(code: string, expiresInMinutes: number, lang: MailLanguage): Rendered {
  const blocks = languagesOf(lang).map((l) => ({ lines: SIGN_IN_WORDS[l].codeLines, expires: SIGN_IN_WORDS[l].expires(expiresInMinutes) }));
  const text = blocks.map((b) => [...b.lines, "", code, "", b.expires].join("\n")).join("\n\n—\n\n");
  const codeHtml = `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,monospace">${escapeHtml(code)}</p>`;
  const html = wrap(blocks.map((b) => `${paragraphs(b.lines)}${codeHtml}${paragraphs([b.expires])}`));
  return { subject: subjectOf(lang, (w) => w.codeSubject), text, html };
}

/** A one-time sign-in link (magic link). */
export function signInLinkMail(url: string, expiresInMinutes: number, lang: MailLanguage): Rendered {
  const blocks = languagesOf(lang).map((l) => ({ ...SIGN_IN_WORDS[l], expiresLine: SIGN_IN_WORDS[l].expires(expiresInMinutes) }));
  const text = blocks.map((b) => [...b.linkLines, "", url, "", b.expiresLine].join("\n")).join("\n\n—\n\n");
  const button = (label: string) => `<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;
  const html = wrap(blocks.map((b) => `${paragraphs(b.linkLines)}${button(b.linkAction)}${paragraphs([b.expiresLine])}`));
  return { subject: subjectOf(lang, (w) => w.linkSubject), text, html };
}

/** The code in a sign-in code mail's text body (the first line made only of digits), or null. */
export function signInCodeIn(text: string): string | null {
  return /^(\d{4,12})$/m.exec(text)?.[1] ?? null;
}
