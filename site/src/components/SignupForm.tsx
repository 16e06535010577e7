import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../lib/forms/zod.ts";
import { applyFieldErrors } from "../lib/server-errors.ts";
import { Field } from "./Field.tsx";
import { announceSignIn } from "../lib/auth-client.ts";
import { withIsland } from "./Island.tsx";
import { GreenpageError, siteApi } from "@greenpage/sdk";
import { browserApi } from "../lib/browser-api.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH } from "@greenpage/sdk";

const site = siteApi(browserApi);

const FIELDS = ["name", "business_name", "email", "password", "invitation_code", "how_found_us"] as const;

type Props = {
  early: boolean;
  /** Where the new account goes on to. */
  next?: string;
  /** The token of the team invite link the visitor came from (the API records the sign-up as the team's). */
  teamInvitation?: string;
};

function SignupForm({ early, next = "/dashboard", teamInvitation }: Props) {
  const { t } = useTranslation();
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t("form.required"))
      .max(USER_NAME_MAX_LENGTH, t("form.too_long", { max: USER_NAME_MAX_LENGTH })),
    business_name: z.string().trim(),
    email: z.string().trim().min(1, t("form.required")).email(t("form.invalid_email")),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, t("form.password_too_short", { min: PASSWORD_MIN_LENGTH }))
      .max(PASSWORD_MAX_LENGTH, t("form.too_long", { max: PASSWORD_MAX_LENGTH })),
    invitation_code: early ? z.string().trim().min(1, t("form.required")) : z.string().trim(),
    how_found_us: z.string().trim(),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", business_name: "", email: "", password: "", invitation_code: "", how_found_us: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await site.signup(teamInvitation ? { ...values, team_invitation: teamInvitation } : values, early ? { early_signup: true } : undefined);
    } catch (error) {
      if (!(error instanceof GreenpageError) || error.kind === "network") {
        toast.error(t("errors.network"));
        return;
      }
      // A server failure (down, busy, a bug) is said in the visitor's language, not the API's English detail.
      if (error.status >= 500) {
        toast.error(t("errors.internal"));
        return;
      }
      const rest = applyFieldErrors<Values>(error.body, FIELDS, setError);
      toast.error(rest[0] ?? t("errors.network"));
      return;
    }
    toast.success(t("signup.success"));
    announceSignIn();
    window.location.assign(next);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card form" aria-label={t(early ? "signup.early_title" : "signup.title")}>
      <Field id="name" label={t("form.name")} registration={register("name")} error={errors.name} autoComplete="name" />
      <Field
        id="business_name"
        label={t("form.business_name")}
        registration={register("business_name")}
        error={errors.business_name}
        autoComplete="organization"
      />
      <Field id="email" label={t("form.email")} type="email" registration={register("email")} error={errors.email} autoComplete="email" />
      <Field
        id="password"
        label={t("form.password")}
        type="password"
        hint={t("form.password_hint", { min: PASSWORD_MIN_LENGTH })}
        registration={register("password")}
        error={errors.password}
        autoComplete="new-password"
      />
      {early ? (
        <Field id="invitation_code" label={t("form.invitation_code")} registration={register("invitation_code")} error={errors.invitation_code} />
      ) : null}
      <Field
        id="how_found_us"
        label={t("form.how_found_us")}
        placeholder={t("form.how_found_us_placeholder")}
        registration={register("how_found_us")}
        error={errors.how_found_us}
      />
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {t("signup.submit")}
      </button>
    </form>
  );
}

export default withIsland(SignupForm);
