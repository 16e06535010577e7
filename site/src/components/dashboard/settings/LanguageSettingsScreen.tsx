import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type OwnedPage, sdk } from "../../../lib/dashboard/api.ts";
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
  // What the controls show while a change is being saved: they follow the click at once, a failure puts them back.
  const [pending, setPending] = useState<{ enabled?: Partial<Record<LanguageCode, boolean>>; default?: LanguageCode }>({});
  const enabled = (code: LanguageCode) => pending.enabled?.[code] ?? page.languages.some((l) => l.code === code && l.is_enabled);
  const defaultLanguage = pending.default ?? page.default_language;

  async function run(change: () => Promise<OwnedPage>) {
    setBusy(true);
    try {
      replace(await change());
      toast.success(t("dash.saved"));
    } catch (error) {
      console.warn("Language change failed", error);
      toast.error(t("language_settings.error"));
    } finally {
      setPending({});
      setBusy(false);
    }
  }

  const toggle = (code: LanguageCode, is_enabled: boolean) => {
    setPending({ enabled: { [code]: is_enabled } });
    return run(async () => {
      const languages = is_enabled ? await sdk.languages.enable(page.id, code) : await sdk.languages.disable(page.id, code);
      return { ...page, languages };
    });
  };
  const makeDefault = (code: LanguageCode) => {
    setPending({ default: code });
    return run(() => sdk.pages.update(page.id, { default_language_id: LANGUAGE_IDS[code] }));
  };

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
              disabled={busy || defaultLanguage === code}
              onChange={(e) => void toggle(code, e.target.checked)}
              aria-describedby={defaultLanguage === code ? `default-note-${code}` : undefined}
            />
            <span>
              {t(`dash.lang.${code}`)}
              {defaultLanguage === code ? (
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
              <input type="radio" name="default-language" checked={defaultLanguage === code} onChange={() => void makeDefault(code)} />
              <span>{t(`dash.lang.${code}`)}</span>
            </label>
          ))}
          <p className="hint">{t("language_settings.default_hint")}</p>
        </fieldset>
      </section>
    </>
  );
}

export default withDashboard(LanguageSettingsScreen, { screen: "languages", texts: ["dashboard-settings"] });
