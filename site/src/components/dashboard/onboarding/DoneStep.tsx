import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";

/** Step 4: publish (the owner, with a verified email) and go see the page. */
export function DoneStep({ emailVerified }: { emailVerified: boolean }) {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const [busy, setBusy] = useState(false);
  const owner = useCan("owner");
  const url = `${window.location.origin}/${page.handle}`;

  async function publish() {
    setBusy(true);
    try {
      replace(await sdk.pages.publish(page.id));
      toast.success(t("onboarding.published_toast"));
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form">
      {page.is_published ? (
        <p role="status">{t("onboarding.live", { url })}</p>
      ) : !owner ? (
        <p>{t("onboarding.ready_for_owner")}</p>
      ) : (
        <>
          <p>{t("onboarding.ready_to_publish")}</p>
          {emailVerified ? null : <p className="notice card">{t("onboarding.verify_first")}</p>}
          <div className="actions">
            <button type="button" className="button primary" onClick={() => void publish()} disabled={busy || !emailVerified}>
              {t("onboarding.publish")}
            </button>
          </div>
        </>
      )}
      <div className="actions">
        <a className="button" href={`/${page.handle}`} target="_blank" rel="noopener">
          {t("onboarding.view_page")}
        </a>
        <a className="button" href="/dashboard">
          {t("onboarding.to_dashboard")}
        </a>
      </div>
    </div>
  );
}
