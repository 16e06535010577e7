import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { GreenpageError, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import {
  type Assessment,
  answersByQuestion,
  assessmentKey,
  assessmentsKey,
  exportUrl,
  type Questionnaire,
  REFRESH_MS,
} from "../../../lib/dashboard/assessments.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { QuestionCard } from "./QuestionCard.tsx";
import { ResultView } from "./ResultView.tsx";
import { type SaveState, SavedIndicator } from "./SavedIndicator.tsx";

type Props = { id: number; questionnaires: Questionnaire[]; included: boolean; onBack: () => void; onOpen: (id: number) => void };

/**
 * One assessment: its sections as an accordion of questions that save as
 * they are answered, "Pre-fill from my page" with suggestions to confirm,
 * completing, and the result with exports. Answers are read again every
 * 30 s and on focus, so members working together see each other's answers.
 */
export function AssessmentView({ id, questionnaires, included, onBack, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const { page } = useCurrentPage();
  const client = useQueryClient();
  const editor = useCan("editor");
  const [save, setSave] = useState<SaveState>("idle");
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: assessmentKey(page.id, id),
    queryFn: () => sdk.assessments.get(page.id, id),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const contents = useQuery({ queryKey: ["contents", page.id], queryFn: () => sdk.contents.list(page.id) });
  const titles = new Map((contents.data ?? []).map((c) => [c.id, localized(c.title_json, language)]));
  const assessment = query.data;
  const questionnaire = assessment && questionnaires.find((q) => q.code === assessment.questionnaire);
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  if (!assessment || !questionnaire) return <p aria-busy="true">{t("dash.loading")}</p>;

  const writable = included && editor && assessment.state === "in_progress";
  const answers = answersByQuestion(assessment);
  const saved = (next: Assessment) => {
    client.setQueryData(assessmentKey(page.id, id), next);
    void client.invalidateQueries({ queryKey: assessmentsKey(page.id), exact: true });
  };

  async function act(action: "prefill" | "complete" | "reopen") {
    setBusy(true);
    try {
      if (action === "prefill") {
        const { suggested, assessment: next } = await sdk.assessments.prefill(page.id, id);
        saved(next);
        toast.success(t("assessments.prefilled", { count: suggested }));
      } else {
        const next = action === "complete" ? await sdk.assessments.complete(page.id, id) : await sdk.assessments.reopen(page.id, id);
        saved(next);
        setMissing({});
        toast.success(t(action === "complete" ? "assessments.completed" : "assessments.reopened"));
        window.scrollTo({ top: 0 });
      }
    } catch (error) {
      if (error instanceof GreenpageError && error.kind === "field_errors") {
        // Each open question is named by its field (`answers.<question>`): show the message on the question itself.
        const fields = Object.fromEntries(
          Object.entries(error.fieldErrors ?? {}).map(([field, [message]]) => [field.replace(/^answers\./, ""), message ?? ""]),
        );
        setMissing(fields);
        toast.error(t("assessments.missing", { count: Object.keys(fields).length }));
      } else if (error instanceof GreenpageError && error.code === "assessment_in_progress") {
        toast.error(error.detail);
        const other = (error.body as { assessment_id?: number } | null)?.assessment_id;
        if (other) onOpen(other);
      } else toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  const progress = assessment.progress;
  return (
    <article className="assessment" aria-labelledby="assessment-title">
      <p>
        <button type="button" className="button small" onClick={onBack}>
          {t("assessments.back")}
        </button>
      </p>
      <header className="card dash-section assessment-head">
        <h2 id="assessment-title">{questionnaire.title[language]}</h2>
        <p className="hint">
          <span className={`status-badge assessment-${assessment.state}`}>{t(`assessments.state.${assessment.state}`)}</span>{" "}
          {questionnaire.description[language]}
        </p>
        <label className="progress-label">
          <span>{t("assessments.progress", { answered: progress.answered, required: progress.required })}</span>
          <progress max={100} value={progress.percent} />
        </label>
        {progress.suggestions > 0 ? <p className="hint">{t("assessments.suggestions", { count: progress.suggestions })}</p> : null}
        <div className="assessment-actions">
          {writable ? (
            <>
              <button type="button" className="button" disabled={busy} onClick={() => void act("prefill")}>
                {t("assessments.prefill")}
              </button>
              <button type="button" className="button primary" disabled={busy} onClick={() => void act("complete")}>
                {t("assessments.complete")}
              </button>
            </>
          ) : null}
          {included && editor && assessment.state === "completed" ? (
            <button type="button" className="button" disabled={busy} onClick={() => void act("reopen")}>
              {t("assessments.reopen")}
            </button>
          ) : null}
          <a className="button" href={exportUrl(page.id, id, "csv", language)} download>
            {t("assessments.export_csv")}
          </a>
          <a className="button" href={exportUrl(page.id, id, "pdf", language)} download>
            {t("assessments.export_pdf")}
          </a>
          {writable ? <SavedIndicator state={save} /> : null}
        </div>
        {writable ? <p className="hint">{t("assessments.autosave")}</p> : null}
      </header>
      {assessment.result ? <ResultView result={assessment.result} questionnaire={questionnaire} /> : null}
      {questionnaire.sections.map((section, index) => (
        <details key={section.code} className="card dash-section assessment-section" open={index === 0 || !assessment.result}>
          <summary>
            <h3>{section.title[language]}</h3>
          </summary>
          <ol className="question-list">
            {section.questions.map((question) => (
              <QuestionCard
                key={question.code}
                assessmentId={id}
                question={question}
                answer={answers.get(question.code)}
                writable={writable}
                titles={titles}
                missing={missing[question.code]}
                onSaving={() => setSave("saving")}
                onSaved={(next) => {
                  saved(next);
                  setSave("saved");
                  setMissing(({ [question.code]: _done, ...rest }) => rest);
                }}
                onFailed={() => setSave("failed")}
              />
            ))}
          </ol>
        </details>
      ))}
    </article>
  );
}
