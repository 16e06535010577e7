import { zodResolver } from "@hookform/resolvers/zod";
import type { TeamInvitation } from "@greenpage/sdk";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { z } from "../../../lib/forms/zod.ts";
import { Field } from "../../Field.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { INVITED_ROLES } from "./members-format.ts";

/** The expiries the dashboard offers (the API takes any number of days it allows); 7 is its default. */
const EXPIRY_DAYS = ["1", "3", "7", "14", "30"] as const;
const FIELDS = ["role", "expires_in_days", "max_uses", "email"] as const;

type Props = {
  pageId: number;
  /** Seats left on the plan (null: unlimited): the most people one link may admit. */
  seatsLeft: number | null;
  onCreated: (invitation: TeamInvitation) => void;
};

/** Makes an invite link: the role it gives, how long it works, for how many people, and optionally mails it. */
export function InviteForm({ pageId, seatsLeft, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = uiLanguage(i18n.language);
  const usesError = seatsLeft === null ? t("members.invite.uses_min") : t("members.invite.uses_range", { max: seatsLeft });
  const schema = z.object({
    role: z.enum(INVITED_ROLES),
    expires_in_days: z.enum(EXPIRY_DAYS),
    max_uses: z
      .number({ error: usesError })
      .int(usesError)
      .min(1, usesError)
      .max(seatsLeft ?? Number.MAX_SAFE_INTEGER, usesError),
    email: z.string().trim(),
  });
  type Values = z.infer<typeof schema>;
  const defaultValues: Values = { role: "editor", expires_in_days: "7", max_uses: 1, email: "" };
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  useDirtyGuard("member-invite", formState.isDirty);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const invitation = await sdk.members.invite(pageId, {
        role: values.role,
        expires_in_days: Number(values.expires_in_days),
        max_uses: values.max_uses,
        email: values.email || null,
        language,
      });
      reset(defaultValues);
      onCreated(invitation);
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });

  return (
    <form className="form invite-form" onSubmit={onSubmit} noValidate>
      <p className="hint">{t("members.invite.lead")}</p>
      <fieldset aria-describedby={errors.role ? `${id}-role-error` : undefined}>
        <legend>{t("members.invite.role")}</legend>
        {INVITED_ROLES.map((role) => (
          <div className="choice" key={role}>
            <input type="radio" id={`${id}-role-${role}`} value={role} aria-describedby={`${id}-role-${role}-hint`} {...register("role")} />
            <div>
              <label htmlFor={`${id}-role-${role}`}>{t(`members.roles.${role}`)}</label>
              <small id={`${id}-role-${role}-hint`} className="hint">
                {t(`members.role_hints.${role}`)}
              </small>
            </div>
          </div>
        ))}
        {errors.role ? (
          <small id={`${id}-role-error`} className="error" role="alert">
            {errors.role.message}
          </small>
        ) : null}
      </fieldset>
      <div className="row">
        <Control id={`${id}-expiry`} label={t("members.invite.expires")} error={errors.expires_in_days}>
          <select id={`${id}-expiry`} {...register("expires_in_days")} {...describedBy(`${id}-expiry`, errors.expires_in_days)}>
            {EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {t("members.invite.days", { count: Number(days) })}
              </option>
            ))}
          </select>
        </Control>
        <Field
          id={`${id}-uses`}
          label={t("members.invite.uses")}
          type="number"
          inputMode="numeric"
          min={1}
          max={seatsLeft ?? undefined}
          registration={register("max_uses", { valueAsNumber: true })}
          error={errors.max_uses}
          hint={seatsLeft === null ? t("members.invite.uses_unlimited") : t("members.invite.uses_left", { count: seatsLeft })}
        />
      </div>
      <Field
        id={`${id}-email`}
        label={t("members.invite.email")}
        type="email"
        autoComplete="off"
        registration={register("email")}
        error={errors.email}
        hint={t("members.invite.email_hint", { language: t(`dash.lang.${language}`) })}
      />
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("members.invite.creating") : t("members.invite.submit")}
        </button>
      </div>
    </form>
  );
}
