import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../../lib/forms/zod.ts";
import { COLOR_PATTERN, PAGE_FONTS, PAGE_THEMES } from "@greenpage/sdk";
import { type OwnedPage, sdk } from "../../../lib/dashboard/api.ts";
import { PAGE_FONT_STACKS } from "../../../lib/public-page/theme.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../form/Control.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";

const FIELDS = ["style.theme", "style.primary_color", "style.accent_color", "style.font"] as const;

/** Theme, colours and font, with a small preview of a page header in them. */
export function StyleForm() {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const color = z.string().regex(new RegExp(COLOR_PATTERN), t("onboarding.color_format"));
  const schema = z.object({
    style: z.object({ theme: z.enum(PAGE_THEMES), primary_color: color, accent_color: color, font: z.enum(PAGE_FONTS) }),
  });
  type Values = z.infer<typeof schema>;
  const values = (p: OwnedPage): Values => {
    const s = p.style as Partial<Values["style"]>;
    return {
      style: { theme: s.theme ?? "light", primary_color: s.primary_color ?? "#166534", accent_color: s.accent_color ?? "#0ea5e9", font: s.font ?? "system" },
    };
  };
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: values(page) });
  useDirtyGuard("customization-style", formState.isDirty);
  const preview = watch("style");
  const errors = formState.errors.style;

  const onSubmit = handleSubmit(async (v) => {
    try {
      const updated = await sdk.pages.update(page.id, v);
      replace(updated);
      reset(values(updated));
      toast.success(t("dash.saved"));
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });

  const dark = preview.theme === "dark";
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="style-title">
      <h2 id="style-title">{t("customization_screen.style_title")}</h2>
      <div className="row">
        <Control id="style-theme" label={t("onboarding.theme")} error={errors?.theme}>
          <select id="style-theme" {...register("style.theme")} {...describedBy("style-theme", errors?.theme)}>
            <option value="light">{t("onboarding.theme_light")}</option>
            <option value="dark">{t("onboarding.theme_dark")}</option>
          </select>
        </Control>
        <Control id="style-font" label={t("customization_screen.font")} error={errors?.font}>
          <select id="style-font" {...register("style.font")} {...describedBy("style-font", errors?.font)}>
            {PAGE_FONTS.map((f) => (
              <option key={f} value={f}>
                {t(`customization_screen.font_${f}`)}
              </option>
            ))}
          </select>
        </Control>
      </div>
      <div className="row">
        <Control id="style-primary" label={t("onboarding.primary_color")} error={errors?.primary_color}>
          <input id="style-primary" type="color" {...register("style.primary_color")} {...describedBy("style-primary", errors?.primary_color)} />
        </Control>
        <Control id="style-accent" label={t("customization_screen.accent_color")} error={errors?.accent_color}>
          <input id="style-accent" type="color" {...register("style.accent_color")} {...describedBy("style-accent", errors?.accent_color)} />
        </Control>
      </div>
      <div
        className="style-preview"
        aria-label={t("customization_screen.preview")}
        role="img"
        style={{
          background: dark ? "#111827" : "#ffffff",
          color: dark ? "#f9fafb" : "#111827",
          fontFamily: PAGE_FONT_STACKS[preview.font],
          borderTop: `6px solid ${preview.primary_color}`,
        }}
      >
        <strong style={{ color: dark ? "#f9fafb" : preview.primary_color }}>{page.name_json?.en || page.name_json?.ja || page.handle}</strong>
        <span className="style-preview-chip" style={{ background: preview.accent_color }} />
      </div>
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("dash.saving") : t("customization_screen.save_style")}
        </button>
      </div>
    </form>
  );
}
