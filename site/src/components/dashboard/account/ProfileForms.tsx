import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../../lib/forms/zod.ts";
import { authClient } from "../../../lib/auth-client.ts";
import { Field } from "../../Field.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH } from "@greenpage/sdk";

/** The name shown to team members and in mails (better-auth's updateUser). */
export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t("form.required"))
      .max(USER_NAME_MAX_LENGTH, t("form.too_long", { max: USER_NAME_MAX_LENGTH })),
  });
  const { register, handleSubmit, reset, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { name } });
  useDirtyGuard("account-name", formState.isDirty);
  const onSubmit = handleSubmit(async (values) => {
    const { error } = await authClient.updateUser({ name: values.name });
    if (error) return void toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
    reset(values);
    toast.success(t("dash.saved"));
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="account-name-title">
      <h2 id="account-name-title">{t("account_screen.name_title")}</h2>
      <Field id="account-name" label={t("form.name")} autoComplete="name" registration={register("name")} error={formState.errors.name} />
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting || !formState.isDirty}>
          {t("dash.save")}
        </button>
      </div>
    </form>
  );
}

/** A new address is used once its owner follows the link mailed to it (an unverified one is replaced at once). */
export function EmailForm({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation();
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t("form.required"))
      .pipe(z.email(t("form.invalid_email"))),
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  useDirtyGuard("account-email", formState.isDirty);
  const onSubmit = handleSubmit(async (values) => {
    if (values.email.toLowerCase() === email.toLowerCase()) return setError("email", { message: t("account_screen.email_same") });
    const { error } = await authClient.changeEmail({ newEmail: values.email, callbackURL: "/dashboard/account" });
    if (error) return void toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
    reset({ email: "" });
    toast.success(t("account_screen.email_check_inbox", { email: values.email }));
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="account-email-title">
      <h2 id="account-email-title">{t("account_screen.email_title")}</h2>
      <p data-testid="account-email">
        {email} — {verified ? t("dashboard.email_verified") : t("dashboard.email_unverified")}
      </p>
      <Field
        id="account-new-email"
        label={t("account_screen.new_email")}
        type="email"
        autoComplete="email"
        registration={register("email")}
        error={formState.errors.email}
        hint={t("account_screen.email_hint")}
      />
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {t("account_screen.email_submit")}
        </button>
      </div>
    </form>
  );
}

/**
 * Current and new password; the other sessions (and their tokens) end when it
 * changes, and the API keys too unless the owner unticks it.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const schema = z.object({
    current: z.string().min(1, t("form.required")),
    next: z
      .string()
      .min(PASSWORD_MIN_LENGTH, t("form.password_too_short", { min: PASSWORD_MIN_LENGTH }))
      .max(PASSWORD_MAX_LENGTH, t("form.too_long", { max: PASSWORD_MAX_LENGTH })),
    revokeKeys: z.boolean(),
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { current: "", next: "", revokeKeys: true },
  });
  useDirtyGuard("account-password", formState.isDirty);
  const onSubmit = handleSubmit(async (values) => {
    // `revokeApiKeys` is ours (the API's hook reads it); better-auth's own types do not list it.
    const body: Parameters<typeof authClient.changePassword>[0] = {
      currentPassword: values.current,
      newPassword: values.next,
      revokeOtherSessions: true,
      ...{ revokeApiKeys: values.revokeKeys },
    };
    const { error } = await authClient.changePassword(body);
    if (error?.status === 400 || error?.status === 401) return setError("current", { message: t("account_screen.wrong_password") }, { shouldFocus: true });
    if (error) return void toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
    reset({ current: "", next: "", revokeKeys: true });
    toast.success(t(values.revokeKeys ? "account_screen.password_changed_keys" : "account_screen.password_changed"));
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t("account_screen.password_title")}</h2>
      <Field
        id="account-current"
        label={t("account_screen.current_password")}
        type="password"
        autoComplete="current-password"
        registration={register("current")}
        error={formState.errors.current}
      />
      <Field
        id="account-next"
        label={t("account_screen.new_password")}
        type="password"
        autoComplete="new-password"
        registration={register("next")}
        error={formState.errors.next}
        hint={t("form.password_hint", { min: PASSWORD_MIN_LENGTH })}
      />
      <label className="choice">
        <input type="checkbox" {...register("revokeKeys")} aria-describedby="account-revoke-keys-hint" />
        <span>
          {t("account_screen.revoke_keys")}
          <small id="account-revoke-keys-hint" className="hint block">
            {t("account_screen.revoke_keys_hint")}
          </small>
        </span>
      </label>
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {t("account_screen.password_submit")}
        </button>
      </div>
    </form>
  );
}
