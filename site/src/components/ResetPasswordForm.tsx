import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../lib/forms/zod.ts";
import { authClient } from "../lib/auth-client.ts";
import { Field } from "./Field.tsx";
import { withIsland } from "./Island.tsx";
import { PASSWORD_MIN_LENGTH } from "@greenpage/sdk";

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const schema = z
    .object({ password: z.string().min(PASSWORD_MIN_LENGTH, t("form.password_too_short", { min: PASSWORD_MIN_LENGTH })), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: t("form.passwords_differ") });
  const { register, handleSubmit, formState } = useForm<{ password: string; confirm: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirm: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      toast.error(error.status === 429 ? t("errors.rate_limited") : t("reset.invalid"));
      return;
    }
    toast.success(t("reset.done"));
    window.location.assign("/login");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card form" aria-label={t("reset.title")}>
      <Field
        id="password"
        label={t("form.new_password")}
        type="password"
        hint={t("form.password_hint", { min: PASSWORD_MIN_LENGTH })}
        registration={register("password")}
        error={formState.errors.password}
        autoComplete="new-password"
      />
      <Field
        id="confirm"
        label={t("form.confirm_password")}
        type="password"
        registration={register("confirm")}
        error={formState.errors.confirm}
        autoComplete="new-password"
      />
      <button type="submit" className="button primary" disabled={formState.isSubmitting}>
        {t("reset.submit")}
      </button>
    </form>
  );
}

export default withIsland(ResetPasswordForm);
