import { apiLinks, type Invitation } from "@greenpage/sdk";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../../contents/ConfirmDialog.tsx";
import { NamedButton } from "../../contents/NamedButton.tsx";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { Pager, StatusSearchFilters, TableRegion, When } from "../Pager.tsx";
import { CreateCodesForm } from "./CreateCodesForm.tsx";

const STATUSES = ["unused", "used", "expired", "revoked"] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 50;
const CODES_KEY = ["admin", "codes"] as const;

/**
 * Invitation codes (admin console): create a batch with a note, the list
 * with each code's status and who used it, revoke an unused one, the CSV.
 */
function CodesScreen() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | "">("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [fresh, setFresh] = useState<Invitation[]>([]);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const filter = { ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) };
  const list = useQuery({
    queryKey: [...CODES_KEY, filter, page],
    queryFn: () => sdk.admin.codes.list({ ...filter, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  async function revoke(code: Invitation) {
    try {
      await sdk.admin.codes.revoke(code.code);
      toast.success(t("admin_codes.revoked", { code: code.code }));
      await client.invalidateQueries({ queryKey: CODES_KEY });
    } catch (error) {
      toastFailure(error, t);
    }
  }

  return (
    <>
      <p className="hint dash-section">{t("admin_codes.lead")}</p>
      <CreateCodesForm
        onCreated={(codes) => {
          setFresh(codes);
          void client.invalidateQueries({ queryKey: CODES_KEY });
        }}
      />
      {fresh.length > 0 ? (
        <section className="card dash-section" aria-labelledby={`${id}-fresh`} aria-live="polite">
          <h2 id={`${id}-fresh`}>{t("admin_codes.created_title")}</h2>
          <p className="hint">{t("admin_codes.created_hint")}</p>
          <ul className="admin-code-list" data-testid="new-codes">
            {fresh.map((code) => (
              <li key={code.code}>
                <code>{code.code}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card dash-section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t("admin_codes.list_title")}</h2>
        <StatusSearchFilters
          id={id}
          status={{
            label: t("admin_codes.status_filter"),
            value: status,
            options: [{ value: "", label: t("admin_codes.status_all") }, ...STATUSES.map((s) => ({ value: s, label: t(`admin_codes.status.${s}`) }))],
            onChange: (value: Status | "") => {
              setStatus(value);
              setPage(1);
            },
          }}
          search={{
            label: t("admin_codes.search"),
            value: q,
            placeholder: t("admin_codes.search_hint"),
            onChange: (value) => {
              setQ(value);
              setPage(1);
            },
          }}
        >
          <a className="button" href={apiLinks.invitationsExport(filter)} download>
            {t("admin_codes.download")}
          </a>
        </StatusSearchFilters>
        {list.isError ? (
          <LoadFailure onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <p aria-busy="true">{t("dash.loading")}</p>
        ) : list.data.results.length === 0 ? (
          <p>{t("admin_codes.empty")}</p>
        ) : (
          <>
            <CodeTable codes={list.data.results} onRevoke={setRevoking} />
            <Pager page={page} pageSize={PAGE_SIZE} count={list.data.count} onPage={setPage} />
          </>
        )}
      </section>
      {revoking ? (
        <ConfirmDialog
          title={t("admin_codes.revoke_title")}
          body={t("admin_codes.revoke_body", { code: revoking.code })}
          confirmLabel={t("admin_codes.revoke")}
          busyLabel={t("admin_codes.revoking")}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}

function CodeTable({ codes, onRevoke }: { codes: Invitation[]; onRevoke: (code: Invitation) => void }) {
  const { t } = useTranslation();
  return (
    <TableRegion label={t("admin_codes.caption")}>
      <table className="data admin-table">
        <caption className="visually-hidden">{t("admin_codes.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin_codes.col_code")}</th>
            <th scope="col">{t("admin_codes.col_status")}</th>
            <th scope="col">{t("admin_codes.col_note")}</th>
            <th scope="col">{t("admin_codes.col_used_by")}</th>
            <th scope="col">{t("admin_codes.col_expires")}</th>
            <th scope="col">{t("admin_codes.col_created")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("admin_codes.col_actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.code} data-testid={`code-${code.code}`}>
              <th scope="row">
                <code>{code.code}</code>
              </th>
              <td>
                <span className={`status-badge code-${code.status}`}>{t(`admin_codes.status.${code.status}`)}</span>
              </td>
              <td>{code.note}</td>
              <td>
                {code.used_by ? (
                  <>
                    {code.used_by.name} <span className="hint">{code.used_by.email}</span> <When iso={code.used_at} />
                  </>
                ) : null}
              </td>
              <td>{code.expires_at ? <When iso={code.expires_at} /> : t("admin_codes.never")}</td>
              <td>
                <When iso={code.created_at} /> {code.created_by ? <span className="hint">{code.created_by}</span> : null}
              </td>
              <td>
                {code.status === "unused" || code.status === "expired" ? (
                  <NamedButton className="button small danger-outline" onClick={() => onRevoke(code)} label={t("admin_codes.revoke")} target={code.code} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

export default withDashboard(CodesScreen, { needsPage: false, screen: "admin_codes", texts: ["admin-business", "dashboard-contents"] });
