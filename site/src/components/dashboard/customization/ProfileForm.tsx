import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../../lib/forms/zod.ts";
import { PAGE_TEXT_LIMITS } from "@greenpage/sdk";
import { type OwnedPage, sdk } from "../../../lib/dashboard/api.ts";
import { filled, pageLanguages } from "../../../lib/dashboard/page-text.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { ImagePicker } from "../form/ImagePicker.tsx";
import { LocalizedInputs } from "../form/LocalizedInputs.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";

const TEXTS = ["name_json", "introduction_json", "mission_json", "description_json"] as const;
const FIELDS = TEXTS.flatMap((f) => [`${f}.en`, `${f}.ja`] as const);
/** Text per language, at most the API's length for the field (trimmed, as the API counts). */
const text = (field: keyof typeof PAGE_TEXT_LIMITS) => z.record(z.string(), z.string().trim().max(PAGE_TEXT_LIMITS[field])).optional();

/** Display name, introduction, mission and description per page language, and the logo. */
export function ProfileForm({ maxImageBytes }: { maxImageBytes: number }) {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const languages = pageLanguages(page);
  const [logo, setLogo] = useState<{ key: string; url: string } | null>(page.logo && page.logo_url ? { key: page.logo, url: page.logo_url } : null);
  const schema = z.object({
    name_json: text("name_json"),
    introduction_json: text("introduction_json"),
    mission_json: text("mission_json"),
    description_json: text("description_json"),
  });
  type Values = z.infer<typeof schema>;
  const values = (p: OwnedPage): Values => ({
    name_json: p.name_json ?? {},
    introduction_json: p.introduction_json ?? {},
    mission_json: p.mission_json ?? {},
    description_json: p.description_json ?? {},
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: values(page) });
  const logoChanged = (logo?.key ?? null) !== page.logo;
  useDirtyGuard("customization-profile", formState.isDirty || logoChanged);

  const onSubmit = handleSubmit(async (v) => {
    try {
      const updated = await sdk.pages.update(page.id, { ...Object.fromEntries(TEXTS.map((f) => [f, filled(v[f])])), logo: logo?.key ?? null });
      replace(updated);
      reset(values(updated));
      toast.success(t("dash.saved"));
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });
  const { errors, isSubmitting } = formState;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t("customization_screen.profile_title")}</h2>
      <ImagePicker pageId={page.id} label={t("customization_screen.logo")} url={logo?.url ?? null} maxBytes={maxImageBytes} onChange={setLogo} />
      <LocalizedInputs name="name_json" label={t("onboarding.display_name")} register={register} errors={errors} languages={languages} idPrefix="profile" />
      <LocalizedInputs
        name="introduction_json"
        label={t("onboarding.introduction")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix="profile"
        multiline
      />
      <LocalizedInputs
        name="mission_json"
        label={t("customization_screen.mission")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix="profile"
        multiline
      />
      <LocalizedInputs
        name="description_json"
        label={t("onboarding.description")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix="profile"
        multiline
      />
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("dash.saving") : t("customization_screen.save_profile")}
        </button>
      </div>
    </form>
  );
}
