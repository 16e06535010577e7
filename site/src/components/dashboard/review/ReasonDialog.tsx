import { REJECTION_REASON_MAX_LENGTH } from "@greenpage/sdk";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../form/Control.tsx";

/** A decision that needs a reason: rejecting a submitted item, or withdrawing a verification. */
export type ReasonedDecision = "reject" | "revoke";
type Props = { decision: ReasonedDecision; contentId: number; title: string; onDone: () => void; onClose: () => void };
type Values = { reason: string };

const WORDS = {
  reject: { title: "review.reject_title", submit: "review.reject", required: "review.reason_required" },
  revoke: { title: "review.revoke_title", submit: "review.revoke", required: "review.revoke_reason_required" },
} as const;

/** Rejecting or withdrawing needs a reason: the owner is mailed it and sees it in the item's history. */
export function ReasonDialog({ decision, contentId, title, onDone, onClose }: Props) {
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
      await sdk.admin.verifications[decision](contentId, reason);
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
      <h2 id={`${id}-title`}>{t(WORDS[decision].title, { title })}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <Control id={`${id}-reason`} label={t("review.reason")} error={errors.reason} hint={t("review.reason_hint")}>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            {...register("reason", { validate: (v) => v.trim().length > 0 || t(WORDS[decision].required) })}
            {...describedBy(`${id}-reason`, errors.reason, true)}
          />
        </Control>
        <div className="actions">
          <button type="button" className="button" disabled={isSubmitting} onClick={onClose}>
            {t("dash.cancel")}
          </button>
          <button type="submit" className="button danger" disabled={isSubmitting}>
            {t(WORDS[decision].submit)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
