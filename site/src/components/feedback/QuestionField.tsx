import { FEEDBACK_ANSWER_LIMITS } from "@greenpage/sdk";
import { useId } from "react";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PublicForm } from "./api.ts";

export type Question = PublicForm["questions"][number];
export type FormValues = { stakeholder_type: string; relationship: string; answers: Record<string, string | string[]> };

/** Form values key answers `q<id>`: a bare number would make react-hook-form build an array. */
export const answerKey = (questionId: number) => `q${questionId}`;

const SCALES = { rating: [1, 2, 3, 4, 5], nps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } as const;

/** One question, drawn for its type, with its first error under it. */
export function QuestionField({ question, register, error }: { question: Question; register: UseFormRegister<FormValues>; error: FieldError | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const name = `answers.${answerKey(question.id)}` as const;
  const label = `${question.label ?? ""}${question.required ? " *" : ""}`;
  const errorId = `${id}-error`;
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const required = question.required ? t("feedback.required") : false;
  const message = error ? (
    <p id={errorId} className="field-error">
      {error.message}
    </p>
  ) : null;

  if (question.type === "short_text" || question.type === "long_text") {
    const Tag = question.type === "short_text" ? "input" : "textarea";
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <Tag
          id={id}
          maxLength={FEEDBACK_ANSWER_LIMITS[question.type]}
          {...(question.type === "long_text" ? { rows: 4 } : {})}
          {...register(name, { required })}
          {...invalid}
        />
        {message}
      </div>
    );
  }

  const multiple = question.type === "multiple_choice";
  const choices =
    question.type === "rating" || question.type === "nps"
      ? SCALES[question.type].map((value) => ({ id: String(value), label: String(value) }))
      : question.options.map((option) => ({ id: option.id, label: option.label ?? option.id }));
  const scale = question.type === "rating" ? t("feedback.rating_scale") : question.type === "nps" ? t("feedback.nps_scale") : null;
  return (
    <fieldset className={`field choices ${question.type}`} {...invalid}>
      <legend>{label}</legend>
      {scale ? <p className="hint">{scale}</p> : null}
      <div className="choice-list">
        {choices.map((choice) => (
          <label key={choice.id} className="choice">
            <input
              type={multiple ? "checkbox" : "radio"}
              value={choice.id}
              {...register(
                name,
                multiple && question.required ? { validate: (v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)) || t("feedback.choose_one") } : { required },
              )}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {message}
    </fieldset>
  );
}
