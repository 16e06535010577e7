import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "../server-errors.ts";
import { GreenpageError, toastFailure } from "./api.ts";

/**
 * A failed save: field errors go on their fields (first message each), the
 * rest becomes one error toast in the server's words (a plan limit with the way to upgrade).
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: (key: string) => string,
  toFormFields: (body: unknown) => unknown = (body) => body,
) {
  if (error instanceof GreenpageError && error.status === 400) {
    const leftovers = applyFieldErrors(toFormFields(error.body), fields, setError);
    if (leftovers.length > 0) toast.error(leftovers[0]!);
    return;
  }
  toastFailure(error, t);
}
