import type { ButtonHTMLAttributes } from "react";

type Props = { label: string; target: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type">;

/** A button with a short visible label ("Edit") whose accessible name says what it acts on ("Edit: Solar roof"). */
export function NamedButton({ label, target, className = "button small", ...button }: Props) {
  return (
    <button type="button" className={className} aria-label={`${label}: ${target}`} {...button}>
      {label}
    </button>
  );
}
