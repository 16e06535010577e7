import type { Currency } from "@greenpage/db/schema";
import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";
import { eq } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { users } from "@greenpage/db/schema";
import type { Mailer } from "../../lib/mail.ts";
import type { Tx } from "../../lib/transaction.ts";
import { formatMoney, ITEM_NAMES } from "./money-format.ts";

/**
 * Billing's mails, in English and Japanese (the account has no language of
 * its own yet). Each is composed in the transaction that made the change it
 * reports, so a change and its mail exist together or not at all.
 */
export type BillingNotice =
  | { kind: "billing_receipt"; item: string; amount: number; currency: Currency; transactionId: number }
  | { kind: "billing_payment_failed"; amount: number; currency: Currency; message: string; nextAttempt: Date }
  | { kind: "billing_plan_ended"; reason: "canceled" | "unpaid" | "refunded" }
  | { kind: "billing_refund"; amount: number; currency: Currency };

const day = (date: Date) => date.toISOString().slice(0, 10);

export function billingMail(notice: BillingNotice, siteUrl: string): Rendered {
  const billing = { label: "Open Billing / お支払いを開く", url: `${siteUrl}/dashboard/billing` };
  switch (notice.kind) {
    case "billing_receipt": {
      const money = formatMoney(notice.amount, notice.currency);
      return localizedMail(
        "Your Greenpage receipt / 領収書",
        [
          `Thank you. We received ${money} for ${notice.item}.`,
          "Your receipt (PDF) is in Billing.",
          "—",
          `${notice.item} の代金 ${money} を受け取りました。`,
          "領収書(PDF)はお支払い画面からダウンロードできます。",
        ],
        billing,
      );
    }
    case "billing_payment_failed": {
      const money = formatMoney(notice.amount, notice.currency);
      return localizedMail(
        "Your payment failed / お支払いができませんでした",
        [
          `We could not charge ${money} for your plan: ${notice.message}`,
          `We will try again on ${day(notice.nextAttempt)}. Your plan stays active meanwhile; update your card in Billing to avoid losing it.`,
          "—",
          `プランの代金 ${money} を請求できませんでした。`,
          `${day(notice.nextAttempt)} に再度請求します。それまでプランはそのままご利用いただけます。お支払い画面でカードを更新してください。`,
        ],
        billing,
      );
    }
    case "billing_plan_ended": {
      const why = {
        canceled: ["Your paid plan has ended as you asked.", "ご依頼どおり、有料プランは終了しました。"],
        unpaid: [
          "We could not collect payment for 7 days, so your page is back on Starter.",
          "7日間お支払いを確認できなかったため、ページはStarterプランに戻りました。",
        ],
        refunded: ["Your payment was refunded and your plan has ended.", "お支払いを返金し、プランは終了しました。"],
      }[notice.reason];
      return localizedMail(
        "Your page is on Starter / Starterプランに戻りました",
        [
          why[0]!,
          "Nothing was deleted: items over Starter's limits are kept and come back when you upgrade.",
          "—",
          why[1]!,
          "データは削除されていません。上限を超えた項目は保存され、アップグレードすると元に戻ります。",
        ],
        billing,
      );
    }
    case "billing_refund": {
      const money = formatMoney(notice.amount, notice.currency);
      return localizedMail(
        "Your refund / 返金のお知らせ",
        [`We refunded ${money} to your card. It can take 5–10 days to appear.`, "—", `${money} をカードに返金しました。反映まで5〜10日かかる場合があります。`],
        billing,
      );
    }
  }
}

/** What applying an event needs: the database, and the mailer and site address for the mails it composes. */
export type BillingDeps = { db: Database; mailer: Mailer; config: { siteUrl: string } };

/** Composes the account owner's billing mails inside the transaction; returns their outbox ids to dispatch after it commits. */
export async function composeNotices(tx: Tx, deps: BillingDeps, userId: string, notices: BillingNotice[]): Promise<number[]> {
  if (notices.length === 0) return [];
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const ids: number[] = [];
  for (const notice of notices) ids.push(await deps.mailer.compose(tx, { to: user.email, kind: notice.kind, ...billingMail(notice, deps.config.siteUrl) }));
  return ids;
}

/** The receipt notice of a charge. */
export const receipt = (itemCode: string, amount: number, currency: Currency, transactionId: number): BillingNotice => ({
  kind: "billing_receipt",
  item: ITEM_NAMES[itemCode] ?? itemCode,
  amount,
  currency,
  transactionId,
});
