import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useFieldArray, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type OwnedPage, type Content, sdk } from "../../../lib/dashboard/api.ts";
import {
  blankQuestion,
  editorErrors,
  type FeedbackForm,
  formEditorBody,
  formEditorDefaults,
  formEditorFields,
  formEditorSchema,
  type FormEditorValues,
  MAX_QUESTIONS,
} from "../../../lib/dashboard/feedback/form-editor.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { EditorPanel } from "../contents/EditorPanel.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { LocalizedInputs } from "../form/LocalizedInputs.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { formsKey } from "./queries.ts";
import { QuestionEditor } from "./QuestionEditor.tsx";

type Props = {
  page: OwnedPage;
  /** The form to edit, or null for a new one. */
  existing: FeedbackForm | null;
  initiatives: Content[];
  onClose: () => void;
};

const EDITOR_ID = "feedback-form";

/** Creates or edits a feedback form in a side panel: its text per language, where it is asked, open or closed, and its questions. */
export function FormEditor(props: Props) {
  const { t } = useTranslation();
  return (
    <EditorPanel title={props.existing ? t("feedback_forms.editor.edit_title") : t("feedback_forms.editor.new_title")} onClose={props.onClose}>
      {(close) => <EditorForm {...props} cancel={close} />}
    </EditorPanel>
  );
}

function EditorForm({ page, existing, initiatives, onClose, cancel }: Props & { cancel: () => void }) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const client = useQueryClient();
  const schema = useMemo(
    () =>
      formEditorSchema({
        required: t("form.required"),
        tooLong: (max) => t("feedback_forms.errors.too_long", { max }),
        needsQuestion: t("feedback_forms.errors.needs_question"),
        needsChoices: t("feedback_forms.errors.needs_choices"),
      }),
    [t],
  );
  const form = useForm<FormEditorValues>({ resolver: zodResolver(schema), defaultValues: formEditorDefaults(existing) });
  const { register, handleSubmit, control, setError, reset, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const questions = useFieldArray({ control, name: "questions" });
  useDirtyGuard("feedback-form-editor", formState.isDirty);
  /** What a screen reader hears after a question moves (the list changes silently otherwise). */
  const [moved, setMoved] = useState("");
  const [removing, setRemoving] = useState<number | null>(null);
  /** The move button to focus once a moved question is in its new place. */
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusAfterMove) document.getElementById(focusAfterMove.id)?.focus();
  }, [focusAfterMove]);

  const move = (from: number, offset: -1 | 1) => {
    const to = from + offset;
    questions.move(from, to);
    setMoved(t("feedback_forms.editor.moved", { n: to + 1, total: questions.fields.length }));
    const atEdge = to === 0 || to === questions.fields.length - 1;
    const direction = (offset === -1) !== atEdge ? "up" : "down";
    setFocusAfterMove({ id: `${EDITOR_ID}-q${to}-${direction}` });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = formEditorBody(values);
      const saved = existing ? await sdk.feedback.forms.update(page.id, existing.id, body) : await sdk.feedback.forms.create(page.id, body);
      reset(formEditorDefaults(saved));
      toast.success(existing ? t("feedback_forms.editor.saved") : t("feedback_forms.editor.created"));
      void client.invalidateQueries({ queryKey: formsKey(page.id) });
      onClose();
    } catch (error) {
      const fields = formEditorFields(getValues()) as Path<FormEditorValues>[];
      showSaveFailure(error, fields, setError, t, editorErrors);
    }
  });

  const listError = errors.questions?.root?.message ?? errors.questions?.message;
  const isDefault = existing?.is_default ?? false;

  return (
    <form className="form editor-form" onSubmit={onSubmit} noValidate>
      {isDefault ? <p className="hint">{t("feedback_forms.editor.default_hint")}</p> : null}
      <LocalizedInputs name="title_json" label={t("feedback_forms.editor.title")} register={register} errors={errors} idPrefix={EDITOR_ID} />
      <LocalizedInputs
        name="description_json"
        label={t("feedback_forms.editor.description")}
        register={register}
        errors={errors}
        idPrefix={EDITOR_ID}
        multiline
      />
      <Control
        id={`${EDITOR_ID}-content`}
        label={t("feedback_forms.editor.attached_to")}
        error={errors.content_id}
        hint={isDefault ? t("feedback_forms.editor.default_page_only") : t("feedback_forms.editor.attached_hint")}
      >
        <select id={`${EDITOR_ID}-content`} disabled={isDefault} {...register("content_id")} {...describedBy(`${EDITOR_ID}-content`, errors.content_id, true)}>
          <option value="">{t("feedback_forms.whole_page")}</option>
          {initiatives.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {localized(item.title_json, language) || t("feedback_forms.untitled_initiative")}
            </option>
          ))}
        </select>
      </Control>
      <label className="choice">
        {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox already tells its checked state to the switch role. */}
        <input type="checkbox" role="switch" {...register("is_open")} aria-describedby={`${EDITOR_ID}-open-hint`} />
        <span>
          {t("feedback_forms.editor.open")}
          <small id={`${EDITOR_ID}-open-hint`} className="hint block">
            {t("feedback_forms.editor.open_hint")}
          </small>
        </span>
      </label>
      <section className="question-section" aria-labelledby={`${EDITOR_ID}-questions`}>
        <h3 id={`${EDITOR_ID}-questions`}>{t("feedback_forms.editor.questions")}</h3>
        {listError ? (
          <p className="error" role="alert">
            {listError}
          </p>
        ) : null}
        <ol className="question-list">
          {questions.fields.map((field, index) => (
            <QuestionEditor
              key={field.id}
              form={form}
              index={index}
              count={questions.fields.length}
              idPrefix={`${EDITOR_ID}-q${index}`}
              onMove={(offset) => move(index, offset)}
              onRemove={() => (existing?.response_count && form.getValues(`questions.${index}.question_id`) ? setRemoving(index) : questions.remove(index))}
            />
          ))}
        </ol>
        {removing !== null ? (
          // Answers stay stored, but a removed question leaves Results and the CSV: say so before.
          <ConfirmDialog
            title={t("feedback_forms.editor.remove_answered_title")}
            body={t("feedback_forms.editor.remove_answered_body")}
            confirmLabel={t("feedback_forms.editor.remove_question")}
            busyLabel={t("feedback_forms.editor.remove_question")}
            onConfirm={async () => questions.remove(removing)}
            onClose={() => setRemoving(null)}
          />
        ) : null}
        <button
          type="button"
          className="button"
          disabled={questions.fields.length >= MAX_QUESTIONS}
          onClick={() => questions.append(blankQuestion(), { focusName: `questions.${questions.fields.length}.type` })}
        >
          {t("feedback_forms.editor.add_question")}
        </button>
        <p className="visually-hidden" role="status" aria-live="polite">
          {moved}
        </p>
      </section>
      <div className="actions panel-actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("dash.saving") : existing ? t("dash.save") : t("feedback_forms.editor.create")}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t("dash.cancel")}
        </button>
      </div>
    </form>
  );
}
