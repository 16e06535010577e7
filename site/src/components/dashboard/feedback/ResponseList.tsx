import { useTranslation } from "react-i18next";
import type { Content } from "../../../lib/dashboard/api.ts";
import type { FeedbackForm } from "../../../lib/dashboard/feedback/form-editor.ts";
import { answerText, type FeedbackItem } from "../../../lib/dashboard/feedback/results.ts";
import { type Language, localized } from "../../../lib/dashboard/page-text.ts";

type Props = { items: FeedbackItem[]; forms: FeedbackForm[]; initiatives: Content[]; language: Language };

/**
 * The responses, newest first: when, on which form and initiative, the
 * stakeholder's type and relationship in their words, and the answers under
 * their questions. Nobody's name or email: the API has none to give.
 */
export function ResponseList({ items, forms, initiatives, language }: Props) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const words = { removedChoice: t("feedback_results.removed_choice"), outOf: (value: number, max: number) => t("feedback_results.out_of", { value, max }) };

  return (
    <ol className="response-list">
      {items.map((item) => {
        const form = forms.find((f) => f.id === item.form_id);
        const initiative = item.content_id === null ? null : initiatives.find((c) => c.id === item.content_id);
        const asked = new Set(form?.questions.map((q) => String(q.id)));
        const removed = Object.keys(item.answers).filter((id) => !asked.has(id));
        return (
          <li key={item.id} className="card response-card" data-testid="feedback-response">
            <p className="response-when">
              <time dateTime={item.created_at}>{when.format(new Date(item.created_at))}</time>
            </p>
            <dl className="response-facts">
              <div>
                <dt>{t("feedback_results.form")}</dt>
                <dd>{form ? localized(form.title_json, language) || t("feedback_forms.untitled") : "—"}</dd>
              </div>
              <div>
                <dt>{t("feedback_results.initiative")}</dt>
                <dd>
                  {item.content_id === null
                    ? t("feedback_forms.whole_page")
                    : localized(initiative?.title_json, language) || t("feedback_forms.untitled_initiative")}
                </dd>
              </div>
              <div>
                <dt>{t("feedback_results.stakeholder_type")}</dt>
                <dd>{t(`feedback_results.stakeholder.${item.stakeholder_type}`)}</dd>
              </div>
              <div>
                <dt>{t("feedback_results.relationship")}</dt>
                <dd className="user-text">{item.relationship}</dd>
              </div>
            </dl>
            <dl className="answers">
              {form?.questions
                .filter((q) => item.answers[String(q.id)] !== undefined)
                .map((q) => (
                  <div key={q.id}>
                    <dt>{localized(q.label_json, language)}</dt>
                    <dd className="user-text">{answerText(q, item.answers[String(q.id)]!, language, words)}</dd>
                  </div>
                ))}
              {removed.map((id) => (
                <div key={id}>
                  <dt>{t("feedback_results.removed_question")}</dt>
                  <dd className="user-text">{String(item.answers[id])}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
