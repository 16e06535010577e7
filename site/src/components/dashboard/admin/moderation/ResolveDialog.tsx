import { MODERATION_LIMITS, type PageReport, REPORT_RESOLUTIONS } from "@greenpage/sdk";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../../form/Control.tsx";

type Resolution = (typeof REPORT_RESOLUTIONS)[number];
type Props = { report: PageReport; name: string; onDone: () => void; onClose: () => void };
type Values = { resolution: Resolution; note: string; message: string };

/**
 * Resolving a report: no action, unpublish the page (the note is the reason
 * its owner is mailed, so it is required then), or mail its owner a message.
 */
export function ResolveDialog({ report, name, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { register, handleSubmit, setError, formState, watch } = useForm<Values>({ defaultValues: { resolution: "no_action", note: "", message: "" } });
  const { errors, isSubmitting } = formState;
  const resolution = watch("resolution");

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = handleSubmit(async (values) => {
    try {
      await sdk.admin.reports.resolve(report.id, {
        resolution: values.resolution,
        note: values.note.trim() || null,
        message: values.resolution === "contact" ? values.message.trim() || null : null,
      });
      onDone();
    } catch (error) {
      showSaveFailure(error, ["resolution", "note", "message"], setError, t);
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
      <h2 id={`${id}-title`}>{t("admin_reports.resolve_title", { name })}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="choices">
          <legend>{t("admin_reports.resolution")}</legend>
          {REPORT_RESOLUTIONS.map((choice) => (
            <label key={choice} className="choice">
              <input type="radio" value={choice} {...register("resolution")} /> {t(`admin_reports.resolutions.${choice}`)}
            </label>
          ))}
        </fieldset>
        <Control id={`${id}-note`} label={resolution === "unpublish" ? t("admin_reports.note_unpublish") : t("admin_reports.note")} error={errors.note}>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={MODERATION_LIMITS.note}
            {...register("note", { validate: (v, all) => all.resolution !== "unpublish" || v.trim().length > 0 || t("admin_reports.note_required") })}
            {...describedBy(`${id}-note`, errors.note)}
          />
        </Control>
        {resolution === "contact" ? (
          <Control id={`${id}-message`} label={t("admin_reports.message")} error={errors.message}>
            <textarea
              id={`${id}-message`}
              rows={5}
              maxLength={MODERATION_LIMITS.message}
              {...register("message", { validate: (v, all) => all.resolution !== "contact" || v.trim().length > 0 || t("admin_reports.message_required") })}
              {...describedBy(`${id}-message`, errors.message)}
            />
          </Control>
        ) : null}
        {report.email ? <p className="hint">{t("admin_reports.reporter_told")}</p> : null}
        <div className="actions">
          <button type="button" className="button" disabled={isSubmitting} onClick={onClose}>
            {t("dash.cancel")}
          </button>
          <button type="submit" className={resolution === "unpublish" ? "button danger" : "button primary"} disabled={isSubmitting}>
            {t("admin_reports.resolve")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
