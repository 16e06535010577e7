import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "../../../lib/forms/zod.ts";
import { CATEGORY_LIMITS, CONTENT_KINDS, CONTENT_LIMITS } from "@greenpage/sdk";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { useCatalog, useStatuses } from "../../../lib/dashboard/catalog.ts";
import { pageLanguages } from "../../../lib/dashboard/page-text.ts";

const FIELDS = ["mode", "standard_initiative_id", "title", "description", "status_id", "category_name"] as const;

/**
 * Step 3: the first initiative, from the catalogue or written by the owner,
 * in a category (the page's first, or a new one named here).
 */
export function InitiativeStep({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { page } = useCurrentPage();
  const lang = pageLanguages(page)[0]!;
  const ui = i18n.language.startsWith("ja") ? "ja" : "en";
  const catalog = useCatalog();
  const statuses = useStatuses();
  const categories = useQuery({ queryKey: ["categories", page.id], queryFn: () => sdk.categories.list(page.id) });
  const existing = categories.data?.find((c) => c.id !== null);
  const required = t("form.required");
  const schema = z
    .object({
      mode: z.enum(CONTENT_KINDS),
      standard_initiative_id: z.string(),
      title: z.string().trim().max(CONTENT_LIMITS.title_json),
      description: z.string().trim().max(CONTENT_LIMITS.description_json),
      status_id: z.string(),
      category_name: z.string().trim().max(CATEGORY_LIMITS.name_json),
    })
    .superRefine((v, ctx) => {
      if (v.mode === "standard" && !v.standard_initiative_id) ctx.addIssue({ code: "custom", path: ["standard_initiative_id"], message: required });
      if (v.mode === "custom" && !v.title) ctx.addIssue({ code: "custom", path: ["title"], message: required });
    });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      mode: "standard",
      standard_initiative_id: "",
      title: "",
      description: "",
      status_id: "3",
      category_name: t("onboarding.default_category"),
    },
  });
  useDirtyGuard("onboarding-initiative", formState.isDirty && !formState.isSubmitSuccessful);
  const mode = watch("mode");

  const onSubmit = handleSubmit(async (v) => {
    try {
      const categoryId =
        existing?.id ?? (await sdk.categories.create(page.id, { name_json: { [lang]: v.category_name || t("onboarding.default_category") } })).id;
      const fields =
        v.mode === "standard"
          ? { kind: "standard" as const, standard_initiative_id: Number(v.standard_initiative_id) }
          : { kind: "custom" as const, title_json: { [lang]: v.title }, ...(v.description ? { description_json: { [lang]: v.description } } : {}) };
      await sdk.contents.create(page.id, {
        ...fields,
        status_id: v.status_id ? Number(v.status_id) : null,
        content_category_id: categoryId,
        is_published: true,
      });
      onDone();
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });
  const { errors, isSubmitting } = formState;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="step-title">
      <fieldset>
        <legend>{t("onboarding.initiative_source")}</legend>
        <label className="choice">
          <input type="radio" value="standard" {...register("mode")} /> {t("onboarding.from_catalog")}
        </label>
        <label className="choice">
          <input type="radio" value="custom" {...register("mode")} /> {t("onboarding.custom")}
        </label>
      </fieldset>
      {mode === "standard" ? (
        <Control id="ob-standard" label={t("onboarding.standard")} error={errors.standard_initiative_id}>
          <select
            id="ob-standard"
            {...register("standard_initiative_id")}
            {...describedBy("ob-standard", errors.standard_initiative_id)}
            aria-busy={catalog.isPending}
          >
            <option value="">{t("onboarding.choose")}</option>
            {catalog.data?.standard_initiatives.map((s) => (
              <option key={s.id} value={s.id}>
                {s.translations[ui]?.title ?? s.translations.en?.title ?? s.code}
              </option>
            ))}
          </select>
        </Control>
      ) : (
        <>
          <Field id="ob-title" label={t("onboarding.initiative_title")} registration={register("title")} error={errors.title} />
          <Control id="ob-description" label={t("onboarding.initiative_description")} error={errors.description}>
            <textarea id="ob-description" rows={3} {...register("description")} {...describedBy("ob-description", errors.description)} />
          </Control>
        </>
      )}
      <Control id="ob-status" label={t("onboarding.status")} error={errors.status_id}>
        <select id="ob-status" {...register("status_id")} {...describedBy("ob-status", errors.status_id)}>
          {statuses.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name_json[ui] ?? s.name}
            </option>
          ))}
        </select>
      </Control>
      {existing ? (
        <p className="hint">{t("onboarding.goes_to", { category: existing.name_json[lang] ?? Object.values(existing.name_json)[0] })}</p>
      ) : (
        <Field
          id="ob-category"
          label={t("onboarding.category")}
          registration={register("category_name")}
          error={errors.category_name}
          hint={t("onboarding.category_hint")}
        />
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting || categories.isPending}>
          {isSubmitting ? t("dash.saving") : t("onboarding.add_initiative")}
        </button>
      </div>
    </form>
  );
}
