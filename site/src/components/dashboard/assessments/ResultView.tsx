import { useTranslation } from "react-i18next";
import type { Questionnaire } from "../../../lib/dashboard/assessments.ts";
import type { Assessment } from "../../../lib/dashboard/assessments.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";

type Result = NonNullable<Assessment["result"]>;

/** A completed assessment's result: the overall score, each section's, and what to do next, most telling first. */
export function ResultView({ result, questionnaire }: { result: Result; questionnaire: Questionnaire }) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const sections = new Map(questionnaire.sections.map((s) => [s.code, s]));
  const prompts = new Map(questionnaire.sections.flatMap((s) => s.questions.map((q) => [q.code, q.prompt[language]])));
  return (
    <section className="card dash-section assessment-result" aria-labelledby="result-title" data-testid="assessment-result">
      <h2 id="result-title">{t("assessments.result")}</h2>
      <p className="overall-score">
        <span className="score-number">{result.overall}</span> <span className="hint">/ 100</span>
        <span className="visually-hidden"> {t("assessments.overall", { score: result.overall })}</span>
      </p>
      <table className="section-scores">
        <caption className="visually-hidden">{t("assessments.section_scores")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("assessments.section")}</th>
            <th scope="col">{t("assessments.section_score")}</th>
          </tr>
        </thead>
        <tbody>
          {result.sections.map((s) => (
            <tr key={s.section}>
              <th scope="row">{sections.get(s.section)?.title[language] ?? s.section}</th>
              <td>
                <meter min={0} max={100} low={50} high={75} optimum={100} value={s.score} aria-label={sections.get(s.section)?.title[language]} />{" "}
                <span>{s.score}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t("assessments.recommendations")}</h3>
      {result.recommendations.length === 0 ? (
        <p>{t("assessments.no_recommendations")}</p>
      ) : (
        <ol className="recommendations">
          {result.recommendations.map((r) => (
            <li key={r.question}>
              <strong>{r.text[language]}</strong>
              <br />
              <span className="hint">
                {sections.get(r.section)?.title[language]} — {prompts.get(r.question)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
