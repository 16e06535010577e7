import type { Currency } from "@greenpage/db/schema";
import { localizedMail, type Rendered } from "../../lib/mail-templates.ts";
import { eq } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { users } from "@greenpage/db/schema";
import type { Mailer } from "../../lib/mail.ts";
import type { Notifier } from "../../lib/notifier.ts";
import type { EventOf } from "../notifications/events.ts";
import { notifyAccount } from "../notifications/record.ts";
import type { Tx } from "../../lib/transaction.ts";
import { formatMoney, ITEM_NAMES } from "./money-format.ts";

/**
 * What billing tells the account holder, in the transaction that made the
 * change, so a change and its word exist together or not at all. Receipts
 * and refunds are records of money moving: always mailed, in English and
 * Japanese. A failed payment and the plan's end are plan notifications: in
 * the member's language, switchable, with an unsubscribe link
 * (modules/notifications).
 */
export type BillingNotice =
  | { kind: "billing_receipt"; item: string; amount: number; currency: Currency; transactionId: number }
  | { kind: "billing_payment_failed"; amount: number; currency: Currency; message: string; nextAttempt: Date }
  | { kind: "billing_plan_ended"; reason: "canceled" | "unpaid" | "refunded" }
  | { kind: "billing_refund"; amount: number; currency: Currency };

type MoneyRecord = Extract<BillingNotice, { kind: "billing_receipt" | "billing_refund" }>;

function billingMail(notice: MoneyRecord, siteUrl: string): Rendered {
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

/** What applying an event needs: the database, and the mailer, notifier and site address for what it tells. */
export type BillingDeps = { db: Database; mailer: Mailer; notifier: Notifier; config: { siteUrl: string } };

/** Mails to dispatch and members to wake once the transaction has committed. */
export type Composed = { mails: number[]; told: string[] };
export const NOTHING_TOLD: Composed = { mails: [], told: [] };

/** The plan notification a notice becomes, or null for a record (receipt, refund) that is mailed as it is. */
function planEvent(notice: BillingNotice): EventOf<"plan"> | null {
  if (notice.kind === "billing_payment_failed")
    return {
      kind: "plan",
      event: "payment_failed",
      money: formatMoney(notice.amount, notice.currency),
      message: notice.message,
      nextAttempt: notice.nextAttempt.toISOString(),
    };
  if (notice.kind === "billing_plan_ended") return { kind: "plan", event: "plan_ended", reason: notice.reason };
  return null;
}

/** Composes the account holder's records and records their plan notifications inside the transaction; `sendNotices` after it commits. */
export async function composeNotices(tx: Tx, deps: BillingDeps, userId: string, notices: BillingNotice[]): Promise<Composed> {
  if (notices.length === 0) return NOTHING_TOLD;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return NOTHING_TOLD;
  const composed: Composed = { mails: [], told: [] };
  for (const notice of notices) {
    const event = planEvent(notice);
    if (event) composed.told.push(...(await notifyAccount(tx, userId, event)));
    else composed.mails.push(await deps.mailer.compose(tx, { to: user.email, kind: notice.kind, ...billingMail(notice as MoneyRecord, deps.config.siteUrl) }));
  }
  return composed;
}

export async function sendNotices(deps: BillingDeps, composed: Composed) {
  await deps.mailer.dispatch(composed.mails);
  await deps.notifier.wake(composed.told);
}

/** The receipt notice of a charge. */
export const receipt = (itemCode: string, amount: number, currency: Currency, transactionId: number): BillingNotice => ({
  kind: "billing_receipt",
  item: ITEM_NAMES[itemCode] ?? itemCode,
  amount,
  currency,
  transactionId,
});
