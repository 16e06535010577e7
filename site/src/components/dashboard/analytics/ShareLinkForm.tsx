import { zodResolver } from "@hookform/resolvers/zod";
import { SHARE_LINK_LIMITS, type ShareLink } from "@greenpage/sdk";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { z } from "../../../lib/forms/zod.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";

const FIELDS = ["name", "password"] as const;
const EMPTY = { name: "", password: "" };
const { name: NAME_MAX, passwordMin: PASSWORD_MIN, passwordMax: PASSWORD_MAX } = SHARE_LINK_LIMITS;

/**
 * Makes a read-only stats link: a name to tell links apart and a password,
 * both optional. Their limits are the API's (from the SDK), checked here in
 * the reader's language; what only the server knows lands on the fields in
 * its words. An empty field is not sent.
 */
export function ShareLinkForm({ pageId, onCreated }: { pageId: number; onCreated: (link: ShareLink) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const passwordLength = t("analytics.share.password_length", { min: PASSWORD_MIN, max: PASSWORD_MAX });
  const schema = z.object({
    name: z
      .string()
      .trim()
      .max(NAME_MAX, t("form.too_long", { max: NAME_MAX })),
    password: z.union([z.literal(""), z.string().min(PASSWORD_MIN, passwordLength).max(PASSWORD_MAX, passwordLength)]),
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useDirtyGuard("stats-share-link", formState.isDirty);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      const link = await sdk.analytics.createShareLink(pageId, { ...(name ? { name } : {}), ...(password ? { password } : {}) });
      reset(EMPTY);
      onCreated(link);
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });

  return (
    <form className="form share-link-form" onSubmit={onSubmit} noValidate>
      <div className="row">
        <Field
          id={`${id}-name`}
          label={t("analytics.share.name")}
          hint={t("analytics.share.name_hint")}
          maxLength={NAME_MAX}
          registration={register("name")}
          error={errors.name}
        />
        <Field
          id={`${id}-password`}
          label={t("analytics.share.password")}
          hint={t("analytics.share.password_hint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          type="password"
          autoComplete="new-password"
          registration={register("password")}
          error={errors.password}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("analytics.share.creating") : t("analytics.share.create")}
        </button>
      </div>
    </form>
  );
}
