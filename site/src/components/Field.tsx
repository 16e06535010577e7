import type { InputHTMLAttributes } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled input with its hint and first error, wired for screen readers. */
export function Field({ id, label, registration, error, hint, ...input }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...registration} {...input} />
      {hint && !error ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="error" role="alert">
          {error.message}
        </small>
      ) : null}
    </div>
  );
}
