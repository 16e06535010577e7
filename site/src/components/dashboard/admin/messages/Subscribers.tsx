import { apiLinks, type SubscriberList } from "@greenpage/sdk";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../../contents/ConfirmDialog.tsx";
import { NamedButton } from "../../contents/NamedButton.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { Pager, StatusSearchFilters, TableRegion, When } from "../Pager.tsx";

const STATUSES = ["confirmed", "pending", "unsubscribed"] as const;
type Status = (typeof STATUSES)[number];
type Subscriber = SubscriberList["results"][number];
const PAGE_SIZE = 50;
const KEY = ["admin", "subscribers"] as const;

/** Newsletter subscribers: how many in each status, the list, the CSV, and removing one (confirmed first). */
export function Subscribers() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | "">("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const filter = { ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) };
  const list = useQuery({
    queryKey: [...KEY, filter, page],
    queryFn: () => sdk.admin.subscribers.list({ ...filter, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  async function remove(subscriber: Subscriber) {
    try {
      await sdk.admin.subscribers.remove(subscriber.id);
      toast.success(t("admin_messages.removed", { email: subscriber.email }));
      await client.invalidateQueries({ queryKey: KEY });
    } catch (error) {
      toastFailure(error, t);
    }
  }

  const counts = list.data?.counts;
  return (
    <>
      {counts ? (
        <section aria-labelledby={`${id}-counts`} className="dash-section">
          <h3 id={`${id}-counts`}>{t("admin_messages.counts_title")}</h3>
          <dl className="facts admin-counts" data-testid="subscriber-counts">
            {(["confirmed", "pending", "unsubscribed", "total"] as const).map((k) => (
              <div key={k} className="fact">
                <dt>{t(`admin_messages.count_${k}`)}</dt>
                <dd>{counts[k]}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <StatusSearchFilters
        id={id}
        status={{
          label: t("admin_messages.col_status"),
          value: status,
          options: [
            { value: "", label: t("admin_messages.sub_status_all") },
            ...STATUSES.map((s) => ({ value: s, label: t(`admin_messages.sub_status.${s}`) })),
          ],
          onChange: (value: Status | "") => {
            setStatus(value);
            setPage(1);
          },
        }}
        search={{
          label: t("admin_messages.search"),
          value: q,
          onChange: (value) => {
            setQ(value);
            setPage(1);
          },
        }}
      >
        <a className="button" href={apiLinks.subscribersExport(filter)} download>
          {t("admin_messages.download")}
        </a>
      </StatusSearchFilters>
      {list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : list.data.results.length === 0 ? (
        <p>{t("admin_messages.sub_empty")}</p>
      ) : (
        <>
          <TableRegion label={t("admin_messages.sub_caption")}>
            <table className="data admin-table">
              <caption className="visually-hidden">{t("admin_messages.sub_caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin_messages.col_email")}</th>
                  <th scope="col">{t("admin_messages.col_status")}</th>
                  <th scope="col">{t("admin_messages.col_language")}</th>
                  <th scope="col">{t("admin_messages.col_since")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("admin_messages.col_actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((s) => (
                  <tr key={s.id} data-testid={`subscriber-${s.id}`}>
                    <th scope="row">{s.email}</th>
                    <td>{t(`admin_messages.sub_status.${s.status}`, { defaultValue: s.status })}</td>
                    <td>{t(`admin_messages.languages.${s.locale === "ja" ? "ja" : "en"}`)}</td>
                    <td>
                      <When iso={s.created_at} />
                    </td>
                    <td>
                      <NamedButton className="button small danger-outline" label={t("admin_messages.remove")} target={s.email} onClick={() => setRemoving(s)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager page={page} pageSize={PAGE_SIZE} count={list.data.count} onPage={setPage} />
        </>
      )}
      {removing ? (
        <ConfirmDialog
          title={t("admin_messages.remove_title")}
          body={t("admin_messages.remove_body", { email: removing.email })}
          confirmLabel={t("admin_messages.remove")}
          busyLabel={t("admin_messages.removing")}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
