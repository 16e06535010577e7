import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import type { CountryOption } from "../../../lib/countries.ts";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";

/**
 * The page's country (Explore filters by it): the list the start screen and
 * Explore offer. Saves on change; a viewer sees it. A code an old page kept
 * that is no longer on the list stays selected until another is chosen.
 */
export function CountrySection({ countries }: { countries: CountryOption[] }) {
  const { t, i18n } = useTranslation();
  const { page, replace } = useCurrentPage();
  const editor = useCan("editor");
  const [busy, setBusy] = useState(false);
  const [country, setCountryNow] = useState(page.country ?? "");
  const kept = country && !countries.some((c) => c.code === country) ? country : null;

  async function save(next: string) {
    const before = country;
    setBusy(true);
    setCountryNow(next);
    try {
      replace(await sdk.pages.update(page.id, { country: next || null }));
      toast.success(t("dash.saved"));
    } catch (error) {
      setCountryNow(before);
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  const name = (code: string) => countries.find((c) => c.code === code)?.name ?? new Intl.DisplayNames([i18n.language], { type: "region" }).of(code) ?? code;
  return (
    <section className="card dash-section" aria-labelledby="country-title">
      <h2 id="country-title">{t("page_settings.country_title")}</h2>
      {editor ? (
        <div className="field">
          <label htmlFor="settings-country">{t("start.country")}</label>
          <select id="settings-country" value={country} disabled={busy} onChange={(e) => void save(e.target.value)} aria-describedby="country-hint">
            <option value="">{t("page_settings.country_none")}</option>
            {kept ? <option value={kept}>{name(kept)}</option> : null}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p data-testid="country-state">{country ? name(country) : t("page_settings.country_none")}</p>
      )}
      <p id="country-hint" className="hint">
        {t("page_settings.country_hint")}
      </p>
    </section>
  );
}
