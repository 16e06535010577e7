import { useFieldArray, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  blankChoice,
  type FormEditorValues,
  isChoiceType,
  MAX_CHOICES,
  MIN_CHOICES,
  QUESTION_TYPES,
  type QuestionType,
} from "../../../lib/dashboard/feedback/form-editor.ts";
import { NamedButton } from "../contents/NamedButton.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { LocalizedInputs } from "../form/LocalizedInputs.tsx";

type Props = {
  form: UseFormReturn<FormEditorValues>;
  index: number;
  count: number;
  /** Prefix of this question's element ids; the move buttons are `<prefix>-up` and `<prefix>-down`. */
  idPrefix: string;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One question of the editor: its type, label per language, choices (for a choice question), whether it is required, and its place in the list. */
export function QuestionEditor({ form, index, count, idPrefix, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const { register, control, setValue, getValues, formState } = form;
  const type = useWatch({ control, name: `questions.${index}.type` });
  const errors = formState.errors.questions?.[index];
  const name = t("feedback_forms.editor.question_n", { n: index + 1 });

  /** A question that becomes a choice question gets two empty choices to fill in. */
  const changeType = (next: QuestionType) => {
    if (isChoiceType(next) && getValues(`questions.${index}.options_json`).length === 0) {
      setValue(`questions.${index}.options_json`, [blankChoice(), blankChoice()], { shouldDirty: true });
    }
  };

  return (
    <li className="question-editor" data-testid="question-editor">
      <fieldset>
        <legend>{name}</legend>
        <Control id={`${idPrefix}-type`} label={t("feedback_forms.editor.type")} error={errors?.type}>
          <select
            id={`${idPrefix}-type`}
            {...register(`questions.${index}.type`, { onChange: (e) => changeType(e.target.value as QuestionType) })}
            {...describedBy(`${idPrefix}-type`, errors?.type)}
          >
            {QUESTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`feedback_forms.types.${value}`)}
              </option>
            ))}
          </select>
        </Control>
        <LocalizedInputs
          name={`questions.${index}.label_json`}
          label={t("feedback_forms.editor.label")}
          register={register}
          errors={formState.errors}
          idPrefix={idPrefix}
        />
        {isChoiceType(type) ? <ChoiceList form={form} index={index} idPrefix={idPrefix} /> : null}
        {type === "rating" || type === "nps" ? <p className="hint">{t(`feedback_forms.editor.${type}_hint`)}</p> : null}
        <label className="choice">
          <input type="checkbox" {...register(`questions.${index}.required`)} />
          {t("feedback_forms.editor.required")}
        </label>
        <div className="actions">
          <NamedButton id={`${idPrefix}-up`} label={t("feedback_forms.editor.move_up")} target={name} disabled={index === 0} onClick={() => onMove(-1)} />
          <NamedButton
            id={`${idPrefix}-down`}
            label={t("feedback_forms.editor.move_down")}
            target={name}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <NamedButton className="button small danger-outline" label={t("feedback_forms.editor.remove_question")} target={name} onClick={onRemove} />
        </div>
      </fieldset>
    </li>
  );
}

/** The choices of a choice question: text per language, at least two; a kept choice keeps its id (its answers stay with it). */
function ChoiceList({ form, index, idPrefix }: { form: UseFormReturn<FormEditorValues>; index: number; idPrefix: string }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const choices = useFieldArray({ control, name: `questions.${index}.options_json` });
  const error = formState.errors.questions?.[index]?.options_json;
  const listError = error?.root?.message ?? error?.message;

  return (
    <fieldset className="choice-list">
      <legend>{t("feedback_forms.editor.choices")}</legend>
      <p className="hint" id={`${idPrefix}-choices-hint`}>
        {t("feedback_forms.editor.choices_hint", { min: MIN_CHOICES })}
      </p>
      {listError ? (
        <p className="error" role="alert">
          {listError}
        </p>
      ) : null}
      <ol>
        {choices.fields.map((field, j) => {
          const label = t("feedback_forms.editor.choice_n", { n: j + 1 });
          return (
            <li key={field.id} className="choice-row">
              <div className="row">
                <LocalizedInputs
                  name={`questions.${index}.options_json.${j}`}
                  label={label}
                  register={register}
                  errors={formState.errors}
                  idPrefix={idPrefix}
                />
              </div>
              <NamedButton
                className="button small danger-outline"
                label={t("feedback_forms.editor.remove_choice")}
                target={label}
                disabled={choices.fields.length <= MIN_CHOICES}
                onClick={() => choices.remove(j)}
              />
            </li>
          );
        })}
      </ol>
      <button type="button" className="button small" disabled={choices.fields.length >= MAX_CHOICES} onClick={() => choices.append(blankChoice())}>
        {t("feedback_forms.editor.add_choice")}
      </button>
    </fieldset>
  );
}
