import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { HandleCheckState } from "../../../lib/dashboard/use-handle-check.ts";

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  check: HandleCheckState;
  /** A submit-time error (client rule or server field error) wins over the live check. */
  error?: FieldError | undefined;
  origin: string;
  disabled?: boolean;
};

/** The handle with its public address and the live check's verdict, announced politely. */
export function HandleInput({ id, label, registration, check, error, origin, disabled }: Props) {
  const { t } = useTranslation();
  const liveError = check.state === "done" && !check.result.available ? check.result.errors[0] : undefined;
  const message = error?.message ?? liveError;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="handle-input">
        <span aria-hidden="true">{origin.replace(/^https?:\/\//, "")}/</span>
        <input
          id={id}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-status`}
          {...registration}
        />
      </div>
      <small id={`${id}-status`} className={message ? "error" : "hint"} role="status" aria-live="polite">
        {message ??
          (check.state === "checking"
            ? t("dash.handle.checking")
            : check.state === "done"
              ? t("dash.handle.available", { url: `${origin}/${check.result.handle}` })
              : t("dash.handle.hint"))}
      </small>
    </div>
  );
}
