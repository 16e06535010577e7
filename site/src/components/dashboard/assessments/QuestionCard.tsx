import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GreenpageError, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { type Assessment, type AssessmentAnswer, AUTOSAVE_DELAY_MS, answerLabel, type QuestionnaireQuestion } from "../../../lib/dashboard/assessments.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { type AnswerForm, AnswerControl, type FormValue } from "./AnswerControl.tsx";
import { AnswerFiles } from "./AnswerFiles.tsx";

type Props = {
  assessmentId: number;
  question: QuestionnaireQuestion;
  answer: AssessmentAnswer | undefined;
  writable: boolean;
  /** Titles of the page's initiatives, to name what a suggestion was read from. */
  titles: Map<number, string>;
  /** Why completing refused this question, if it did. */
  missing: string | undefined;
  onSaving: () => void;
  onSaved: (assessment: Assessment) => void;
  onFailed: () => void;
};

const CHOICES = new Set(["yes_no_partial", "single_choice", "multiple_choice"]);

function toForm(question: QuestionnaireQuestion, value: AssessmentAnswer["value"] | undefined): FormValue {
  if (value === null || value === undefined) return question.type === "multiple_choice" ? [] : "";
  return Array.isArray(value) ? value : String(value);
}

/** What the API stores for what the form holds: nothing chosen or typed clears the answer. */
function fromForm(question: QuestionnaireQuestion, value: FormValue): AssessmentAnswer["value"] {
  if (Array.isArray(value)) return value.length > 0 ? value : null;
  if (value.trim() === "") return null;
  return question.type === "number" ? Number(value) : value;
}

/**
 * One question: its control, saved as the member answers (a choice at once,
 * typing once it settles), the server's message when it refuses, who answered
 * and when, a pre-filled suggestion to confirm, and its evidence files.
 */
export function QuestionCard({ assessmentId, question, answer, writable, titles, missing, onSaving, onSaved, onFailed }: Props) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const { page } = useCurrentPage();
  const id = useId();
  const form = useForm<AnswerForm>({ defaultValues: { value: toForm(question, answer?.value) } });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { errors, isDirty } = form.formState;

  async function save(value: FormValue) {
    onSaving();
    try {
      const next = await sdk.assessments.answer(page.id, assessmentId, question.code, fromForm(question, value));
      form.reset({ value }, { keepDefaultValues: false });
      form.clearErrors("value");
      onSaved(next);
    } catch (error) {
      if (error instanceof GreenpageError && error.kind === "field_errors") form.setError("value", { message: error.fieldErrors.value?.[0] ?? error.detail });
      else toastFailure(error, t);
      onFailed();
    }
  }

  // Save as the member goes: a choice at once, typing once it settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per question; `save` reads the latest props.
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type !== "change" || values.value === undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(values.value as FormValue), CHOICES.has(question.type) ? 0 : AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, question.code]);

  // Another member's answer (or a pre-fill) arrives with a refresh: show it unless this member is typing here.
  const server = `${answer?.answered_at}|${JSON.stringify(answer?.value ?? null)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's answer changes.
  useEffect(() => {
    if (!isDirty) form.reset({ value: toForm(question, answer?.value) });
  }, [server]);

  const suggestion = answer?.source === "analyzer" && answer.value !== null ? answer : null;
  const message = errors.value?.message ?? missing;
  const when = answer ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(answer.answered_at)) : "";
  return (
    <li className={`question${suggestion ? " suggested" : ""}`} data-testid={`question-${question.code}`}>
      {/* A choice's group is named by its legend; the other controls by this label. */}
      {CHOICES.has(question.type) ? (
        <p className="question-prompt">
          {question.prompt[language]}
          {question.required ? <span title={t("assessments.required")}> *</span> : null}
        </p>
      ) : (
        <label className="question-prompt" htmlFor={id}>
          {question.prompt[language]}
          {question.required ? <span title={t("assessments.required")}> *</span> : null}
        </label>
      )}
      {question.help ? <p className="hint">{question.help[language]}</p> : null}
      {/* Its own form: the radio buttons of each question are a group of their own, whatever they are named. */}
      <form onSubmit={(e) => e.preventDefault()}>
        <fieldset disabled={!writable} className="question-control">
          <AnswerControl question={question} register={form.register} id={id} describedBy={`${id}-about`} invalid={Boolean(message)} />
        </fieldset>
      </form>
      <div id={`${id}-about`}>
        {message ? (
          <p className="error" role="alert">
            {message}
          </p>
        ) : null}
        {suggestion ? (
          <div className="suggestion">
            <p>
              {t("assessments.suggested", { answer: answerLabel(question, suggestion.value, language) })}{" "}
              {t("assessments.basis", { items: suggestion.basis.map((b) => titles.get(Number(b)) ?? `#${b}`).join(", ") })}
            </p>
            {writable ? (
              <button type="button" className="button small primary" onClick={() => void save(toForm(question, suggestion.value))}>
                {t("assessments.confirm")}
              </button>
            ) : null}
          </div>
        ) : answer && (answer.value !== null || answer.attachments.length > 0) ? (
          <p className="hint answered-by">
            {t("assessments.answered_by", { name: answer.answered_by?.name ?? "—", when })}
            {answer.score !== null ? ` · ${t("assessments.score", { score: answer.score })}` : ""}
          </p>
        ) : null}
      </div>
      {question.evidence ? (
        <AnswerFiles
          assessmentId={assessmentId}
          question={question.code}
          files={answer?.attachments ?? []}
          writable={writable}
          onChanged={() => void sdk.assessments.get(page.id, assessmentId).then(onSaved)}
        />
      ) : null}
    </li>
  );
}
