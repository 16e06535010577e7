import { useQueries } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../../lib/auth-client.ts";
import { type OwnedPage, sdk } from "../../../lib/dashboard/api.ts";
import { leaveAfter } from "../../../lib/dashboard/sign-out.ts";
import { useMyPages } from "../shell/CurrentPage.tsx";

/** The API's code when the account owns pages other people work on (better-auth's delete-user answers 400 with it). */
const OWNS_SHARED_PAGES = "OWNS_SHARED_PAGES";

/** The owned pages that have other members: the account cannot go until each is handed over or deleted. */
function useSharedOwnedPages(owned: OwnedPage[]) {
  const teams = useQueries({
    queries: owned.map((p) => ({ queryKey: ["members", p.id], queryFn: () => sdk.members.list(p.id) })),
  });
  return owned.flatMap((page, i) => {
    const others = (teams[i]?.data?.members.length ?? 1) - 1;
    return others > 0 ? [{ page, others }] : [];
  });
}

/** Names each such page, with the way to hand it over (the Members screen opens on it). */
function SharedPages({ shared }: { shared: { page: OwnedPage; others: number }[] }) {
  const { t } = useTranslation();
  if (shared.length === 0) return null;
  return (
    <div className="notice card" data-testid="delete-blocked">
      <p>{t("account_screen.delete_shared")}</p>
      <ul>
        {shared.map(({ page, others }) => (
          <li key={page.id}>
            {pageName(page)} (@{page.handle}, {t("account_screen.delete_shared_members", { count: others })}):{" "}
            <a href={`/dashboard/members?page=${page.id}`}>{t("account_screen.delete_shared_handover", { name: pageName(page) })}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const pageName = (p: OwnedPage) => p.name_json?.en || p.name_json?.ja || p.handle;

/**
 * Deleting the account deletes the pages it owns with everything on them and
 * ends its memberships of other pages. The dialog names the owned pages and
 * asks for the password before anything happens.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const pages = useMyPages();
  const owned = pages.data?.filter((p) => p.role === "owner") ?? [];
  const shared = pages.data?.filter((p) => p.role !== "owner") ?? [];
  const blocking = useSharedOwnedPages(owned);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setError(t("form.required"));
    setBusy(true);
    const result = await leaveAfter(() => authClient.deleteUser({ password }), "/");
    if (!result.error) return;
    setBusy(false);
    const { status, code } = result.error;
    // The API's words are English; the same rule in the reader's language (the list above names the pages).
    if (status === 400 && code === OWNS_SHARED_PAGES) return setError(t("account_screen.delete_shared"));
    setError(status === 429 ? t("errors.rate_limited") : t("account_screen.wrong_password"));
  }

  return (
    <section className="card dash-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">{t("account_screen.delete_title")}</h2>
      <p>{t("account_screen.delete_lead")}</p>
      <SharedPages shared={blocking} />
      <button type="button" className="button danger" onClick={() => dialog.current?.showModal()}>
        {t("account_screen.delete_open")}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="delete-dialog-title">
        <form onSubmit={(e) => void confirm(e)} noValidate className="form">
          <h2 id="delete-dialog-title">{t("account_screen.delete_confirm_title")}</h2>
          <SharedPages shared={blocking} />
          {owned.length > 0 ? (
            <>
              <p>{t("account_screen.delete_owned")}</p>
              <ul>
                {owned.map((p) => (
                  <li key={p.id}>
                    {pageName(p)} (@{p.handle})
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("account_screen.delete_no_pages")}</p>
          )}
          {shared.length > 0 ? <p>{t("account_screen.delete_memberships", { count: shared.length })}</p> : null}
          <p>{t("account_screen.delete_final")}</p>
          <div className="field">
            <label htmlFor="delete-password">{t("account_screen.delete_password")}</label>
            <input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "delete-password-error" : undefined}
            />
            {error ? (
              <small id="delete-password-error" className="error" role="alert">
                {error}
              </small>
            ) : null}
          </div>
          <div className="actions">
            <button type="submit" className="button danger" disabled={busy}>
              {t("account_screen.delete_submit")}
            </button>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {t("dash.cancel")}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
