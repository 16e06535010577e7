import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../../lib/forms/zod.ts";
import { type OwnedPage, isPlanLimit, sdk } from "../../../lib/dashboard/api.ts";
import { LANGUAGE_IDS } from "../../../lib/dashboard/languages.ts";
import { landingType, rememberSelectedPage } from "../../../lib/dashboard/storage.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { useHandleCheck } from "../../../lib/dashboard/use-handle-check.ts";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { useMyPages } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { HandleInput } from "../form/HandleInput.tsx";
import { HANDLE_LENGTH, PAGE_TEXT_LIMITS, PAGE_TYPES } from "@greenpage/sdk";
import type { CountryOption } from "../../../lib/countries.ts";

const FIELDS = ["handle", "page_type", "country"] as const;

/** A handle suggestion from the business or person's name: lower-case ASCII letters, digits and hyphens. */
export function suggestHandle(name: string | null | undefined): string {
  const slug = (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30)
    .replace(/-+$/, "");
  return slug.length >= 4 ? slug : "";
}

/**
 * Someone using the dashboard in Japanese most likely writes their page in
 * Japanese: turn it on and make it the default. A failure here is not fatal —
 * Language settings can do it later — so it is logged and the page kept.
 */
async function writeInJapanese(page: OwnedPage): Promise<OwnedPage> {
  try {
    await sdk.languages.enable(page.id, "ja");
    return await sdk.pages.update(page.id, { default_language_id: LANGUAGE_IDS.ja });
  } catch (error) {
    console.warn("Could not make Japanese the new page's default language", error);
    return page;
  }
}

/** Country names come from the server: the browser's ICU may name regions differently and break hydration. */
type Props = { origin: string; suggestedName: string | null; businessName: string | null; countries: CountryOption[] };

/** After the first sign-in: business or personal page, and its handle (checked live against the API). */
function StartScreen({ origin, suggestedName, businessName, countries }: Props) {
  const { t, i18n } = useTranslation();
  const pages = useMyPages();
  const schema = z.object({
    page_type: z.enum(PAGE_TYPES),
    handle: z.string().trim().min(HANDLE_LENGTH.min, t("start.handle_length", HANDLE_LENGTH)).max(HANDLE_LENGTH.max, t("start.handle_length", HANDLE_LENGTH)),
    country: z.string(),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { page_type: "business", handle: suggestHandle(suggestedName), country: i18n.language.startsWith("ja") ? "JP" : "" },
  });
  useDirtyGuard("start", formState.isDirty && !formState.isSubmitSuccessful);
  const check = useHandleCheck(watch("handle"));

  useEffect(() => {
    // The landing page the visitor came from suggests the type (the personal landing sets "personal").
    if (landingType() === "personal") setValue("page_type", "personal");
  }, [setValue]);
  // Set once this form starts creating the page: the list of pages may then arrive (or be refetched)
  // with the new page in it, which must not send the owner to /dashboard instead of onboarding.
  const creating = useRef(false);
  useEffect(() => {
    // Someone who already has a page has nothing to confirm here.
    if (!creating.current && pages.data && pages.data.length > 0) window.location.replace("/dashboard");
  }, [pages.data]);

  const onSubmit = handleSubmit(async (values) => {
    creating.current = true;
    try {
      const japanese = i18n.language.startsWith("ja");
      let page = await sdk.pages.create({
        handle: values.handle.trim(),
        // The API names a first page after the sign-up business name in its default language (English);
        // a Japanese owner's page is about to default to Japanese, so the name is given in Japanese.
        ...(japanese && businessName ? { name_json: { ja: [...businessName.trim()].slice(0, PAGE_TEXT_LIMITS.name_json).join("") } } : {}),
        page_type: values.page_type,
        country: values.country || null,
        framework_type: null,
        business_category: [],
        business_initiative: [],
      });
      if (japanese) page = await writeInJapanese(page);
      rememberSelectedPage(page.id);
      window.location.assign("/dashboard/onboarding");
    } catch (error) {
      creating.current = false;
      if (isPlanLimit(error)) toast.error(error.detail);
      else showSaveFailure(error, FIELDS, setError, t);
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate>
      <p>{t("start.lead")}</p>
      <fieldset>
        <legend>{t("start.page_type")}</legend>
        {PAGE_TYPES.map((type) => (
          <label key={type} className="choice">
            <input type="radio" value={type} {...register("page_type")} />
            <span>
              <strong>{t(`start.type_${type}`)}</strong>
              <br />
              <small className="hint">{t(`start.type_${type}_hint`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <HandleInput id="start-handle" label={t("start.handle")} registration={register("handle")} check={check} error={errors.handle} origin={origin} />
      <Control id="start-country" label={t("start.country")} error={errors.country}>
        <select id="start-country" {...register("country")} {...describedBy("start-country", errors.country)}>
          <option value="">{t("start.country_none")}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Control>
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("dash.saving") : t("start.submit")}
        </button>
      </div>
    </form>
  );
}

export default withDashboard(StartScreen, { needsPage: false, texts: ["dashboard-start"] });
