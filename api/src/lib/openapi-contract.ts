import { MESSAGES } from "./errors.ts";

/**
 * What the published OpenAPI document states beyond the routes' own schemas,
 * each derived from how the API really behaves (so nothing here is a claim
 * the server does not keep): integer sizes, the length of the text Elysia
 * accepts in place of a number, and the answers any operation can give.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

const INT32_MAX = 2_147_483_647;
const isType = (schema: Json, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** An integer says its size: int32 when its bounds fit in one, else int64 (a JSON number is exact to 2^53). */
export function sizeInteger(schema: Json): void {
  if (!isType(schema, "integer") || schema.format !== undefined) return;
  const fits = typeof schema.maximum === "number" && schema.maximum <= INT32_MAX && typeof schema.minimum === "number" && schema.minimum >= -INT32_MAX - 1;
  schema.format = fits ? "int32" : "int64";
}

/**
 * Elysia accepts a number or a boolean in a query, a path or a body also as
 * text, and documents that as `anyOf: [{ type: integer, minimum, maximum }, {
 * type: string, format: integer }]`. The text is only accepted when it is
 * the number (or `true`/`false`), so its length is bounded by the number's:
 * say so.
 */
export function boundCoercedText(schema: Json): void {
  if (!Array.isArray(schema.anyOf)) return;
  const branches = schema.anyOf.filter(isObject);
  const text = branches.find(
    (branch) => isType(branch, "string") && (branch.format === "integer" || branch.format === "boolean" || branch.format === "numeric"),
  );
  if (!text || text.maxLength !== undefined) return;
  if (text.format === "boolean") {
    text.maxLength = 5;
    return;
  }
  const number = branches.find((branch) => isType(branch, "integer") || isType(branch, "number"));
  const bound = [number?.maximum, number?.minimum, schema.maximum, schema.minimum].filter((value): value is number => typeof value === "number");
  // The sign and the digits of the largest bound; an unbounded number is at most a 64-bit integer's 20 characters.
  text.maxLength = bound.length ? Math.max(...bound.map((value) => String(Math.trunc(value)).length)) + 1 : 20;
}

const errorBody = (codes: string[]) => ({
  "application/json": {
    schema: {
      type: "object" as const,
      required: ["detail", "code"],
      properties: { detail: { type: "string" as const, maxLength: 500 }, code: { type: "string" as const, enum: codes } },
    },
  },
});

/** The answers of a call that serves a stored file: its bytes (as one of `mediaTypes`), or 404 when there is none to see. */
export function fileResponses(mediaTypes: readonly string[], description: string) {
  return {
    200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: "string" as const, format: "binary" } }])) },
    206: {
      description: "The bytes one `Range: bytes=…` header asked for, with `Content-Range`",
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: "string" as const, format: "binary" } }])),
    },
    404: { description: MESSAGES.notFound, content: errorBody(["not_found"]) },
    416: { description: "The range asked for starts past the end of the file (`Content-Range: bytes */{size}`)" },
  };
}

/** Retry-After and the IETF draft's RateLimit fields, as a 429 sends them (`lib/http.ts`). */
const RATE_LIMIT_HEADERS = {
  "Retry-After": { description: "Seconds until the window that was spent ends.", schema: { type: "integer", format: "int32", minimum: 1, maximum: 86400 } },
  "RateLimit-Limit": { description: "How many calls the window allows.", schema: { type: "integer", format: "int32", minimum: 1, maximum: 100000 } },
  "RateLimit-Remaining": { description: "How many are left in it (0 on a 429).", schema: { type: "integer", format: "int32", minimum: 0, maximum: 100000 } },
  "RateLimit-Reset": { description: "Seconds until it ends.", schema: { type: "integer", format: "int32", minimum: 0, maximum: 86400 } },
};

/**
 * The answers every operation can give whatever it does, added where a route
 * does not declare them: 500 (never with a stack trace) and 503 while the
 * database is unreachable; 401 when it needs a credential; 400 when it takes
 * any input (every route refuses text the database cannot store, on its
 * field); and the headers a 429 carries.
 */
export function documentCommonAnswers(operation: Json): void {
  const responses = (isObject(operation.responses) ? operation.responses : (operation.responses = {})) as Json;
  const secured =
    Array.isArray(operation.security) && operation.security.length > 0 && operation.security.every((entry) => isObject(entry) && Object.keys(entry).length > 0);
  const takesInput = (Array.isArray(operation.parameters) && operation.parameters.length > 0) || operation.requestBody !== undefined;
  responses["500"] ??= { description: MESSAGES.internal, content: errorBody(["server_error"]) };
  responses["503"] ??= {
    description: "The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After.",
    headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", format: "int32", minimum: 1, maximum: 5 } } },
    content: errorBody(["database_unavailable", "database_busy"]),
  };
  if (secured) responses["401"] ??= { description: MESSAGES.unauthenticated, content: errorBody(["not_authenticated"]) };
  if (takesInput && responses["400"] === undefined && responses["422"] === undefined) {
    responses["400"] = {
      description: "Field errors: `{ field: [messages] }`, the first message per field shown on the form.",
      content: {
        "application/json": {
          schema: { type: "object", maxProperties: 100, additionalProperties: { type: "array", maxItems: 20, items: { type: "string", maxLength: 500 } } },
        },
      },
    };
  }
  if (isObject(responses["429"])) responses["429"].headers = { ...RATE_LIMIT_HEADERS, ...(isObject(responses["429"].headers) ? responses["429"].headers : {}) };
}
