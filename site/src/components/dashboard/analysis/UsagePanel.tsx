import type { AnalysisUsage } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../lib/dashboard/page-text.ts";
import { useCan } from "../shell/CurrentPage.tsx";

type Props = { usage: AnalysisUsage; canRun: boolean; running: boolean; onRun: () => void; language: Language };

/**
 * The month's runs against the plan's, and the Run button. A plan without AI
 * analysis shows the way to upgrade instead (to the owner; a member is told
 * to ask them), and no button, as other plan-gated controls do.
 */
export function UsagePanel({ usage, canRun, running, onRun, language }: Props) {
  const { t, i18n } = useTranslation();
  const owner = useCan("owner");
  if (!usage.included) {
    return (
      <p className="card notice dash-section" data-testid="analysis-upgrade">
        {owner ? (
          <>
            {t("ai_analysis.plan")} <a href="/dashboard/billing">{t("ai_analysis.upgrade")}</a>
          </>
        ) : (
          t("ai_analysis.plan_member")
        )}
      </p>
    );
  }
  const full = usage.used >= usage.limit;
  const resets = new Date(usage.resets_at).toLocaleDateString(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  return (
    <section className="card dash-section analysis-usage" aria-labelledby="analysis-usage">
      <div>
        <p id="analysis-usage" data-testid="analysis-usage">
          <strong>{t("ai_analysis.usage", { used: usage.used, limit: usage.limit })}</strong>
        </p>
        <progress max={usage.limit} value={Math.min(usage.used, usage.limit)} aria-labelledby="analysis-usage" />
        <p className="hint">
          {t("ai_analysis.resets", { date: resets })} {usage.model ? t("ai_analysis.model_on", { model: usage.model }) : t("ai_analysis.model_off")}
        </p>
      </div>
      {canRun ? (
        <div className="analysis-run">
          <button type="button" className="button primary" onClick={onRun} disabled={running || full} aria-busy={running} aria-describedby="analysis-run-note">
            {running ? t("ai_analysis.running") : t("ai_analysis.run")}
          </button>
          <p id="analysis-run-note" className="hint">
            {full ? t("ai_analysis.month_used") : t("ai_analysis.run_note", { language: t(`ai_analysis.language.${language}`) })}
          </p>
        </div>
      ) : (
        <p className="hint">{t("ai_analysis.viewer_note")}</p>
      )}
    </section>
  );
}
