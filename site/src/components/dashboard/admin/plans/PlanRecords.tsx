import { type AdminTransaction, formatMoney, type PlanHistory } from "@greenpage/sdk";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../../contents/ConfirmDialog.tsx";
import { NamedButton } from "../../contents/NamedButton.tsx";
import { TableRegion, When } from "../Pager.tsx";

/** The billed account's charges and refunds; a charge with something left to refund has a Refund button (confirmed first). */
export function TransactionsTable({ transactions, onRefunded }: { transactions: AdminTransaction[]; onRefunded: () => void }) {
  const { t, i18n } = useTranslation();
  const [refunding, setRefunding] = useState<AdminTransaction | null>(null);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  async function refund(row: AdminTransaction) {
    try {
      const done = await sdk.admin.plans.refund(row.id);
      toast.success(t("admin_plans.refunded", { amount: money(done.amount, done.currency) }));
      onRefunded();
    } catch (error) {
      toastFailure(error, t);
    }
  }
  if (transactions.length === 0) return <p>{t("admin_plans.no_transactions")}</p>;
  return (
    <>
      <TableRegion label={t("admin_plans.transactions_caption")}>
        <table className="data admin-table">
          <caption className="visually-hidden">{t("admin_plans.transactions_caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin_plans.col_date")}</th>
              <th scope="col">{t("admin_plans.col_kind")}</th>
              <th scope="col">{t("admin_plans.col_item")}</th>
              <th scope="col">{t("admin_plans.col_amount")}</th>
              <th scope="col">{t("admin_plans.col_refundable")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("admin_plans.col_actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((row) => (
              <tr key={row.id} data-testid={`transaction-${row.id}`}>
                <td>
                  <When iso={row.created_at} />
                </td>
                <td>{t(row.kind === "refund" ? "admin_plans.kind_refund" : "admin_plans.kind_charge")}</td>
                <td>
                  {row.item_code}
                  {row.interval ? ` / ${row.interval}` : ""}
                </td>
                <td>{money(row.amount, row.currency)}</td>
                <td>{row.refundable_amount > 0 ? money(row.refundable_amount, row.currency) : ""}</td>
                <td>
                  {row.refundable_amount > 0 ? (
                    <NamedButton
                      className="button small danger-outline"
                      label={t("admin_plans.refund")}
                      target={`#${row.id}`}
                      onClick={() => setRefunding(row)}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {refunding ? (
        <ConfirmDialog
          title={t("admin_plans.refund_title")}
          body={
            refunding.card
              ? t("admin_plans.refund_body", { amount: money(refunding.refundable_amount, refunding.currency), last4: refunding.card.last4 })
              : t("admin_plans.refund_body_nocard", { amount: money(refunding.refundable_amount, refunding.currency) })
          }
          confirmLabel={t("admin_plans.refund")}
          busyLabel={t("admin_plans.refunding")}
          onConfirm={() => refund(refunding)}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}

const detailText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .filter(([key, value]) => value !== null && value !== undefined && key !== "user_id")
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");

/** What the team did to the subscription, newest first. */
export function HistoryTable({ entries }: { entries: PlanHistory["entries"] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p>{t("admin_plans.no_history")}</p>;
  return (
    <TableRegion label={t("admin_plans.history_caption")}>
      <table className="data admin-table">
        <caption className="visually-hidden">{t("admin_plans.history_caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin_plans.col_when")}</th>
            <th scope="col">{t("admin_plans.col_action")}</th>
            <th scope="col">{t("admin_plans.col_by")}</th>
            <th scope="col">{t("admin_plans.col_reason")}</th>
            <th scope="col">{t("admin_plans.col_details")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <When iso={entry.created_at} time />
              </td>
              <td>{t(`admin_plans.action.${entry.action.replace(".", "_")}`, { defaultValue: entry.action })}</td>
              <td>{entry.actor_email}</td>
              <td>{entry.reason}</td>
              <td className="admin-details">{detailText(entry.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
