import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS_WINDOWS, type AnalyticsWindow } from "@greenpage/sdk";

type Props = {
  days: AnalyticsWindow | null;
  /** The longest window the page's plan keeps; null when not known (the API then decides). */
  limit: number | null;
  onDays: (days: AnalyticsWindow) => void;
  compare: boolean;
  onCompare: (compare: boolean) => void;
  /**
   * The plan that keeps a longer window, to name on its button (the dashboard);
   * without it longer windows are not offered at all (a shared link: its reader cannot upgrade).
   */
  planFor?: (days: AnalyticsWindow) => string | null;
};

/** The window (7, 30, 90, 365 days; longer than the plan keeps: marked with the plan that does) and comparing with the span before. */
export function WindowControls({ days, limit, onDays, compare, onCompare, planFor }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const beyond = (d: number) => limit !== null && d > limit;
  const windows = planFor ? ANALYTICS_WINDOWS : ANALYTICS_WINDOWS.filter((d) => !beyond(d));
  return (
    <div className="analytics-controls">
      <fieldset className="window-picker">
        <legend className="window-label">{t("analytics.window.label")}</legend>
        {windows.map((d) => (
          <button key={d} type="button" className="button small window-button" aria-pressed={d === days} onClick={() => onDays(d)}>
            {t("analytics.window.days", { count: d })}
            {beyond(d) ? <span className="window-plan"> · {planFor?.(d) ?? t("analytics.window.upgrade")}</span> : null}
          </button>
        ))}
      </fieldset>
      <div className="choice compare-toggle">
        <input type="checkbox" id={`${id}-compare`} checked={compare} onChange={(e) => onCompare(e.target.checked)} />
        <label htmlFor={`${id}-compare`}>{t("analytics.compare.label")}</label>
      </div>
    </div>
  );
}

type PromptProps = {
  days: number;
  /** The plan that keeps this window and the page's own, by name (null when not known). */
  plan: string | null;
  currentPlan: string;
  /** Only the page's owner changes its plan; others are told whom to ask. */
  canUpgrade: boolean;
  upgradeUrl: string;
};

/** Instead of a broken chart: which plan keeps this window, and the way to it (or whom to ask). */
export function UpgradePrompt({ days, plan, currentPlan, canUpgrade, upgradeUrl }: PromptProps) {
  const { t } = useTranslation();
  return (
    <section className="card notice analytics-upgrade" data-testid="analytics-upgrade" aria-labelledby="analytics-upgrade-title">
      <h2 id="analytics-upgrade-title">{t("analytics.upgrade.title", { count: days })}</h2>
      <p>
        {plan ? t("analytics.upgrade.needs_plan", { plan, count: days }) : t("analytics.upgrade.needs_more", { count: days })}{" "}
        {t("analytics.upgrade.current", { plan: currentPlan })}
      </p>
      {canUpgrade ? (
        <a className="button primary" href={upgradeUrl}>
          {t("analytics.upgrade.action")}
        </a>
      ) : (
        <p className="hint">{t("analytics.upgrade.ask_owner")}</p>
      )}
    </section>
  );
}
