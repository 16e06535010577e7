import type { AnalysisRunList } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";

type Props = { list: AnalysisRunList; shownId: number | null; onOpen: (id: number) => void; onMore: () => void };

/** Earlier runs, newest first; opening one shows its findings above. */
export function History({ list, shownId, onOpen, onMore }: Props) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="dash-section" aria-labelledby="analysis-history">
      <h2 id="analysis-history">{t("ai_analysis.history.heading")}</h2>
      {list.results.length === 0 ? (
        <p className="hint">{t("ai_analysis.history.empty")}</p>
      ) : (
        <ul className="analysis-history">
          {list.results.map((run) => {
            const date = when(run.created_at);
            const current = run.id === shownId;
            return (
              <li key={run.id} className="card">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onOpen(run.id)}
                  aria-current={current ? "true" : undefined}
                  aria-label={t("ai_analysis.history.open", { date })}
                >
                  {date}
                </button>
                <span className="hint">
                  {t(`ai_analysis.language.${run.language}`)} · {run.model === "builtin" ? t("ai_analysis.results.builtin") : run.model}
                  {run.model_status === "error" ? ` (${t("ai_analysis.history.model_error")})` : ""}
                  {" · "}
                  {t("ai_analysis.history.counts", { gaps: run.counts.gaps, suggestions: run.counts.suggestions, flags: run.counts.claim_flags })}
                </span>
                {current ? <span className="status-badge">{t("ai_analysis.history.shown")}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      {list.count > list.results.length ? (
        <button type="button" className="button" onClick={onMore}>
          {t("ai_analysis.history.more")}
        </button>
      ) : null}
    </section>
  );
}
