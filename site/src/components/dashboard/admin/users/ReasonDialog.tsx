import { type ReactNode, useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { showSaveFailure } from "../../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../../form/Control.tsx";

type Props = {
  title: string;
  submitLabel: string;
  /** What the action does, above the reason; a deletion's preview goes here. */
  children?: ReactNode;
  /** A box to tick before the action can go ahead (deleting). */
  confirmLabel?: string;
  /** False while the action cannot happen (a deletion that is blocked): only Cancel is offered. */
  allowed?: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
};
type Values = { reason: string; confirmed: boolean };

/** An admin action that needs a reason (kept in the audit log), in a modal dialog; the server's field errors land on the reason. */
export function ReasonDialog({ title, submitLabel, children, confirmLabel, allowed = true, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { reason: "", confirmed: false } });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason.trim());
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
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <form className="form" onSubmit={submit} noValidate>
        {allowed ? (
          <>
            <Control id={`${id}-reason`} label={t("admin_users.reason")} error={errors.reason} hint={t("admin_users.reason_hint")}>
              <textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={500}
                {...register("reason", { validate: (v) => v.trim().length > 0 || t("admin_users.reason_required") })}
                {...describedBy(`${id}-reason`, errors.reason, true)}
              />
            </Control>
            {confirmLabel ? (
              <label className="choice">
                <input type="checkbox" {...register("confirmed", { required: true })} />
                <span>{confirmLabel}</span>
              </label>
            ) : null}
          </>
        ) : null}
        <div className="actions">
          <button type="button" className="button" disabled={isSubmitting} onClick={onClose}>
            {t("dash.cancel")}
          </button>
          {allowed ? (
            <button type="submit" className="button danger" disabled={isSubmitting}>
              {submitLabel}
            </button>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}
