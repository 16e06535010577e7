import type { SchemaOptions } from "@sinclair/typebox";
import { t } from "elysia";
import { LANGUAGE_CODES } from "@greenpage/db/schema";

/** The two error shapes of /api/v1 (lib/errors.ts), as every route documents them. */
export const FieldErrorsResponse = t.Record(t.String(), t.Array(t.String()), {
  description: "Field errors: the first message per field is shown on the form.",
});
export const ErrorResponse = t.Object({ detail: t.String(), code: t.String() });

/** `en` or `ja`, from the one list of languages (a union of literals: no default is filled in). */
export const LanguageCodeSchema = (options?: SchemaOptions) =>
  t.Union(
    LANGUAGE_CODES.map((code) => t.Literal(code)),
    options,
  );
