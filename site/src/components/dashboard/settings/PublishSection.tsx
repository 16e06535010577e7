import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { authClient } from "../../../lib/auth-client.ts";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";

/** Publish or unpublish (owner only). Publishing needs a verified email: say so, and offer to resend the link. */
export function PublishSection({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const [busy, setBusy] = useState(false);
  const owner = useCan("owner");

  async function setPublished(is_published: boolean) {
    setBusy(true);
    try {
      replace(await sdk.pages.update(page.id, { is_published }));
      toast.success(is_published ? t("page_settings.published_toast") : t("page_settings.unpublished_toast"));
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: `${window.location.origin}/verify-email` });
    if (error) toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
    else toast.success(t("dashboard.resent"));
  }

  return (
    <section className="card dash-section" aria-labelledby="publish-title">
      <h2 id="publish-title">{t("page_settings.publish_title")}</h2>
      <p>
        <span className={page.is_published ? "status-badge on" : "status-badge"} data-testid="publish-state">
          {page.is_published ? t("dash.state.published") : t("dash.state.draft")}
        </span>{" "}
        {page.is_published ? t("page_settings.published_lead") : t("page_settings.unpublished_lead")}
      </p>
      {owner && !emailVerified && !page.is_published ? (
        <div className="notice card">
          <p>{t("page_settings.verify_needed")}</p>
          <button type="button" className="button small" onClick={() => void resend()}>
            {t("dashboard.resend")}
          </button>
        </div>
      ) : null}
      {!page.is_ready && !page.is_published ? (
        <p className="hint">
          {t("page_settings.not_ready")} <a href="/dashboard/customization">{t("page_settings.to_customization")}</a>
        </p>
      ) : null}
      {owner ? (
        <div className="actions">
          {page.is_published ? (
            <button type="button" className="button" disabled={busy} onClick={() => void setPublished(false)}>
              {t("page_settings.unpublish")}
            </button>
          ) : (
            <button type="button" className="button primary" disabled={busy} onClick={() => void setPublished(true)}>
              {t("page_settings.publish")}
            </button>
          )}
        </div>
      ) : (
        <p className="hint">{t("page_settings.owner_only")}</p>
      )}
    </section>
  );
}
