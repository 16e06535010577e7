import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";

/**
 * A label, any control and its hint or first error, wired for screen readers.
 * The control must carry `id`, and `aria-describedby={describedBy(id, …)}`.
 */
export function Control({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: FieldError | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
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

/** The `aria-*` a control inside `Control` needs. */
export function describedBy(id: string, error: FieldError | undefined, hint?: unknown) {
  const ids = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}
