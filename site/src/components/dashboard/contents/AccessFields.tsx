import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Content } from "../../../lib/dashboard/api.ts";
import type { InitiativeValues } from "../../../lib/dashboard/contents/initiative-form.ts";
import { Control, describedBy } from "../form/Control.tsx";
import { PlanNote } from "../plan/PlanNote.tsx";

type Props = {
  idPrefix: string;
  register: UseFormRegister<InitiativeValues>;
  errors: FieldErrors<InitiativeValues>;
  access: InitiativeValues["access"];
  existing: Content | null;
  /** Whether the page's plan includes limited and password access (the API refuses them otherwise). */
  accessControl: boolean;
};

const MODES = ["public", "limited", "password"] as const;

/** Who can open the initiative (public, limited: name and work email, or a password), whether it is listed, and whether it is published. */
export function AccessFields({ idPrefix, register, errors, access, existing, accessControl }: Props) {
  const { t } = useTranslation();
  const passwordId = `${idPrefix}-password`;
  const visibilityId = `${idPrefix}-visibility`;
  const keepsPassword = existing?.access === "password" && existing.has_password;
  const accessError = errors.access?.message;
  const planNoteId = `${idPrefix}-access-plan`;
  // Off on a plan without access control; an item gated before a downgrade keeps its own mode selectable.
  const offered = (mode: (typeof MODES)[number]) => mode === "public" || accessControl || existing?.access === mode;

  return (
    <fieldset>
      <legend>{t("contents_screen.editor.access")}</legend>
      <div role="radiogroup" aria-label={t("contents_screen.editor.access")} aria-describedby={`${idPrefix}-access-hint`} className="choices">
        {MODES.map((mode) => (
          <label key={mode} className={offered(mode) ? "choice" : "choice disabled"}>
            <input type="radio" value={mode} disabled={!offered(mode)} aria-describedby={offered(mode) ? undefined : planNoteId} {...register("access")} />
            {t(`contents_screen.access.${mode}`)}
          </label>
        ))}
      </div>
      <small id={`${idPrefix}-access-hint`} className="hint">
        {t("contents_screen.editor.access_hint")}
      </small>
      {accessControl ? null : <PlanNote id={planNoteId} reason={t("contents_screen.plan.access")} />}
      {accessError ? (
        <small className="error" role="alert">
          {accessError}
        </small>
      ) : null}
      {access === "password" ? (
        <Control
          id={passwordId}
          label={t("contents_screen.editor.password")}
          error={errors.password}
          hint={keepsPassword ? t("contents_screen.editor.password_keep") : undefined}
        >
          <input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            {...register("password")}
            {...describedBy(passwordId, errors.password, keepsPassword)}
          />
        </Control>
      ) : null}
      <Control id={visibilityId} label={t("contents_screen.editor.visibility")} error={errors.visibility}>
        <select id={visibilityId} {...register("visibility")} {...describedBy(visibilityId, errors.visibility)}>
          <option value="public">{t("contents_screen.visibility.public")}</option>
          <option value="unlisted">{t("contents_screen.visibility.unlisted")}</option>
        </select>
      </Control>
      <label className="choice">
        <input type="checkbox" {...register("is_published")} />
        {t("contents_screen.editor.published")}
      </label>
    </fieldset>
  );
}
