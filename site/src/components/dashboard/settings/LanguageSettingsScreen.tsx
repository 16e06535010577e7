import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { api, type Business, type BusinessLanguage } from "../../../lib/dashboard/api.ts";
import { LANGUAGE_CODES, LANGUAGE_IDS, type LanguageCode } from "../../../lib/dashboard/languages.ts";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";

/**
 * Which languages the page is written in, and which one visitors see first.
 * Every change saves at once; any failure says the spec's "Error changing language".
 */
function LanguageSettingsScreen() {
  const { t } = useTranslation();
  const { page, pages, replace } = useCurrentPage();
  const [busy, setBusy] = useState(false);
  const enabled = (code: LanguageCode) => page.languages.some((l) => l.code === code && l.is_enabled);

  async function run(change: () => Promise<Business>) {
    setBusy(true);
    try {
      replace(await change());
      toast.success(t("dash.saved"));
    } catch (error) {
      console.warn("Language change failed", error);
      toast.error(t("language_settings.error"));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (code: LanguageCode, is_enabled: boolean) =>
    run(async () => {
      const languages = await api<BusinessLanguage[]>(`/businesses/${page.id}/languages/`, { method: "PATCH", body: { language_id: LANGUAGE_IDS[code], is_enabled } });
      return { ...page, languages };
    });
  const makeDefault = (code: LanguageCode) =>
    run(() => api<Business>(`/businesses/update/${page.id}/`, { method: "PATCH", body: { default_language_id: LANGUAGE_IDS[code] } }));

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <section className="card dash-section" aria-labelledby="languages-title">
        <h2 id="languages-title">{t("language_settings.enabled_title")}</h2>
        <p className="hint">{t("language_settings.enabled_hint")}</p>
        {LANGUAGE_CODES.map((code) => (
          <label key={code} className="choice">
            <input
              type="checkbox"
              checked={enabled(code)}
              disabled={busy || page.default_language === code}
              onChange={(e) => void toggle(code, e.target.checked)}
              aria-describedby={page.default_language === code ? `default-note-${code}` : undefined}
            />
            <span>
              {t(`dash.lang.${code}`)}
              {page.default_language === code ? (
                <small id={`default-note-${code}`} className="hint">
                  {" "}
                  — {t("language_settings.default_cannot_disable")}
                </small>
              ) : null}
            </span>
          </label>
        ))}
      </section>
      <section className="card dash-section" aria-labelledby="default-title">
        <fieldset disabled={busy}>
          <legend id="default-title">{t("language_settings.default_title")}</legend>
          {LANGUAGE_CODES.map((code) => (
            <label key={code} className="choice">
              <input type="radio" name="default-language" checked={page.default_language === code} onChange={() => void makeDefault(code)} />
              <span>{t(`dash.lang.${code}`)}</span>
            </label>
          ))}
          <p className="hint">{t("language_settings.default_hint")}</p>
        </fieldset>
      </section>
    </>
  );
}

export default withDashboard(LanguageSettingsScreen);
