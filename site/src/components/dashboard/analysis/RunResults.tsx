import type { AnalysisRun, OwnedPage } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import { contentsEditLink } from "../../../lib/dashboard/contents/edit-link.ts";
import { ClaimFlags } from "./ClaimFlags.tsx";
import { Suggestions } from "./Suggestions.tsx";

type Props = { run: AnalysisRun; page: OwnedPage; canEdit: boolean };

/** One run's findings: summary, the model's prose (or why there is none), strengths, gaps, suggestions and claim flags. */
export function RunResults({ run, page, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const { findings } = run;
  const date = new Date(run.created_at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const model = run.model === "builtin" ? t("ai_analysis.results.builtin") : run.model;
  const meta = { language: t(`ai_analysis.language.${run.language}`), model, ms: run.duration_ms, by: run.requested_by };
  return (
    <article className="dash-section analysis-results" aria-labelledby="analysis-results" data-testid="analysis-results">
      <h2 id="analysis-results">{t("ai_analysis.results.heading", { date })}</h2>
      <p className="hint">{run.requested_by ? t("ai_analysis.results.meta", meta) : t("ai_analysis.results.meta_anonymous", meta)}</p>
      <p className="analysis-summary">{findings.summary}</p>
      <Prose run={run} />

      <section aria-labelledby="analysis-strengths" data-testid="analysis-strengths">
        <h3 id="analysis-strengths">{t("ai_analysis.strengths.heading")}</h3>
        {findings.strengths.length === 0 ? (
          <p className="hint">{t("ai_analysis.strengths.empty")}</p>
        ) : (
          <ul className="analysis-list">
            {findings.strengths.map((s) => (
              <li key={`${s.kind}-${s.framework}-${s.topic}-${s.item_id}`}>{s.text}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="analysis-gaps" data-testid="analysis-gaps">
        <h3 id="analysis-gaps">{t("ai_analysis.gaps.heading")}</h3>
        {findings.frameworks.length === 0 ? (
          <p className="hint">
            {t("ai_analysis.gaps.no_frameworks")} <a href="/dashboard/settings/framework">{t("ai_analysis.gaps.frameworks_link")}</a>
          </p>
        ) : findings.gaps.length === 0 ? (
          <p className="hint">{t("ai_analysis.gaps.empty")}</p>
        ) : (
          <>
            <p className="hint">{t("ai_analysis.gaps.lead")}</p>
            {findings.gaps.map((gap) => (
              <div key={`${gap.framework}-${gap.topic}`} className="card analysis-gap">
                <h4>{gap.text}</h4>
                <ul className="analysis-list">
                  {gap.disclosures.map((d) => (
                    <li key={d.code}>{d.text}</li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </section>

      <Suggestions run={run} page={page} canEdit={canEdit} />
      <ClaimFlags flags={findings.claim_flags} />
    </article>
  );
}

function Prose({ run }: { run: AnalysisRun }) {
  const { t } = useTranslation();
  if (run.prose) {
    return (
      <section className="card analysis-prose" aria-labelledby="analysis-prose" data-testid="analysis-prose">
        <h3 id="analysis-prose">{t("ai_analysis.prose.heading")}</h3>
        <p>{run.prose.summary}</p>
        {run.prose.sections.map((section) => (
          <div key={section.heading}>
            <h4>{section.heading}</h4>
            <p>{section.body}</p>
          </div>
        ))}
        {run.prose.cited_ids.length > 0 ? (
          <p className="hint">
            {t("ai_analysis.prose.cited")}{" "}
            {run.prose.cited_ids.map((id) => (
              <a key={id} href={contentsEditLink("initiative", Number(id))} className="analysis-candidate" aria-label={t("ai_analysis.prose.open", { id })}>
                #{id}
              </a>
            ))}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <p className={run.model_error ? "card notice" : "hint"} data-testid="analysis-prose-note">
      {run.model_error ? t("ai_analysis.prose.error", { error: run.model_error }) : t("ai_analysis.prose.builtin")}
    </p>
  );
}
