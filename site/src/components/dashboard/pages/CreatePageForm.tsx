import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "../../../lib/forms/zod.ts";
import { isPlanLimit, sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { useHandleCheck } from "../../../lib/dashboard/use-handle-check.ts";
import { HandleInput } from "../form/HandleInput.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { HANDLE_LENGTH, PAGE_TYPES } from "@greenpage/sdk";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { PlanNote } from "../plan/PlanNote.tsx";
import { hasRoom, pagePlanLimits } from "../../../lib/dashboard/plan-limits.ts";

/** Another page: type and handle. Over the plan's page limit the API's own message is shown, with the way to upgrade. */
export function CreatePageForm({ origin, onCreated }: { origin: string; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const { pages } = useCurrentPage();
  // Pages count against their owner's plan, which the pages they own carry: all used, "Create page" is off with the reason.
  const owned = pages.filter((p) => p.role === "owner");
  const pageLimit = owned[0] ? pagePlanLimits(owned[0]).pages_per_account : null;
  const full = !hasRoom(pageLimit, owned.length);
  const [limit, setLimit] = useState<string | null>(null);
  const schema = z.object({
    page_type: z.enum(PAGE_TYPES),
    handle: z.string().trim().min(HANDLE_LENGTH.min, t("start.handle_length", HANDLE_LENGTH)).max(HANDLE_LENGTH.max, t("start.handle_length", HANDLE_LENGTH)),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { page_type: "business", handle: "" },
  });
  useDirtyGuard("create-page", formState.isDirty && !formState.isSubmitSuccessful);
  const check = useHandleCheck(watch("handle"));

  const onSubmit = handleSubmit(async (values) => {
    setLimit(null);
    try {
      const page = await sdk.pages.create({ ...values, country: null, framework_type: null, business_category: [], business_initiative: [] });
      onCreated(page.id);
      window.location.assign("/dashboard/onboarding");
    } catch (error) {
      if (isPlanLimit(error)) setLimit(error.detail);
      else showSaveFailure(error, ["handle", "page_type"], setError, t);
    }
  });

  return (
    <section className="card dash-section" aria-labelledby="create-title">
      <h2 id="create-title">{t("pages_screen.create_title")}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend>{t("start.page_type")}</legend>
          {PAGE_TYPES.map((type) => (
            <label key={type} className="choice">
              <input type="radio" value={type} {...register("page_type")} /> {t(`start.type_${type}`)}
            </label>
          ))}
        </fieldset>
        <HandleInput
          id="create-handle"
          label={t("start.handle")}
          registration={register("handle")}
          check={check}
          error={formState.errors.handle}
          origin={origin}
        />
        {full && !limit ? <PlanNote id="create-plan" ownPlan reason={t("pages_screen.plan_full", { count: pageLimit ?? 0 })} /> : null}
        {limit ? (
          <p className="notice card" role="alert" data-testid="plan-limit">
            {limit} <a href="/dashboard/billing">{t("pages_screen.see_plans")}</a>
          </p>
        ) : null}
        <div className="actions">
          <button
            type="submit"
            className="button primary"
            disabled={formState.isSubmitting || full}
            aria-describedby={full && !limit ? "create-plan" : undefined}
          >
            {t("pages_screen.create_submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
