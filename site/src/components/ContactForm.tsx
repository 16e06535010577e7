import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../lib/forms/zod.ts";
import { CONTACT_CATEGORIES, type ContactCategory } from "../lib/contact.ts";
import { applyFieldErrors } from "../lib/server-errors.ts";
import { Field } from "./Field.tsx";
import { withIsland } from "./Island.tsx";
import { CONTACT_LIMITS, GreenpageError, siteApi } from "@greenpage/sdk";
import { browserApi } from "../lib/browser-api.ts";

const site = siteApi(browserApi);

const FIELDS = ["company", "name", "email", "category", "message"] as const;
/** The API's limits, checked here first so the visitor hears about them before sending. */
const MAX = CONTACT_LIMITS;

/** A label, any control and its first error, wired for screen readers like Field. */
function Control({ id, label, error, children }: { id: string; label: string; error?: FieldError | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="error" role="alert">
          {error.message}
        </small>
      ) : null}
    </div>
  );
}

function ContactForm({ initialCategory }: { initialCategory: ContactCategory | "" }) {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const required = t("form.required");
  const tooLong = (max: number) => t("contact.too_long", { max });
  const schema = z.object({
    company: z.string().trim().max(MAX.company, tooLong(MAX.company)),
    name: z.string().trim().min(1, required).max(MAX.name, tooLong(MAX.name)),
    email: z.string().trim().min(1, required).max(MAX.email, tooLong(MAX.email)).email(t("form.invalid_email")),
    category: z.string().refine((value) => (CONTACT_CATEGORIES as readonly string[]).includes(value), required),
    message: z.string().trim().min(1, required).max(MAX.message, tooLong(MAX.message)),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { company: "", name: "", email: "", category: initialCategory, message: "" },
  });
  const { errors, isSubmitting } = formState;
  const invalid = (field: keyof Values) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `contact-${field}-error` } : {});

  const onSubmit = handleSubmit(async (values) => {
    try {
      await site.contact({
        ...values,
        category: values.category as ContactCategory,
        company: values.company || null,
        locale: i18n.language.startsWith("ja") ? "ja" : "en",
      });
    } catch (error) {
      if (!(error instanceof GreenpageError) || error.kind === "network" || error.status >= 500) toast.error(t("errors.internal"));
      else if (error.kind === "rate_limited") toast.error(t("errors.rate_limited"));
      else {
        const rest = applyFieldErrors<Values>(error.body, FIELDS, setError);
        if (error.status !== 400 || rest.length > 0) toast.error(rest[0] ?? t("errors.internal"));
      }
      return;
    }
    setSentTo(values.email);
    toast.success(t("contact.sent_toast"));
  });

  if (sentTo) {
    return (
      <div className="card notice" role="status">
        <h2>{t("contact.sent_title")}</h2>
        <p>{t("contact.sent_text", { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card form" aria-label={t("contact.form_label")}>
      <Field
        id="contact-company"
        label={`${t("contact.company")} ${t("contact.optional")}`}
        registration={register("company")}
        error={errors.company}
        autoComplete="organization"
      />
      <Field id="contact-name" label={t("contact.name")} registration={register("name")} error={errors.name} autoComplete="name" />
      <Field id="contact-email" label={t("contact.email")} type="email" registration={register("email")} error={errors.email} autoComplete="email" />
      <Control id="contact-category" label={t("contact.category")} error={errors.category}>
        {/* The default in the server's HTML too (register only sets it once hydrated): a link's ?category= shows at once. */}
        <select id="contact-category" defaultValue={initialCategory} {...register("category")} {...invalid("category")}>
          <option value="">{t("contact.choose_category")}</option>
          {CONTACT_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`contact.categories.${code}`)}
            </option>
          ))}
        </select>
      </Control>
      <Control id="contact-message" label={t("contact.message")} error={errors.message}>
        <textarea id="contact-message" rows={7} {...register("message")} {...invalid("message")} />
      </Control>
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {t("contact.submit")}
      </button>
    </form>
  );
}

export default withIsland(ContactForm, { texts: ["contact"] });
