import type { SchemaOptions } from "@sinclair/typebox";
import { t } from "elysia";
import { COMMON_ERRORS } from "./errors.ts";
import { LANGUAGE_CODES } from "@greenpage/db/schema";

/** The two error shapes of /api/v1 (lib/errors.ts), as every route documents them. */
export const FieldErrorsResponse = t.Record(t.String(), t.Array(t.String()), {
  description: "Field errors: the first message per field is shown on the form.",
});
/**
 * `{ detail, code }`, with `code` one of the common codes or the given
 * tables' (a union the SDK's generated types expose), so a client can switch
 * on it instead of matching text.
 */
export function errorResponse(...tables: { codes: readonly string[] }[]) {
  const codes = [...new Set([...COMMON_ERRORS.codes, ...tables.flatMap((table) => table.codes)])];
  return t.Object({ detail: t.String(), code: t.Union(codes.map((code) => t.Literal(code))) });
}

/** `en` or `ja`, from the one list of languages (a union of literals: no default is filled in). */
export const LanguageCodeSchema = (options?: SchemaOptions) =>
  t.Union(
    LANGUAGE_CODES.map((code) => t.Literal(code)),
    options,
  );
