import type { BillingTransaction } from "@greenpage/sdk";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { day, money } from "./billing-format.ts";

export const HISTORY_KEY = ["billing", "transactions"] as const;
const PAGE_SIZE = 20;

/** Charges and refunds, newest first, each paid one with its receipt as PDF. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const history = useInfiniteQuery({
    queryKey: HISTORY_KEY,
    queryFn: ({ pageParam }) => sdk.billing.transactions({ page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
  });
  const rows = history.data?.pages.flatMap((page) => page.results) ?? [];
  const item = (row: BillingTransaction) => t(`billing.item.${row.item_code}`, { defaultValue: row.item_code });
  const state = (row: BillingTransaction) =>
    row.kind === "refund"
      ? t("billing.tx_status.refund")
      : row.refunded_amount > 0
        ? t("billing.tx_status.refunded", { amount: money(row.refunded_amount, row.currency, lang) })
        : t(`billing.tx_status.${row.status}`);

  return (
    <section className="card dash-section" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">{t("billing.history_title")}</h2>
      {history.isError ? (
        <LoadFailure onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : rows.length === 0 ? (
        <p>{t("billing.history_empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="billing-history" data-testid="billing-history">
            <thead>
              <tr>
                <th scope="col">{t("billing.col.date")}</th>
                <th scope="col">{t("billing.col.item")}</th>
                <th scope="col">{t("billing.col.amount")}</th>
                <th scope="col">{t("billing.col.status")}</th>
                <th scope="col">{t("billing.col.receipt")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-transaction={row.id}>
                  <td>{day(row.created_at, lang)}</td>
                  <td>{row.kind === "refund" ? t("billing.kind_refund", { item: item(row) }) : item(row)}</td>
                  <td>{money(row.amount, row.currency, lang)}</td>
                  <td title={row.failure_message ?? undefined}>{state(row)}</td>
                  <td>
                    {row.status === "succeeded" ? (
                      <a href={`/api/v1/billing/transactions/${row.id}/receipt/`} download aria-label={t("billing.download_label", { id: row.id })}>
                        {t("billing.download")}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.hasNextPage ? (
        <button type="button" className="button small" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t("billing.more")}
        </button>
      ) : null}
    </section>
  );
}
