import { FEEDBACK_ANSWER_LIMITS } from "@greenpage/sdk";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast.ts";
import { type Answer, feedbackApi, type MyAnswer, type PublicForm } from "./api.ts";
import { answerKey, type FormValues, QuestionField } from "./QuestionField.tsx";

const STAKEHOLDER_TYPES = ["customer", "employee", "investor", "supplier", "local_community", "ngo", "other"] as const;

/** The answers as the API takes them: numbers for scales, option ids for choices, nothing for blanks. */
function toAnswers(form: PublicForm, values: FormValues): Record<string, Answer | null> {
  const answers: Record<string, Answer | null> = {};
  for (const question of form.questions) {
    const value = values.answers?.[answerKey(question.id)];
    if (value === undefined || value === null || value === "" || value === (false as unknown) || (Array.isArray(value) && value.length === 0)) {
      answers[question.id] = null;
    } else if (question.type === "rating" || question.type === "nps") {
      answers[question.id] = Number(value);
    } else if (question.type === "multiple_choice") {
      answers[question.id] = Array.isArray(value) ? value : [value];
    } else {
      answers[question.id] = String(value);
    }
  }
  return answers;
}

/** A stakeholder's earlier answer as form values, so sending again edits rather than starts over. */
function fromAnswer(mine: MyAnswer): FormValues {
  const answers: FormValues["answers"] = {};
  for (const [id, value] of Object.entries(mine.answers)) answers[answerKey(Number(id))] = Array.isArray(value) ? value : String(value);
  return { stakeholder_type: mine.stakeholder_type, relationship: mine.relationship, answers };
}

type Props = { handle: string; form: PublicForm; contentId: number | null; pageName: string; lang: string; onDone: () => void; onSignedOut: () => void };

/**
 * The form itself: who the stakeholder is (both required), then its questions.
 * Checked here first, then by the API, whose messages (in the same language)
 * land on their fields.
 */
export function FormStep({ handle, form, contentId, pageName, lang, onDone, onSignedOut }: Props) {
  const { t, i18n } = useTranslation();
  const ids = { type: useId(), relationship: useId(), formError: useId() };
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    defaultValues: { stakeholder_type: "", relationship: "", answers: {} },
  });
  const { errors, isSubmitting } = formState;
  const [previous, setPrevious] = useState<MyAnswer | null>(null);
  const [formError, setFormError] = useState("");

  useEffect(() => {
    void feedbackApi.mine(handle, form.id).then((reply) => {
      if (!reply.ok || !reply.data) return;
      setPrevious(reply.data);
      reset(fromAnswer(reply.data));
    });
  }, [handle, form.id, reset]);

  async function send(values: FormValues) {
    setFormError("");
    const reply = await feedbackApi
      .submit(handle, form.id, {
        stakeholder_type: values.stakeholder_type,
        relationship: values.relationship.trim(),
        answers: toAnswers(form, values),
        content_id: contentId,
        lang,
      })
      .catch(() => null);
    if (reply?.ok) {
      void showToast("success", t("feedback.thanks"));
      return onDone();
    }
    if (reply?.status === 401) return onSignedOut();
    const body = reply && !reply.ok ? reply.body : {};
    const fieldErrors = Object.entries(body).filter(([, v]) => Array.isArray(v)) as [string, string[]][];
    // Errors on fields this form shows go beside them; any other (an initiative unpublished meanwhile,
    // a question added since the form loaded) is said above the button, so nothing fails in silence.
    const shown = new Set(["stakeholder_type", "relationship", ...form.questions.map((q) => `answers.${q.id}`)]);
    const elsewhere: string[] = [];
    for (const [field, messages] of fieldErrors) {
      if (!shown.has(field)) {
        elsewhere.push(messages[0] ?? "");
        continue;
      }
      const name = field.startsWith("answers.") ? `answers.${answerKey(Number(field.slice(8)))}` : field;
      setError(name as keyof FormValues, { message: messages[0] }, { shouldFocus: true });
    }
    if (elsewhere.length > 0) setFormError(elsewhere.join(" "));
    else if (fieldErrors.length === 0)
      setFormError(typeof body.detail === "string" ? body.detail : t(reply?.status === 429 ? "feedback.rate_limited" : "feedback.failed"));
  }

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <form className="feedback-form" noValidate onSubmit={handleSubmit(send)}>
      {form.title ? <h3>{form.title}</h3> : null}
      {form.description ? <p className="hint">{form.description}</p> : null}
      {previous ? <p className="notice">{t("feedback.previous", { date: when.format(new Date(previous.updated_at)) })}</p> : null}
      <p className="hint">{t("feedback.required_hint")}</p>
      <div className="field">
        <label htmlFor={ids.type}>{t("feedback.stakeholder_type")} *</label>
        <select
          id={ids.type}
          {...register("stakeholder_type", { required: t("feedback.required") })}
          aria-invalid={errors.stakeholder_type ? true : undefined}
          aria-describedby={errors.stakeholder_type ? `${ids.type}-error` : undefined}
        >
          <option value="">{t("feedback.choose")}</option>
          {(form.stakeholder_types.length ? form.stakeholder_types : STAKEHOLDER_TYPES).map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </select>
        {errors.stakeholder_type ? (
          <p id={`${ids.type}-error`} className="field-error">
            {errors.stakeholder_type.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.relationship}>{t("feedback.relationship", { name: pageName })} *</label>
        <input
          id={ids.relationship}
          maxLength={FEEDBACK_ANSWER_LIMITS.relationship}
          {...register("relationship", { required: t("feedback.required"), validate: (v) => Boolean(v.trim()) || t("feedback.required") })}
          aria-invalid={errors.relationship ? true : undefined}
          aria-describedby={`${ids.relationship}-hint${errors.relationship ? ` ${ids.relationship}-error` : ""}`}
        />
        <p id={`${ids.relationship}-hint`} className="hint">
          {t("feedback.relationship_hint")}
        </p>
        {errors.relationship ? (
          <p id={`${ids.relationship}-error`} className="field-error">
            {errors.relationship.message}
          </p>
        ) : null}
      </div>
      {form.questions.map((question) => (
        <QuestionField key={question.id} question={question} register={register} error={errors.answers?.[answerKey(question.id)] as never} />
      ))}
      <p id={ids.formError} className="field-error" role="alert">
        {formError}
      </p>
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {isSubmitting ? t("feedback.sending") : t("feedback.submit")}
      </button>
    </form>
  );
}
