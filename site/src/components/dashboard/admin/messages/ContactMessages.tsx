import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { NamedButton } from "../../contents/NamedButton.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { Pager, StatusSearchFilters, TableRegion, When } from "../Pager.tsx";
import { MESSAGES_KEY, MessageDetail } from "./MessageDetail.tsx";

const STATUSES = ["open", "handled", "all"] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 25;

/** The Contact form's messages: open ones first by default; one opened below the list. */
export function ContactMessages() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<Status>("open");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const query = { status, ...(q.trim() ? { q: q.trim() } : {}) };
  const list = useQuery({
    queryKey: [...MESSAGES_KEY, "list", query, page],
    queryFn: () => sdk.admin.messages.list({ ...query, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <StatusSearchFilters
        id={id}
        status={{
          label: t("admin_messages.status_filter"),
          value: status,
          options: STATUSES.map((s) => ({ value: s, label: t(`admin_messages.status_${s}`) })),
          onChange: (value: Status) => {
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
      />
      {list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : list.data.results.length === 0 ? (
        <p>{t("admin_messages.empty")}</p>
      ) : (
        <>
          <TableRegion label={t("admin_messages.caption")}>
            <table className="data admin-table">
              <caption className="visually-hidden">{t("admin_messages.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin_messages.col_date")}</th>
                  <th scope="col">{t("admin_messages.col_from")}</th>
                  <th scope="col">{t("admin_messages.col_category")}</th>
                  <th scope="col">{t("admin_messages.col_state")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("admin_messages.col_actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((m) => {
                  const state = m.handled_at ? "handled" : m.read_at ? "read" : "new";
                  return (
                    <tr key={m.id} data-testid={`message-${m.id}`} aria-current={opened === m.id ? "true" : undefined}>
                      <td>
                        <When iso={m.created_at} />
                      </td>
                      <th scope="row">
                        {m.name} <span className="hint">{m.email}</span>
                        <p className="hint admin-excerpt">{m.excerpt}</p>
                      </th>
                      <td>{m.category}</td>
                      <td>
                        <span className={`status-badge message-${state}`}>{t(`admin_messages.state_${state}`)}</span>
                      </td>
                      <td>
                        <NamedButton label={t("admin_messages.open")} target={m.name} onClick={() => setOpened(m.id)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableRegion>
          <Pager page={page} pageSize={PAGE_SIZE} count={list.data.count} onPage={setPage} />
        </>
      )}
      {opened !== null ? <MessageDetail key={opened} messageId={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
