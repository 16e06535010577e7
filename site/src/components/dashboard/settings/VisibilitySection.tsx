import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";

/** Listed (Explore, sitemap, search engines) or reachable only by its link. Saves on change; only the owner changes it, the others see it. */
export function VisibilitySection() {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const owner = useCan("owner");
  const [busy, setBusy] = useState(false);
  // The box follows the click at once; a failed save puts it back.
  const [visible, setVisibleNow] = useState(page.is_visible);

  async function setVisible(is_visible: boolean) {
    setBusy(true);
    setVisibleNow(is_visible);
    try {
      replace(await sdk.pages.update(page.id, { is_visible }));
      toast.success(t("dash.saved"));
    } catch (error) {
      setVisibleNow(!is_visible);
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card dash-section" aria-labelledby="visibility-title">
      <h2 id="visibility-title">{t("page_settings.visibility_title")}</h2>
      {owner ? (
        <label className="choice">
          <input type="checkbox" checked={visible} disabled={busy} onChange={(e) => void setVisible(e.target.checked)} aria-describedby="visibility-hint" />
          <span>{t("page_settings.visible_label")}</span>
        </label>
      ) : (
        <p data-testid="visibility-state">{page.is_visible ? t("page_settings.visible_on") : t("page_settings.visible_off")}</p>
      )}
      <p id="visibility-hint" className="hint">
        {t("page_settings.visibility_hint")}
      </p>
    </section>
  );
}
