import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";

/** The owner hears how the review ended (in English and Japanese: we do not know which the owner reads). */
export function reviewMail(decision: "approved" | "rejected", title: string, reason: string | null, dashboardUrl: string): Rendered {
  const en =
    decision === "approved"
      ? [`"${title}" is now verified.`, "Visitors see it as Verified on your page, with the date of the review."]
      : [`"${title}" was not verified.`, `Reason: ${reason ?? ""}`, "Update the evidence and request verification again when you are ready."];
  const ja =
    decision === "approved"
      ? [`「${title}」が認証されました。`, "ページでは審査日とともに「認証済み」と表示されます。"]
      : [`「${title}」は認証されませんでした。`, `理由: ${reason ?? ""}`, "根拠を更新して、準備ができたら再度認証を申請してください。"];
  const subject = decision === "approved" ? "Your initiative is verified / 認証されました" : "Verification not granted / 認証されませんでした";
  return localizedMail(subject, [...en, "—", ...ja], { label: "Open the dashboard / ダッシュボードを開く", url: dashboardUrl });
}
