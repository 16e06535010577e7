import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "../../../lib/forms/zod.ts";
import { COLOR_PATTERN, PAGE_TEXT_LIMITS, PAGE_THEMES } from "@greenpage/sdk";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../form/Control.tsx";
import { ImagePicker } from "../form/ImagePicker.tsx";
import { LocalizedInputs } from "../form/LocalizedInputs.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { filled, pageLanguages } from "../../../lib/dashboard/page-text.ts";

const FIELDS = [
  "name_json.en",
  "name_json.ja",
  "introduction_json.en",
  "introduction_json.ja",
  "description_json.en",
  "description_json.ja",
  "style.primary_color",
  "style.theme",
] as const;
/** Text per language, at most the API's length for the field (trimmed, as the API counts). */
const text = (field: keyof typeof PAGE_TEXT_LIMITS) => z.record(z.string(), z.string().trim().max(PAGE_TEXT_LIMITS[field])).optional();

/** Step 1: how the page looks — logo, theme and colour, display name, introduction, short description. */
export function AppearanceStep({ maxImageBytes, onDone }: { maxImageBytes: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const languages = pageLanguages(page);
  const first = languages[0]!;
  const [logo, setLogo] = useState<{ key: string; url: string } | null>(page.logo && page.logo_url ? { key: page.logo, url: page.logo_url } : null);
  const required = t("form.required");
  const schema = z.object({
    name_json: text("name_json").refine((v) => Boolean(v?.[first]?.trim()), { message: required, path: [first] }),
    introduction_json: text("introduction_json"),
    description_json: text("description_json").refine((v) => Boolean(v?.[first]?.trim()), { message: required, path: [first] }),
    style: z.object({ theme: z.enum(PAGE_THEMES), primary_color: z.string().regex(new RegExp(COLOR_PATTERN), t("onboarding.color_format")) }),
  });
  type Values = z.infer<typeof schema>;
  const style = page.style as { theme?: "light" | "dark"; primary_color?: string };
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name_json: page.name_json ?? {},
      introduction_json: page.introduction_json ?? {},
      description_json: page.description_json ?? {},
      style: { theme: style.theme ?? "light", primary_color: style.primary_color ?? "#166534" },
    },
  });
  const logoChanged = (logo?.key ?? null) !== page.logo;
  useDirtyGuard("onboarding-appearance", (formState.isDirty || logoChanged) && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await sdk.pages.update(page.id, {
        name_json: filled(values.name_json),
        introduction_json: filled(values.introduction_json),
        description_json: filled(values.description_json),
        logo: logo?.key ?? null,
        style: values.style,
      });
      replace(updated);
      onDone();
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });
  const { errors, isSubmitting } = formState;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="step-title">
      <ImagePicker pageId={page.id} label={t("onboarding.logo")} url={logo?.url ?? null} maxBytes={maxImageBytes} onChange={setLogo} />
      <LocalizedInputs name="name_json" label={t("onboarding.display_name")} register={register} errors={errors} languages={languages} idPrefix="ob" />
      <LocalizedInputs
        name="introduction_json"
        label={t("onboarding.introduction")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix="ob"
        multiline
      />
      <LocalizedInputs
        name="description_json"
        label={t("onboarding.description")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix="ob"
        multiline
      />
      <div className="row">
        <Control id="ob-theme" label={t("onboarding.theme")} error={errors.style?.theme}>
          <select id="ob-theme" {...register("style.theme")} {...describedBy("ob-theme", errors.style?.theme)}>
            <option value="light">{t("onboarding.theme_light")}</option>
            <option value="dark">{t("onboarding.theme_dark")}</option>
          </select>
        </Control>
        <Control id="ob-color" label={t("onboarding.primary_color")} error={errors.style?.primary_color}>
          <input id="ob-color" type="color" {...register("style.primary_color")} {...describedBy("ob-color", errors.style?.primary_color)} />
        </Control>
      </div>
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("dash.saving") : t("onboarding.save_continue")}
        </button>
      </div>
    </form>
  );
}
