import type { AdminUserDetail } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../../lib/dashboard/api.ts";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { DeletionPreview } from "./DeletionPreview.tsx";
import { ReasonDialog } from "./ReasonDialog.tsx";

type Props = { userId: string; onClose: () => void; onDeleted: () => void };
type Dialog = "disable" | "delete" | null;

/** One user's account and what an admin can do with it; every action answers in a toast. */
export function UserDetail({ userId, onClose, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const detail = useQuery({ queryKey: ["admin", "user", userId], queryFn: () => sdk.admin.users.get(userId) });
  const me = useQuery({ queryKey: ["me"], queryFn: () => sdk.me() });
  const preview = useQuery({
    queryKey: ["admin", "user", userId, "deletion"],
    queryFn: () => sdk.admin.users.deletionPreview(userId),
    enabled: dialog === "delete",
  });

  // The opened user's heading takes focus, so a keyboard or screen reader user lands on what they opened.
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (detail.isError) return <LoadFailure onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  const u = detail.data;
  const isMe = me.data?.id === u.id;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  const changed = (message: string, next?: AdminUserDetail) => {
    toast.success(message);
    if (next) client.setQueryData(["admin", "user", userId], next);
    void client.invalidateQueries({ queryKey: ["admin", "users"] });
  };
  async function act(run: () => Promise<{ message: string; next?: AdminUserDetail }>) {
    setBusy(true);
    try {
      const { message, next } = await run();
      changed(message, next);
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  const facts: [string, string][] = [
    [t("admin_users.name"), u.name],
    [t("admin_users.role"), u.role === "admin" ? t("admin_users.role_admin") : t("admin_users.role_user")],
    [t("admin_users.plan"), u.plan],
    [t("admin_users.verified"), u.email_verified ? t("admin_users.yes") : t("admin_users.no")],
    [t("admin_users.signed_up"), `${day.format(new Date(u.created_at))} (${u.signup_source})`],
    [t("admin_users.last_sign_in"), u.last_sign_in_at ? moment.format(new Date(u.last_sign_in_at)) : t("admin_users.never")],
    [t("admin_users.sessions"), String(u.active_sessions)],
    [t("admin_users.api_keys"), String(u.api_keys)],
  ];

  return (
    <section className="card dash-section admin-user-detail" aria-labelledby={`${id}-title`} data-testid="admin-user-detail">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t("admin_users.detail_title", { email: u.email })}
      </h2>
      {u.disabled_at ? (
        <p className="notice error">{t("admin_users.disabled_since", { date: day.format(new Date(u.disabled_at)), reason: u.disabled_reason ?? "" })}</p>
      ) : null}
      <dl>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>{t("admin_users.pages")}</dt>
        <dd>
          {u.pages.length === 0
            ? t("admin_users.no_pages")
            : u.pages.map((p, i) => (
                <span key={p.id}>
                  {i > 0 ? ", " : ""}
                  <a href={`/${p.handle}`} target="_blank" rel="noopener">
                    {t("admin_users.page_role", { handle: p.handle, role: p.role })}
                  </a>
                </span>
              ))}
        </dd>
      </dl>
      <h3>{t("admin_users.actions")}</h3>
      {isMe ? <p className="hint">{t("admin_users.you")}</p> : null}
      <div className="actions">
        {!u.email_verified ? (
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => void act(async () => ({ message: (await sdk.admin.users.resendVerification(u.id)).detail }))}
          >
            {t("admin_users.resend_verification")}
          </button>
        ) : null}
        <button
          type="button"
          className="button small"
          disabled={busy}
          onClick={() => void act(async () => ({ message: (await sdk.admin.users.sendPasswordReset(u.id)).detail }))}
        >
          {t("admin_users.send_password_reset")}
        </button>
        {u.role === "admin" ? (
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() =>
              void act(async () => ({ message: t("admin_users.role_toast_user", { email: u.email }), next: await sdk.admin.users.setRole(u.id, "user") }))
            }
          >
            {t("admin_users.remove_admin")}
          </button>
        ) : (
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() =>
              void act(async () => ({ message: t("admin_users.role_toast_admin", { email: u.email }), next: await sdk.admin.users.setRole(u.id, "admin") }))
            }
          >
            {t("admin_users.make_admin")}
          </button>
        )}
        {u.disabled_at ? (
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => void act(async () => ({ message: t("admin_users.enabled_toast", { email: u.email }), next: await sdk.admin.users.enable(u.id) }))}
          >
            {t("admin_users.enable")}
          </button>
        ) : (
          <button type="button" className="button small danger-outline" disabled={busy || isMe} onClick={() => setDialog("disable")}>
            {t("admin_users.disable")}
          </button>
        )}
        <button type="button" className="button small danger-outline" disabled={busy || isMe} onClick={() => setDialog("delete")}>
          {t("admin_users.delete")}
        </button>
        <button type="button" className="button small" onClick={onClose}>
          {t("admin_users.close")}
        </button>
      </div>
      {dialog === "disable" ? (
        <ReasonDialog
          title={t("admin_users.disable_title", { email: u.email })}
          submitLabel={t("admin_users.disable")}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            const next = await sdk.admin.users.disable(u.id, reason);
            setDialog(null);
            changed(t("admin_users.disabled_toast", { email: u.email }), next);
          }}
        >
          <p>{t("admin_users.disable_lead")}</p>
        </ReasonDialog>
      ) : null}
      {dialog === "delete" ? (
        preview.data ? (
          <ReasonDialog
            title={t("admin_users.delete_title", { email: u.email })}
            submitLabel={t("admin_users.delete")}
            confirmLabel={t("admin_users.delete_confirm")}
            allowed={preview.data.can_delete}
            onClose={() => setDialog(null)}
            onSubmit={async (reason) => {
              await sdk.admin.users.delete(u.id, reason);
              setDialog(null);
              changed(t("admin_users.deleted_toast", { email: u.email }));
              onDeleted();
            }}
          >
            <DeletionPreview preview={preview.data} />
          </ReasonDialog>
        ) : preview.isError ? (
          <LoadFailure onRetry={() => void preview.refetch()} />
        ) : (
          <p aria-busy="true">{t("dash.loading")}</p>
        )
      ) : null}
    </section>
  );
}
