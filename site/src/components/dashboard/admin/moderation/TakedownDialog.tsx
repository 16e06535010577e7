import { MODERATION_LIMITS } from "@greenpage/sdk";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../../form/Control.tsx";

export type Takedown = "unpublish" | "hide";
type Props = { pageId: number; name: string; kind: Takedown; onDone: () => void; onClose: () => void };
type Values = { reason: string };

/** Unpublishing or hiding a page needs a reason: its owner is mailed it and sees it on their dashboard. */
export function TakedownDialog({ pageId, name, kind, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { reason: "" } });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = handleSubmit(async ({ reason }) => {
    try {
      if (kind === "hide") await sdk.admin.pages.hide(pageId, reason);
      else await sdk.admin.pages.unpublish(pageId, reason);
      onDone();
    } catch (error) {
      showSaveFailure(error, ["reason"], setError, t);
    }
  });

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onCancel={(e) => {
        e.preventDefault();
        if (!isSubmitting) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t(`admin_pages.${kind}_title`, { name })}</h2>
      <p id={`${id}-lead`} className="hint">
        {t(`admin_pages.${kind}_lead`)}
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <Control id={`${id}-reason`} label={t("admin_pages.reason_label")} error={errors.reason}>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={MODERATION_LIMITS.reason}
            {...register("reason", { validate: (v) => v.trim().length > 0 || t("admin_pages.reason_required") })}
            {...describedBy(`${id}-reason`, errors.reason)}
          />
        </Control>
        <div className="actions">
          <button type="button" className="button" disabled={isSubmitting} onClick={onClose}>
            {t("dash.cancel")}
          </button>
          <button type="submit" className="button danger" disabled={isSubmitting}>
            {t(`admin_pages.${kind}`)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
