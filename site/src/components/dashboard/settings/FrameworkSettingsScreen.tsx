import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { GreenpageError, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { FrameworkPicker } from "../contents/FrameworkPicker.tsx";
import { useCatalog } from "../../../lib/dashboard/catalog.ts";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { PAGE_VIEWS } from "@greenpage/sdk";

type Choice = { framework: string; categories: string[] };

/** Server errors for frameworks come keyed `frameworks.{i}.categories`; this maps them back to each choice. */
function frameworkErrors(body: unknown): Record<number, string> {
  if (typeof body !== "object" || body === null) return {};
  const found: Record<number, string> = {};
  for (const [key, messages] of Object.entries(body)) {
    const match = /^frameworks\.(\d+)\./.exec(key);
    if (match && Array.isArray(messages)) found[Number(match[1])] ??= String(messages[0]);
  }
  return found;
}

/** The reporting frameworks the page follows (each with at least one category) and how initiatives are shown. */
function FrameworkSettingsScreen() {
  const { t, i18n } = useTranslation();
  const { page, pages, replace } = useCurrentPage();
  const catalog = useCatalog();
  const [frameworks, setFrameworks] = useState<Choice[]>(page.frameworks);
  const [view, setView] = useState(page.default_view);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(frameworks) !== JSON.stringify(page.frameworks) || view !== page.default_view;
  useDirtyGuard("framework-settings", dirty);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(frameworks.flatMap((f, i) => (f.categories.length === 0 ? [[i, t("framework_settings.needs_category")]] : [])));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      const updated = await sdk.pages.update(page.id, { frameworks, default_view: view });
      replace(updated);
      setFrameworks(updated.frameworks);
      setView(updated.default_view);
      toast.success(t("dash.saved"));
    } catch (error) {
      const fieldErrors = error instanceof GreenpageError && error.status === 400 ? frameworkErrors(error.body) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toastFailure(error, t);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <form className="form card" onSubmit={(e) => void save(e)} noValidate>
        <p className="hint">{t("framework_settings.lead")}</p>
        {catalog.data ? (
          <FrameworkPicker
            idPrefix="page-frameworks"
            frameworks={catalog.data.frameworks}
            value={frameworks}
            onChange={(next) => {
              setFrameworks(next);
              setErrors({});
            }}
            errorAt={(i) => errors[i]}
            language={uiLanguage(i18n.language)}
          />
        ) : (
          <p aria-busy="true">{catalog.isError ? t("errors.network") : t("dash.loading")}</p>
        )}
        <fieldset>
          <legend>{t("framework_settings.view_title")}</legend>
          {PAGE_VIEWS.map((v) => (
            <label key={v} className="choice">
              <input type="radio" name="default-view" value={v} checked={view === v} onChange={() => setView(v)} />
              <span>{t(`framework_settings.view_${v}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="button primary" disabled={saving || !dirty}>
            {saving ? t("dash.saving") : t("dash.save")}
          </button>
        </div>
      </form>
    </>
  );
}

export default withDashboard(FrameworkSettingsScreen, { screen: "framework", texts: ["dashboard-contents", "dashboard-settings"] });
