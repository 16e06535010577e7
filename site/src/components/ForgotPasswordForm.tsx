import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../lib/forms/zod.ts";
import { authClient } from "../lib/auth-client.ts";
import { Field } from "./Field.tsx";
import { withIsland } from "./Island.tsx";

function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const schema = z.object({ email: z.string().trim().min(1, t("form.required")).email(t("form.invalid_email")) });
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password` });
    if (error) {
      toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
      return;
    }
    setSent(true);
  });

  if (sent)
    return (
      <p className="card notice" role="status">
        {t("forgot.sent")}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="card form" aria-label={t("forgot.title")}>
      <Field id="email" label={t("form.email")} type="email" registration={register("email")} error={formState.errors.email} autoComplete="email" />
      <button type="submit" className="button primary" disabled={formState.isSubmitting}>
        {t("forgot.submit")}
      </button>
    </form>
  );
}

export default withIsland(ForgotPasswordForm);
