import { REJECTION_REASON_MAX_LENGTH } from "@greenpage/sdk";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../form/Control.tsx";

type Props = { contentId: number; title: string; onDone: () => void; onClose: () => void };
type Values = { reason: string };

/** A rejection needs a reason: the owner is mailed it and sees it in the item's history. */
export function RejectDialog({ contentId, title, onDone, onClose }: Props) {
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
      await sdk.admin.verifications.reject(contentId, reason);
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
      onCancel={(e) => {
        e.preventDefault();
        if (!isSubmitting) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t("review.reject_title", { title })}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <Control id={`${id}-reason`} label={t("review.reason")} error={errors.reason} hint={t("review.reason_hint")}>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            {...register("reason", { validate: (v) => v.trim().length > 0 || t("review.reason_required") })}
            {...describedBy(`${id}-reason`, errors.reason, true)}
          />
        </Control>
        <div className="actions">
          <button type="button" className="button" disabled={isSubmitting} onClick={onClose}>
            {t("dash.cancel")}
          </button>
          <button type="submit" className="button danger" disabled={isSubmitting}>
            {t("review.reject")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
