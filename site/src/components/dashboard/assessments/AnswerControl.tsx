import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { QuestionnaireQuestion } from "../../../lib/dashboard/assessments.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";

/** The form's value per answer type: a choice's value, the values chosen, or what is typed. */
export type FormValue = string | string[];
export type AnswerForm = { value: FormValue };

type Props = { question: QuestionnaireQuestion; register: UseFormRegister<AnswerForm>; id: string; describedBy: string; invalid: boolean };

/**
 * The control a question's type asks for: radio buttons for yes / partly / no
 * and single choices, checkboxes for multiple choices, a number field with its
 * unit and bounds, a text area, a date. The bounds and choices come from the
 * questionnaire the API serves; the API checks them again on save.
 */
export function AnswerControl({ question, register, id, describedBy, invalid }: Props) {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const prompt = question.prompt[language];
  const field = register("value");
  const aria = { "aria-describedby": describedBy, "aria-invalid": invalid || undefined };

  if (question.type === "yes_no_partial" || question.type === "single_choice" || question.type === "multiple_choice") {
    const multiple = question.type === "multiple_choice";
    return (
      <fieldset className={`answer-choices${question.type === "yes_no_partial" ? " inline" : ""}`} {...aria}>
        <legend className="visually-hidden">{prompt}</legend>
        {question.options?.map((option) => (
          <label key={option.value} className="choice">
            <input type={multiple ? "checkbox" : "radio"} value={option.value} {...field} />
            <span>{option.label[language]}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  if (question.type === "number") {
    const unit = question.number?.unit[language] ?? "";
    return (
      <span className="number-answer">
        <input id={id} type="number" inputMode="decimal" step="any" min={question.number?.min} max={question.number?.max} {...field} {...aria} />
        <span aria-hidden="true">{unit}</span>
      </span>
    );
  }
  if (question.type === "date") return <input id={id} type="date" {...field} {...aria} />;
  return <textarea id={id} rows={3} maxLength={5000} {...field} {...aria} />;
}
