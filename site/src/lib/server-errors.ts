import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

export type ApiFailure = { status: number; body: unknown };

/**
 * Puts the server's `{ field: [messages] }` on the form's fields (first
 * message each). Returns the messages that belong to no field, for a toast.
 */
export function applyFieldErrors<T extends FieldValues>(body: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string[] {
  if (typeof body !== "object" || body === null) return [];
  const leftovers: string[] = [];
  for (const [field, messages] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? String(messages[0]) : typeof messages === "string" ? messages : null;
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: "server", message: first }, { shouldFocus: true });
    else if (field !== "code") leftovers.push(first);
  }
  return leftovers;
}
