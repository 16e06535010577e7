import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk } from "../../../lib/dashboard/api.ts";
import { LINK_FIELDS, linksFormValues, linksPayload, linksSchema, type LinksValues, SOCIAL_NETWORKS } from "../../../lib/dashboard/links.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";

/** Homepage, contact email and socials, checked by the spec's rules here and again by the server (the buttons are link blocks). */
export function LinksForm() {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const { register, handleSubmit, setError, reset, formState } = useForm<LinksValues>({
    resolver: zodResolver(linksSchema(t)),
    defaultValues: linksFormValues(page),
  });
  useDirtyGuard("customization-links", formState.isDirty);
  const errors = formState.errors.links;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await sdk.pages.update(page.id, { links: linksPayload(values) });
      replace(updated);
      reset(linksFormValues(updated));
      toast.success(t("dash.saved"));
    } catch (error) {
      showSaveFailure(error, LINK_FIELDS, setError, t);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="links-title">
      <h2 id="links-title">{t("customization_screen.links_title")}</h2>
      <Field
        id="links-homepage"
        label={t("onboarding.homepage")}
        type="url"
        placeholder="example.com"
        registration={register("links.homepage")}
        error={errors?.homepage}
      />
      <Field
        id="links-contact"
        label={t("onboarding.contact_email")}
        type="email"
        registration={register("links.contact_email")}
        error={errors?.contact_email}
      />
      <fieldset>
        <legend>{t("customization_screen.socials")}</legend>
        <div className="row">
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              id={`links-social-${network}`}
              label={t(`customization_screen.social_${network}`)}
              type="url"
              placeholder="example.com"
              registration={register(`links.socials.${network}`)}
              error={errors?.socials?.[network]}
            />
          ))}
        </div>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("dash.saving") : t("customization_screen.save_links")}
        </button>
      </div>
    </form>
  );
}
