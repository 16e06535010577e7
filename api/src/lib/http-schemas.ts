import type { SchemaOptions } from "@sinclair/typebox";
import { t } from "elysia";
import { COMMON_ERRORS } from "./errors.ts";
import { EVIDENCE_STATES, LANGUAGE_CODES, PLAN_CODES } from "@greenpage/db/schema";
import type { FieldMessages } from "./http.ts";
import { RULES } from "./validate.ts";

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

/** A row id in a URL path (`/businesses/{business_id}/…`): digits, never longer than this; anything else names nothing (404). */
export const PathId = t.String({ maxLength: 20 });
/** A public page in a URL path: its handle (at most 30 characters) or its id. */
export const PageKey = t.String({ maxLength: 30, description: "Handle or id" });

/** `en` or `ja`, from the one list of languages (a union of literals: no default is filled in). */
export const LanguageCodeSchema = (options?: SchemaOptions) =>
  t.Union(
    LANGUAGE_CODES.map((code) => t.Literal(code)),
    options,
  );

/**
 * A value from a fixed list (a plan's code, a language's, an evidence
 * state) in a response: a string with `enum`, which the OpenAPI document and
 * the SDK read as the union. Elysia's handler typing turns a response union
 * of literals into `never`, so the union cannot be TypeBox's own here.
 */
export const CodeSchema = (codes: readonly string[], options?: SchemaOptions) => t.String({ enum: [...codes], ...options });

/** An item's evidence state, from the one list in the schema. */
export const EvidenceStateSchema = (options?: SchemaOptions) =>
  CodeSchema(EVIDENCE_STATES, { description: "self_reported, submitted (for review) or verified", ...options });

/** A plan's code, from the one list of plans. */
export const PlanCodeSchema = (options?: SchemaOptions) => CodeSchema(PLAN_CODES, options);

type TextRules = { minLength?: number; maxLength: number; pattern?: string; messages: FieldMessages; description?: string };

/**
 * Text a person types, with its rules and a message for each: it is trimmed
 * before it is checked (`x-trim`, applied by the route's `trimFields`), so
 * "  " is empty and spaces around a name do not count toward its length.
 * The rules reach the OpenAPI document, and so the SDK and the site.
 */
export const Text = ({ messages, ...rules }: TextRules) => t.String({ ...rules, messages, "x-trim": true });

/** `Text` that may also be null (null and empty mean the same: none). */
export const NullableText = (rules: TextRules) => t.Union([Text(rules), t.Null()], { messages: rules.messages });

/**
 * Text per language, `{ en, ja }`, as a person types it: only the supported
 * languages (another key is refused on its own field, `title_json.fr`), each
 * trimmed before it is checked and at most `maxLength` long. Dropping blank
 * languages, and saying when none is left where one is required (a create,
 * not a PATCH), stay with the service that stores it.
 */
export const LocalizedTextIn = (maxLength: number, description = "Text per language: `{ en, ja }`.") =>
  t.Record(t.String({ pattern: `^(${LANGUAGE_CODES.join("|")})$` }), Text({ maxLength, messages: { maxLength: RULES.tooLong(maxLength) } }), {
    additionalProperties: false,
    messages: { additionalProperties: RULES.language },
    description,
  });

/**
 * A choice from a fixed list of codes in a request, with the one message a
 * wrong value gets: a union of literals, as `LanguageCodeSchema` (Elysia's
 * `UnionEnum` would fill in its first value when the field is left out).
 */
export const ChoiceIn = <const C extends readonly string[]>(codes: C, message: string, options?: SchemaOptions) =>
  t.Union(
    codes.map((code) => t.Literal(code as C[number])),
    { error: message, ...options },
  );
