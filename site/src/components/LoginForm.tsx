import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../lib/forms/zod.ts";
import { announceSignIn, authClient } from "../lib/auth-client.ts";
import { Field } from "./Field.tsx";
import { withIsland } from "./Island.tsx";

function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation();
  const schema = z.object({
    email: z.string().trim().min(1, t("form.required")).email(t("form.invalid_email")),
    password: z.string().min(1, t("form.required")),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = formState;
  // better-auth's client re-reads the session when another tab signs in: then this tab goes on too.
  // Its own sign-in also refreshes the session, so both paths lead here, and only the first one navigates:
  // a second navigation would abort the first.
  const session = authClient.useSession();
  const leaving = useRef(false);
  const goOn = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    window.location.assign(callbackUrl);
  }, [callbackUrl]);
  useEffect(() => {
    if (session.data) goOn();
  }, [session.data, goOn]);

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
    if (!error) {
      announceSignIn();
      goOn();
      return;
    }
    if (error.status === 429) toast.error(t("errors.rate_limited"));
    else if (error.status === 401 || error.status === 400) setError("password", { type: "server", message: t("login.invalid") }, { shouldFocus: true });
    else toast.error(t("errors.internal"));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card form" aria-label={t("login.title")}>
      <Field id="email" label={t("form.email")} type="email" registration={register("email")} error={errors.email} autoComplete="email" />
      <Field
        id="password"
        label={t("form.password")}
        type="password"
        registration={register("password")}
        error={errors.password}
        autoComplete="current-password"
      />
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {t("login.submit")}
      </button>
    </form>
  );
}

export default withIsland(LoginForm);
