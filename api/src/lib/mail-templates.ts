import { escapeHtml } from "./html.ts";

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
  const button = (label: string) =>
    `<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;
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
