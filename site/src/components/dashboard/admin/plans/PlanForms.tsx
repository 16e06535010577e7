import type { PlanTarget } from "@greenpage/sdk";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../../lib/dashboard/page-text.ts";
import { showSaveFailure } from "../../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../../form/Control.tsx";

type AssignValues = { plan: string; until: string; reason: string };
type ExtendValues = { days: string; until: string; reason: string };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Puts the user or page on a plan, with no end or until a date, and a reason for the log. */
export function AssignForm({ target, label, current, onDone }: { target: PlanTarget; label: string; current: string | undefined; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const plans = useQuery({ queryKey: ["plans"], queryFn: () => sdk.plans.list(), staleTime: 60_000 });
  const { register, handleSubmit, setError, reset, formState } = useForm<AssignValues>({ values: { plan: current ?? "starter", until: "", reason: "" } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    try {
      const sub = await sdk.admin.plans.assign(target, values.plan, {
        ...(values.until ? { until: values.until } : {}),
        ...(values.reason.trim() ? { reason: values.reason } : {}),
      });
      toast.success(t("admin_plans.assigned", { target: label, plan: localized(sub.subscription_plan.name_json, uiLanguage(i18n.language)) }));
      reset();
      onDone();
    } catch (error) {
      showSaveFailure(error, ["plan", "until", "reason"], setError, t);
    }
  });
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("admin_plans.assign_title")}</h3>
      <form className="form" onSubmit={submit} noValidate>
        <Control id={`${id}-plan`} label={t("admin_plans.plan_choice")} error={errors.plan}>
          <select key={plans.data?.length ?? 0} id={`${id}-plan`} {...register("plan")} {...describedBy(`${id}-plan`, errors.plan)}>
            {(plans.data ?? []).map((plan) => (
              <option key={plan.code} value={plan.code}>
                {localized(plan.name_json, uiLanguage(i18n.language))}
              </option>
            ))}
          </select>
        </Control>
        <Control id={`${id}-until`} label={t("admin_plans.until")} error={errors.until} hint={t("admin_plans.until_hint")}>
          <input id={`${id}-until`} type="date" min={tomorrow()} {...register("until")} {...describedBy(`${id}-until`, errors.until, true)} />
        </Control>
        <Control id={`${id}-reason`} label={t("admin_plans.reason")} error={errors.reason} hint={t("admin_plans.reason_hint")}>
          <input id={`${id}-reason`} type="text" maxLength={500} {...register("reason")} {...describedBy(`${id}-reason`, errors.reason, true)} />
        </Control>
        <div className="actions">
          <button type="submit" className="button primary" disabled={isSubmitting}>
            {t("admin_plans.assign")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Moves the end of the plan later by days or to a date. */
export function ExtendForm({ target, onDone }: { target: PlanTarget; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<ExtendValues>({ defaultValues: { days: "30", until: "", reason: "" } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    try {
      const body = values.until ? { until: values.until } : { days: Number(values.days) };
      const sub = await sdk.admin.plans.extend(target, { ...body, ...(values.reason.trim() ? { reason: values.reason } : {}) });
      const end = sub.current_period_end ?? sub.ends_at;
      toast.success(t("admin_plans.extended", { date: end ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(end)) : "" }));
      reset();
      onDone();
    } catch (error) {
      showSaveFailure(error, ["days", "until", "reason"], setError, t);
    }
  });
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("admin_plans.extend_title")}</h3>
      <p className="hint">{t("admin_plans.extend_hint")}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Control id={`${id}-days`} label={t("admin_plans.days")} error={errors.days} hint={t("admin_plans.days_hint")}>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={366}
            {...register("days")}
            {...describedBy(`${id}-days`, errors.days, true)}
          />
        </Control>
        <Control id={`${id}-until`} label={t("admin_plans.extend_until")} error={errors.until}>
          <input id={`${id}-until`} type="date" min={tomorrow()} {...register("until")} {...describedBy(`${id}-until`, errors.until)} />
        </Control>
        <Control id={`${id}-reason`} label={t("admin_plans.reason")} error={errors.reason} hint={t("admin_plans.reason_hint")}>
          <input id={`${id}-reason`} type="text" maxLength={500} {...register("reason")} {...describedBy(`${id}-reason`, errors.reason, true)} />
        </Control>
        <div className="actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {t("admin_plans.extend")}
          </button>
        </div>
      </form>
    </section>
  );
}
