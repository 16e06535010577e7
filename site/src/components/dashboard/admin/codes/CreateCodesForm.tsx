import type { Invitation } from "@greenpage/sdk";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../../form/Control.tsx";

type Values = { count: string; expires_in_days: string; note: string };

/** A batch of codes: how many, for how long, and a note saying what for. */
export function CreateCodesForm({ onCreated }: { onCreated: (codes: Invitation[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: { count: "1", expires_in_days: "", note: "" } });
  const { errors, isSubmitting } = formState;
  const whole =
    (min: number, max: number, message: string, optional = false) =>
    (value: string) => {
      if (optional && value.trim() === "") return true;
      const n = Number(value);
      return (Number.isInteger(n) && n >= min && n <= max) || message;
    };

  const submit = handleSubmit(async (values) => {
    try {
      const created = await sdk.admin.codes.create({
        count: Number(values.count),
        ...(values.expires_in_days.trim() ? { expires_in_days: Number(values.expires_in_days) } : {}),
        ...(values.note.trim() ? { note: values.note } : {}),
      });
      toast.success(t("admin_codes.created", { count: created.length }));
      reset({ count: "1", expires_in_days: values.expires_in_days, note: "" });
      onCreated(created);
    } catch (error) {
      showSaveFailure(error, ["count", "expires_in_days", "note"], setError, t);
    }
  });

  return (
    <section className="card dash-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin_codes.create_title")}</h2>
      <form className="form admin-form-row" onSubmit={submit} noValidate>
        <Control id={`${id}-count`} label={t("admin_codes.count")} error={errors.count} hint={t("admin_codes.count_hint")}>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            {...register("count", { validate: whole(1, 500, t("admin_codes.count_invalid")) })}
            {...describedBy(`${id}-count`, errors.count, true)}
          />
        </Control>
        <Control id={`${id}-expires`} label={t("admin_codes.expires")} error={errors.expires_in_days} hint={t("admin_codes.expires_hint")}>
          <input
            id={`${id}-expires`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            {...register("expires_in_days", { validate: whole(1, 365, t("admin_codes.expires_invalid"), true) })}
            {...describedBy(`${id}-expires`, errors.expires_in_days, true)}
          />
        </Control>
        <Control id={`${id}-note`} label={t("admin_codes.note")} error={errors.note} hint={t("admin_codes.note_hint")}>
          <input id={`${id}-note`} type="text" maxLength={200} {...register("note")} {...describedBy(`${id}-note`, errors.note, true)} />
        </Control>
        <div className="actions">
          <button type="submit" className="button primary" disabled={isSubmitting}>
            {isSubmitting ? t("admin_codes.creating") : t("admin_codes.create")}
          </button>
        </div>
      </form>
    </section>
  );
}
