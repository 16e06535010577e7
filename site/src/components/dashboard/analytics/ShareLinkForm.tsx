import type { ShareLink } from "@greenpage/sdk";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";

type Values = { name: string; password: string };
const FIELDS = ["name", "password"] as const;
const EMPTY: Values = { name: "", password: "" };

/**
 * Makes a read-only stats link: a name to tell links apart and a password,
 * both optional. Their rules are the API's (its messages land on the fields);
 * an empty field is not sent.
 */
export function ShareLinkForm({ pageId, onCreated }: { pageId: number; onCreated: (link: ShareLink) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: EMPTY });
  useDirtyGuard("stats-share-link", formState.isDirty);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      const link = await sdk.analytics.createShareLink(pageId, { ...(name.trim() ? { name: name.trim() } : {}), ...(password ? { password } : {}) });
      reset(EMPTY);
      onCreated(link);
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });

  return (
    <form className="form share-link-form" onSubmit={onSubmit} noValidate>
      <div className="row">
        <Field id={`${id}-name`} label={t("analytics.share.name")} hint={t("analytics.share.name_hint")} registration={register("name")} error={errors.name} />
        <Field
          id={`${id}-password`}
          label={t("analytics.share.password")}
          hint={t("analytics.share.password_hint")}
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
