import { useTranslation } from "react-i18next";
import type { FeedbackQuestionSummary } from "@greenpage/sdk";
import { type FeedbackSummary, STAKEHOLDER_TYPES } from "../../../lib/dashboard/feedback/results.ts";
import { type Language, localized } from "../../../lib/dashboard/page-text.ts";
import { DailyChart } from "./DailyChart.tsx";

type Summary = FeedbackQuestionSummary;

/** Results at a glance: the total, who answered (by stakeholder type), responses per day, and each question's numbers. */
export function ResultsSummary({ summary, language }: { summary: FeedbackSummary; language: Language }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const answered = summary.forms.filter((form) => form.responses > 0);

  return (
    <section className="dash-section" aria-labelledby="feedback-summary-title">
      <h2 id="feedback-summary-title">{t("feedback_results.summary")}</h2>
      <div className="results-overview">
        <div className="card stat" data-testid="feedback-total">
          <span>{t("feedback_results.total")}</span>
          <span className="value">{number.format(summary.total)}</span>
        </div>
        <div className="card">
          <h3>{t("feedback_results.by_type")}</h3>
          <dl className="type-counts" data-testid="feedback-by-type">
            {STAKEHOLDER_TYPES.map((type) => (
              <div key={type}>
                <dt>{t(`feedback_results.stakeholder.${type}`)}</dt>
                <dd>{number.format(summary.by_stakeholder_type[type])}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="card">
        <DailyChart daily={summary.daily} />
      </div>
      {answered.map((form) => (
        <article key={form.form_id} className="card form-summary" data-testid={`summary-form-${form.form_id}`}>
          <h3>
            {localized(form.title_json, language) || t("feedback_forms.untitled")}{" "}
            <span className="hint">{t("feedback_results.responses_count", { count: form.responses, n: number.format(form.responses) })}</span>
          </h3>
          <ol className="question-summaries">
            {form.questions.map((question) => (
              <QuestionNumbers key={question.question_id} question={question} language={language} />
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}

/** One question's numbers: counts per choice, the average of a rating, the NPS with its three groups, or how many wrote something. */
function QuestionNumbers({ question, language }: { question: Summary; language: Language }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const label = localized(question.label_json, language);
  const share = (count: number) => (question.answered ? Math.round((count / question.answered) * 100) : 0);

  return (
    <li className="question-summary" data-testid={`summary-question-${question.question_id}`}>
      <h4>
        {label}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </h4>
      {question.text_answers === null ? (
        <p className="hint">{t("feedback_results.answered", { count: question.answered, n: number.format(question.answered) })}</p>
      ) : null}
      {question.choices ? (
        <ul className="choice-counts">
          {question.choices.map((choice) => (
            <li key={choice.id}>
              <span>{localized({ ...(choice.en && { en: choice.en }), ...(choice.ja && { ja: choice.ja }) }, language)}</span>
              <span className="bar" aria-hidden="true">
                <span style={{ width: `${share(choice.count)}%` }} />
              </span>
              <span>{t("feedback_results.choice_count", { n: number.format(choice.count), share: share(choice.count) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {question.type === "rating" ? (
        <p className="big-number" data-testid="rating-average">
          {question.average === null ? t("feedback_results.no_answers") : t("feedback_results.average", { value: number.format(question.average) })}
        </p>
      ) : null}
      {question.nps ? (
        <div data-testid="nps">
          <p className="big-number">
            {question.nps.score === null ? t("feedback_results.no_answers") : t("feedback_results.nps_score", { value: signed.format(question.nps.score) })}
          </p>
          <dl className="nps-groups">
            <div>
              <dt>{t("feedback_results.promoters")}</dt>
              <dd>{number.format(question.nps.promoters)}</dd>
            </div>
            <div>
              <dt>{t("feedback_results.passives")}</dt>
              <dd>{number.format(question.nps.passives)}</dd>
            </div>
            <div>
              <dt>{t("feedback_results.detractors")}</dt>
              <dd>{number.format(question.nps.detractors)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      {question.text_answers !== null ? (
        <p>{t("feedback_results.text_answers", { count: question.text_answers, n: number.format(question.text_answers) })}</p>
      ) : null}
    </li>
  );
}
