import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { LINK_FIELDS, linksFormValues, linksPayload, linksSchema, type LinksValues } from "../../../lib/dashboard/links.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useConfirmLeave, useDirtyGuard } from "../shell/LeaveGuard.tsx";

/**
 * Step 2: where visitors go next — a contact email (required) and homepage;
 * skippable. The page's other links are kept; its buttons (link blocks) are
 * added in Customization.
 */
export function LinksStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const confirmLeave = useConfirmLeave();
  const { register, handleSubmit, setError, formState } = useForm<LinksValues>({ resolver: zodResolver(linksSchema(t)), defaultValues: linksFormValues(page) });
  useDirtyGuard("onboarding-links", formState.isDirty && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async (values) => {
    try {
      replace(await sdk.pages.update(page.id, { links: linksPayload(values) }));
      onDone();
    } catch (error) {
      showSaveFailure(error, LINK_FIELDS, setError, t);
    }
  });
  const errors = formState.errors.links;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="step-title">
      <Field
        id="ob-homepage"
        label={t("onboarding.homepage")}
        type="url"
        placeholder="example.com"
        registration={register("links.homepage")}
        error={errors?.homepage}
      />
      <Field id="ob-contact" label={t("onboarding.contact_email")} type="email" registration={register("links.contact_email")} error={errors?.contact_email} />
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("dash.saving") : t("onboarding.save_continue")}
        </button>
        <button type="button" className="button" onClick={() => void confirmLeave().then((leave) => leave && onDone())}>
          {t("onboarding.skip")}
        </button>
      </div>
    </form>
  );
}
