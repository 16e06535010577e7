import { zodResolver } from "@hookform/resolvers/zod";
import { GreenpageError, MODERATION_LIMITS, REPORT_REASONS, type ReportReason, siteApi } from "@greenpage/sdk";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { browserApi } from "../../lib/browser-api.ts";
import { z } from "../../lib/forms/zod.ts";
import { applyFieldErrors } from "../../lib/server-errors.ts";
import { Field } from "../Field.tsx";
import { withIsland } from "../Island.tsx";

const site = siteApi(browserApi);
const FIELDS = ["reason", "message", "email"] as const;
const MAX = MODERATION_LIMITS;

/** The visitor's report: a reason, what is wrong, and an address only if they want to hear back. */
function ReportForm({ handle, contentId }: { handle: string; contentId: number | null }) {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState(false);
  const required = t("form.required");
  const tooLong = (max: number) => t("report_page.too_long", { max });
  const schema = z.object({
    reason: z.string().refine((value) => (REPORT_REASONS as readonly string[]).includes(value), required),
    message: z.string().trim().max(MAX.message, tooLong(MAX.message)),
    email: z.union([z.literal(""), z.string().trim().max(MAX.email, tooLong(MAX.email)).email(t("form.invalid_email"))]),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "", message: "", email: "" },
  });
  const { errors, isSubmitting } = formState;
  const invalid = (field: keyof Values) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `report-${field}-error` } : {});

  const onSubmit = handleSubmit(async (values) => {
    try {
      await site.reportPage(handle, {
        reason: values.reason as ReportReason,
        message: values.message.trim() || null,
        email: values.email.trim() || null,
        content_id: contentId,
        locale: i18n.language.startsWith("ja") ? "ja" : "en",
      });
    } catch (error) {
      if (!(error instanceof GreenpageError) || error.kind === "network" || error.status >= 500) toast.error(t("errors.internal"));
      else if (error.kind === "rate_limited") toast.error(t("errors.rate_limited"));
      else {
        const rest = applyFieldErrors<Values>(error.body, FIELDS, setError);
        if (error.status !== 400 || rest.length > 0) toast.error(rest[0] ?? error.detail ?? t("errors.internal"));
      }
      return;
    }
    setSent(true);
  });

  if (sent) {
    return (
      <div className="card notice" role="status">
        <h2>{t("report_page.sent_title")}</h2>
        <p>{t("report_page.sent_text")}</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card form" aria-label={t("report_page.form_label")}>
      <div className="field">
        <label htmlFor="report-reason">{t("report_page.reason")}</label>
        <select id="report-reason" {...register("reason")} {...invalid("reason")}>
          <option value="">{t("report_page.choose_reason")}</option>
          {REPORT_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`report_page.reasons.${code}`)}
            </option>
          ))}
        </select>
        {errors.reason ? (
          <small id="report-reason-error" className="error" role="alert">
            {errors.reason.message}
          </small>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="report-message">{t("report_page.message")}</label>
        <textarea id="report-message" rows={6} maxLength={MAX.message} {...register("message")} {...invalid("message")} />
        {errors.message ? (
          <small id="report-message-error" className="error" role="alert">
            {errors.message.message}
          </small>
        ) : null}
      </div>
      <Field
        id="report-email"
        label={t("report_page.email")}
        type="email"
        registration={register("email")}
        error={errors.email}
        hint={t("report_page.email_hint")}
        autoComplete="email"
      />
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {t("report_page.submit")}
      </button>
    </form>
  );
}

export default withIsland(ReportForm, { texts: ["page-report"] });
