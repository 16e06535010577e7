import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "../server-errors.ts";
import { ApiFailure, failureMessage } from "./api.ts";

/**
 * A failed save: field errors go on their fields (first message each), the
 * rest becomes one error toast in the server's words.
 */
export function showSaveFailure<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>, fallback: string) {
  if (error instanceof ApiFailure && error.status === 400) {
    const leftovers = applyFieldErrors(error.body, fields, setError);
    if (leftovers.length > 0) toast.error(leftovers[0]!);
    return;
  }
  toast.error(failureMessage(error, fallback));
}
