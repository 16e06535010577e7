import type { AdminUser } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";

/** The users found: one row each, the email opens the user. Stacked under 760 px so nothing scrolls sideways. */
export function UsersTable({ users, openId, onOpen }: { users: AdminUser[]; openId: string | null; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{day.format(new Date(iso))}</time> : t("admin_users.never"));
  return (
    <div className="table-wrap">
      <table className="data admin-user-table">
        <caption className="visually-hidden">{t("admin_users.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin_users.email")}</th>
            <th scope="col">{t("admin_users.plan")}</th>
            <th scope="col">{t("admin_users.pages")}</th>
            <th scope="col">{t("admin_users.verified")}</th>
            <th scope="col">{t("admin_users.source")}</th>
            <th scope="col">{t("admin_users.last_sign_in")}</th>
            <th scope="col">{t("admin_users.state")}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} data-testid="admin-user-row" aria-current={u.id === openId ? "true" : undefined}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onOpen(u.id)} aria-expanded={u.id === openId}>
                  {u.email}
                </button>
                <br />
                <small>
                  {u.name}
                  {u.role === "admin" ? ` · ${t("admin_users.role_admin")}` : ""}
                </small>
              </th>
              <td data-label={t("admin_users.plan")}>{u.plan}</td>
              <td data-label={t("admin_users.pages")}>{u.pages_owned + u.member_of}</td>
              <td data-label={t("admin_users.verified")}>{u.email_verified ? t("admin_users.yes") : t("admin_users.no")}</td>
              <td data-label={t("admin_users.source")}>{u.signup_source}</td>
              <td data-label={t("admin_users.last_sign_in")}>{when(u.last_sign_in_at)}</td>
              <td data-label={t("admin_users.state")}>{u.disabled_at ? t("admin_users.state_disabled") : t("admin_users.state_active")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
