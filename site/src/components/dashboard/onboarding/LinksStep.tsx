import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { api, type Business } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { useConfirmLeave, useDirtyGuard } from "../shell/LeaveGuard.tsx";

/** Form paths equal the server's error keys, so its field errors land where they belong. */
const FIELDS = ["links.homepage", "links.contact_email", "links.primary_button.title", "links.primary_button.url"] as const;

/** Step 2: where visitors go next — a contact email (required), homepage and one call-to-action button; skippable. */
export function LinksStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { page, replace } = useCurrentPage();
  const confirmLeave = useConfirmLeave();
  const url = z.string().trim().max(2000).refine((v) => v === "" || /^https?:\/\//i.test(v), t("onboarding.url_scheme"));
  const button = z
    .object({ title: z.string().trim().max(60), url })
    .superRefine((v, ctx) => {
      if (v.url && !v.title) ctx.addIssue({ code: "custom", path: ["title"], message: t("onboarding.button_title_required") });
      if (v.title && !v.url) ctx.addIssue({ code: "custom", path: ["url"], message: t("onboarding.button_url_required") });
    });
  const schema = z.object({
    links: z.object({
      homepage: url,
      // The spec: "Contact email is required and must be valid" (the server says so too).
      contact_email: z.string().trim().min(1, t("form.required")).max(254).pipe(z.email(t("form.invalid_email"))),
      primary_button: button,
    }),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      links: {
        homepage: page.links.homepage ?? "",
        contact_email: page.links.contact_email ?? "",
        primary_button: { title: page.links.primary_button?.title ?? "", url: page.links.primary_button?.url ?? "" },
      },
    },
  });
  useDirtyGuard("onboarding-links", formState.isDirty && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async ({ links }) => {
    try {
      const updated = await api<Business>(`/businesses/update/${page.id}/`, {
        method: "PATCH",
        body: {
          links: {
            homepage: links.homepage || null,
            contact_email: links.contact_email || null,
            primary_button: links.primary_button.url ? links.primary_button : null,
          },
        },
      });
      replace(updated);
      onDone();
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t("errors.internal"));
    }
  });
  const errors = formState.errors.links;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="step-title">
      <Field id="ob-homepage" label={t("onboarding.homepage")} type="url" placeholder="https://" registration={register("links.homepage")} error={errors?.homepage} />
      <Field id="ob-contact" label={t("onboarding.contact_email")} type="email" registration={register("links.contact_email")} error={errors?.contact_email} />
      <div className="row">
        <Field id="ob-button-title" label={t("onboarding.button_title")} registration={register("links.primary_button.title")} error={errors?.primary_button?.title} />
        <Field id="ob-button-url" label={t("onboarding.button_url")} type="url" placeholder="https://" registration={register("links.primary_button.url")} error={errors?.primary_button?.url} />
      </div>
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
