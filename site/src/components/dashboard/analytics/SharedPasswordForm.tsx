import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

const storageKey = (token: string) => `greenpage-stats-access:${token}`;

/**
 * The pass the right password earned for a protected link (never the
 * password itself), kept in this tab's session storage: a reload asks no
 * more, closing the tab forgets it, and the API ends it after 12 hours.
 */
export const sharedAccess = {
  read: (token: string): string | null => (typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(storageKey(token))),
  keep: (token: string, access: string) => sessionStorage.setItem(storageKey(token), access),
  forget: (token: string) => sessionStorage.removeItem(storageKey(token)),
};

/** Asks for a stats link's password; after a wrong one, says so on the field. */
export function SharedPasswordForm({ incorrect, onSubmit }: { incorrect: boolean; onSubmit: (password: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState("");
  return (
    <form
      className="card form shared-password"
      data-testid="shared-password"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSubmit(value);
      }}
    >
      <h2>{t("analytics.shared.password_title")}</h2>
      <p className="hint">{t("analytics.shared.password_lead")}</p>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t("analytics.shared.password")}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={incorrect || undefined}
          aria-describedby={incorrect ? `${id}-error` : undefined}
        />
        {incorrect ? (
          <small id={`${id}-error`} className="error" role="alert">
            {t("analytics.shared.incorrect")}
          </small>
        ) : null}
      </div>
      <div className="actions">
        <button type="submit" className="button primary">
          {t("analytics.shared.open")}
        </button>
      </div>
    </form>
  );
}
