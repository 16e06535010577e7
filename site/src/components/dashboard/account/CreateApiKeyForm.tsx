import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "../../../lib/forms/zod.ts";
import type { CreatedApiKey } from "@greenpage/sdk";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { API_KEY_NAME_MAX_LENGTH } from "@greenpage/sdk";

/** The expiry choices the dashboard offers (the API takes any 1–365 days, or none). */
const EXPIRIES = ["never", "30", "90", "365"] as const;
const FIELDS = ["name", "expires_in_days"] as const;

/** Names a new key and picks its expiry; the created key (with its secret) goes to `onCreated`. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t("form.required"))
      .max(API_KEY_NAME_MAX_LENGTH, t("form.too_long", { max: API_KEY_NAME_MAX_LENGTH })),
    expires_in_days: z.enum(EXPIRIES),
  });
  type Values = z.infer<typeof schema>;
  const defaultValues: Values = { name: "", expires_in_days: "90" };
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  useDirtyGuard("api-key-create", formState.isDirty);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await sdk.apiKeys.create({
        name: values.name,
        expires_in_days: values.expires_in_days === "never" ? null : Number(values.expires_in_days),
      });
      reset(defaultValues);
      onCreated(created);
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="api-key-create-title">
      <h3 id="api-key-create-title">{t("api_keys.create_title")}</h3>
      <div className="row">
        <Field
          id="api-key-name"
          label={t("api_keys.key_name")}
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX_LENGTH}
          registration={register("name")}
          error={errors.name}
          hint={t("api_keys.key_name_hint")}
        />
        <Control id="api-key-expiry" label={t("api_keys.expiry")} error={errors.expires_in_days}>
          <select id="api-key-expiry" {...register("expires_in_days")} {...describedBy("api-key-expiry", errors.expires_in_days)}>
            {EXPIRIES.map((value) => (
              <option key={value} value={value}>
                {t(`api_keys.expiry_${value}`)}
              </option>
            ))}
          </select>
        </Control>
      </div>
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {t("api_keys.create_submit")}
        </button>
      </div>
    </form>
  );
}
