/**
 * The product's mails. Each is bilingual (English, then Japanese) because at
 * sign-up we do not yet know which language the reader prefers.
 */
type Rendered = { subject: string; text: string; html: string };

function render(subject: string, en: string[], ja: string[], url: string, action: [string, string]): Rendered {
  const text = [...en, "", url, "", "—", "", ...ja, "", url].join("\n");
  const para = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");
  const button = (label: string) =>
    `<p><a href="${escapeHtml(url)}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">${para(en)}${button(action[0])}<hr>${para(ja)}${button(action[1])}<p style="color:#666;font-size:12px">${escapeHtml(url)}</p></div>`;
  return { subject, text, html };
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
