import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type Content, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import type { FeedbackForm } from "../../../lib/dashboard/feedback/form-editor.ts";
import { type Language, localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { NamedButton } from "../contents/NamedButton.tsx";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { FormEditor } from "./FormEditor.tsx";
import { formsKey, useFeedbackForms, useInitiatives } from "./queries.ts";

/** Feedback forms: the page's forms (the default first), to add, edit, open or close, and delete. */
function FeedbackFormsScreen() {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const client = useQueryClient();
  const { page, pages } = useCurrentPage();
  const forms = useFeedbackForms(page.id);
  const initiatives = useInitiatives(page.id);
  const [editing, setEditing] = useState<{ form: FeedbackForm | null } | null>(null);
  const [deleting, setDeleting] = useState<FeedbackForm | null>(null);
  const title = (form: FeedbackForm) => localized(form.title_json, language) || t("feedback_forms.untitled");

  const remove = async (form: FeedbackForm) => {
    try {
      await sdk.feedback.forms.delete(page.id, form.id);
      toast.success(t("feedback_forms.deleted", { title: title(form) }));
    } catch (error) {
      toastFailure(error, t);
    }
    await client.invalidateQueries({ queryKey: formsKey(page.id) });
  };

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("feedback_forms.lead")}</p>
      <section className="dash-section" aria-labelledby="feedback-forms-title">
        <div className="section-head">
          <h2 id="feedback-forms-title">{t("feedback_forms.title")}</h2>
          <div className="actions">
            <button type="button" className="button primary" disabled={!initiatives.data} onClick={() => setEditing({ form: null })}>
              {t("feedback_forms.add")}
            </button>
            <a className="button" href="/dashboard/feedback/results">
              {t("feedback_forms.see_results")}
            </a>
          </div>
        </div>
        {forms.isError || initiatives.isError ? (
          <LoadFailure message={t("feedback_results.load_failed")} onRetry={() => void Promise.all([forms.refetch(), initiatives.refetch()])} />
        ) : !forms.data || !initiatives.data ? (
          <p aria-busy="true">{t("dash.loading")}</p>
        ) : (
          <ul className="feedback-form-list">
            {forms.data.map((form) => (
              <FormRow
                key={form.id}
                form={form}
                title={title(form)}
                initiatives={initiatives.data}
                language={language}
                onEdit={() => setEditing({ form })}
                onDelete={() => setDeleting(form)}
              />
            ))}
          </ul>
        )}
      </section>
      {editing && initiatives.data ? <FormEditor page={page} existing={editing.form} initiatives={initiatives.data} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t("feedback_forms.delete_title")}
          body={t("feedback_forms.delete_body", { title: title(deleting), count: deleting.response_count })}
          confirmLabel={t("feedback_forms.delete")}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

type RowProps = { form: FeedbackForm; title: string; initiatives: Content[]; language: Language; onEdit: () => void; onDelete: () => void };

/** One form: what it is called, where it is asked, whether it takes answers, how many it has. */
function FormRow({ form, title, initiatives, language, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation();
  const initiative = form.content_id === null ? null : initiatives.find((item) => item.id === form.content_id);
  const attachedTo =
    form.content_id === null ? t("feedback_forms.whole_page") : localized(initiative?.title_json, language) || t("feedback_forms.untitled_initiative");
  return (
    <li className="feedback-form-card" data-testid={`feedback-form-${form.id}`}>
      <h3>{title}</h3>
      <p className="badges">
        {form.is_default ? <span className="status-badge">{t("feedback_forms.default")}</span> : null}
        <span className={form.is_open ? "status-badge on" : "status-badge"}>{form.is_open ? t("feedback_forms.open") : t("feedback_forms.closed")}</span>
      </p>
      <dl className="form-facts">
        <div>
          <dt>{t("feedback_forms.attached_to")}</dt>
          <dd>{attachedTo}</dd>
        </div>
        <div>
          <dt>{t("feedback_forms.questions")}</dt>
          <dd>{form.questions.length}</dd>
        </div>
        <div>
          <dt>{t("feedback_forms.responses")}</dt>
          <dd>{form.response_count > 0 ? <a href={`/dashboard/feedback/results?form_id=${form.id}`}>{form.response_count}</a> : 0}</dd>
        </div>
      </dl>
      <div className="actions">
        <NamedButton label={t("feedback_forms.edit")} target={title} onClick={onEdit} />
        {form.is_default ? (
          <small className="hint">{t("feedback_forms.default_delete")}</small>
        ) : (
          <NamedButton className="button small danger-outline" label={t("feedback_forms.delete")} target={title} onClick={onDelete} />
        )}
      </div>
    </li>
  );
}

export default withDashboard(FeedbackFormsScreen, { screen: "feedback_forms", texts: ["dashboard-contents", "dashboard-feedback"] });
