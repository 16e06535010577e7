import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Content } from "../../../lib/dashboard/api.ts";
import type { FeedbackForm } from "../../../lib/dashboard/feedback/form-editor.ts";
import { NO_FILTER, type ResultsFilter, STAKEHOLDER_TYPES } from "../../../lib/dashboard/feedback/results.ts";
import { type Language, localized } from "../../../lib/dashboard/page-text.ts";
import { Control, describedBy } from "../form/Control.tsx";

type Props = {
  filter: ResultsFilter;
  onChange: (filter: ResultsFilter) => void;
  /** A message per filter field (the end before the start, or the server's). */
  errors: Partial<Record<keyof ResultsFilter, string>>;
  forms: FeedbackForm[];
  initiatives: Content[];
  language: Language;
};

const ID = "feedback-filter";

/** Which responses the screen covers: a date range, a stakeholder type, a form, an initiative. Each change applies at once. */
export function ResultsFilters({ filter, onChange, errors, forms, initiatives, language }: Props) {
  const { t } = useTranslation();
  const error = (field: keyof ResultsFilter): FieldError | undefined => (errors[field] ? { type: "validate", message: errors[field] } : undefined);
  const set = (field: keyof ResultsFilter) => (event: { target: { value: string } }) => onChange({ ...filter, [field]: event.target.value });
  const control = (field: keyof ResultsFilter, label: string, input: (id: string) => ReactNode) => (
    <Control id={`${ID}-${field}`} label={label} error={error(field)}>
      {input(`${ID}-${field}`)}
    </Control>
  );
  const select = (field: keyof ResultsFilter, any: string, options: { value: string; label: string }[]) => (id: string) => (
    <select id={id} value={filter[field]} onChange={set(field)} {...describedBy(id, error(field))}>
      <option value="">{any}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  const date = (field: "from" | "to") => (id: string) => (
    <input id={id} type="date" value={filter[field]} onChange={set(field)} {...describedBy(id, error(field))} />
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the browsers owners use; the role says the same.
    <form className="results-filters card dash-section" role="search" aria-label={t("feedback_results.filters")} onSubmit={(e) => e.preventDefault()}>
      {control("from", t("feedback_results.from"), date("from"))}
      {control("to", t("feedback_results.to"), date("to"))}
      {control(
        "stakeholder_type",
        t("feedback_results.stakeholder_type"),
        select(
          "stakeholder_type",
          t("feedback_results.any_type"),
          STAKEHOLDER_TYPES.map((type) => ({ value: type, label: t(`feedback_results.stakeholder.${type}`) })),
        ),
      )}
      {control(
        "form_id",
        t("feedback_results.form"),
        select(
          "form_id",
          t("feedback_results.any_form"),
          forms.map((f) => ({ value: String(f.id), label: localized(f.title_json, language) || t("feedback_forms.untitled") })),
        ),
      )}
      {control(
        "content_id",
        t("feedback_results.initiative"),
        select(
          "content_id",
          t("feedback_results.any_initiative"),
          initiatives.map((c) => ({ value: String(c.id), label: localized(c.title_json, language) || t("feedback_forms.untitled_initiative") })),
        ),
      )}
      <div className="actions filters-actions">
        <button type="button" className="button" disabled={Object.values(filter).every((v) => !v)} onClick={() => onChange(NO_FILTER)}>
          {t("feedback_results.clear")}
        </button>
      </div>
    </form>
  );
}
