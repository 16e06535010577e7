import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { feedbackApi, type PublicForm } from "./api.ts";
import { FormStep } from "./FormStep.tsx";
import { SignOnStep } from "./SignOnStep.tsx";
import type { FeedbackTarget } from "./target.ts";

type State = { step: "loading" } | { step: "failed" } | { step: "ready"; forms: PublicForm[]; email: string | null };

/**
 * The stakeholder feedback modal: the page's open forms (an initiative's own
 * first), sign-on when needed, then the chosen form. A native <dialog> keeps
 * focus inside and closes on Escape.
 */
export function FeedbackModal({ target, onClose }: { target: FeedbackTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formPicker = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const lang = target.locale === "ja-JP" ? "ja" : "en";
  const [state, setState] = useState<State>({ step: "loading" });
  const [formId, setFormId] = useState<number | null>(null);

  const load = useCallback(async () => {
    setState({ step: "loading" });
    try {
      const [forms, session] = await Promise.all([feedbackApi.forms(target.handle, target.contentId, lang), feedbackApi.session()]);
      if (!forms.ok) return setState({ step: "failed" });
      // The initiative's own forms first, then the page's.
      const open = forms.data.filter((f) => f.is_open).sort((a, b) => Number(b.content_id !== null) - Number(a.content_id !== null));
      setState({ step: "ready", forms: open, email: session.ok ? session.data : null });
      setFormId((current) => current ?? open[0]?.id ?? null);
    } catch {
      setState({ step: "failed" });
    }
  }, [target.handle, target.contentId, lang]);

  useEffect(() => {
    dialog.current?.showModal();
    void load();
  }, [load]);

  const form = state.step === "ready" ? state.forms.find((f) => f.id === formId) : undefined;
  return (
    <dialog ref={dialog} className="modal feedback-modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="feedback-head">
        <h2 id={titleId}>{t("feedback.title", { name: target.pageName })}</h2>
        <button type="button" className="button link" aria-label={t("feedback.close")} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <p className="hint">{t("feedback.anonymous", { name: target.pageName })}</p>
      {state.step === "loading" ? (
        <p aria-busy="true">{t("feedback.loading")}</p>
      ) : state.step === "failed" ? (
        <div role="alert">
          <p>{t("feedback.load_failed")}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t("feedback.retry")}
          </button>
        </div>
      ) : state.forms.length === 0 || !form ? (
        <p>{t("feedback.none_open", { name: target.pageName })}</p>
      ) : state.email === null ? (
        <SignOnStep lang={lang} onSignedIn={() => void load()} />
      ) : (
        <>
          <p className="hint">{t("feedback.signed_in_as", { email: state.email })}</p>
          {state.forms.length > 1 ? (
            <div className="field">
              <label htmlFor={formPicker}>{t("feedback.form")}</label>
              <select id={formPicker} value={form.id} onChange={(e) => setFormId(Number(e.target.value))}>
                {state.forms.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.title ?? f.id}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <FormStep
            key={form.id}
            handle={target.handle}
            form={form}
            contentId={target.contentId}
            pageName={target.pageName}
            lang={lang}
            onDone={() => dialog.current?.close()}
            onSignedOut={() => void load()}
          />
        </>
      )}
    </dialog>
  );
}
