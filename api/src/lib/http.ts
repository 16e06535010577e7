import type { TSchema } from "@sinclair/typebox";
import { ValueErrorType } from "@sinclair/typebox/errors";
import { Value } from "@sinclair/typebox/value";
import { Elysia, type ValidationError } from "elysia";
import type { AppContext } from "./context.ts";
import { ApiError, COMMON_ERRORS, FieldError, type FieldErrors } from "./errors.ts";
import { unstorableText } from "./storable-text.ts";
import { isDatabaseUnavailable, isStatementTimeout, isWriteConflict } from "@greenpage/db";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** TypeBox errors → `{ field: [messages] }`, preferring the message a schema declares with `error`. */
export function validationToFields(error: ValidationError): FieldErrors {
  // No prototype: a field a client names `__proto__` or `constructor` is a field like any other, not Object's.
  const fields: FieldErrors = Object.create(null);
  const settled = new Set<string>();
  for (const issue of error.all.flatMap((each) => nullableBranch(each as Issue))) {
    const path = "path" in issue ? String(issue.path) : "";
    const schema = "schema" in issue ? (issue.schema as { error?: unknown; messages?: FieldMessages }) : undefined;
    const field = path.replace(/^\//, "").replace(/\//g, ".") || propertyOf(error.validator, schema) || "non_field_errors";
    const rule = "type" in issue ? ruleOf(issue as UnionIssue) : undefined;
    const declared = (rule && schema?.messages?.[rule]) ?? (typeof schema?.error === "string" ? schema.error : undefined);
    const message = declared ?? ("summary" in issue && issue.summary ? String(issue.summary) : "Invalid value.");
    // A field with `messages` says one thing, its first broken rule (required before too long before the pattern).
    if (schema?.messages) {
      if (settled.has(field)) continue;
      settled.add(field);
      fields[field] = [message];
      continue;
    }
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

type Issue = { type?: ValueErrorType; path?: string; value?: unknown; schema?: unknown; summary?: string; message?: string; errors?: Iterable<Issue>[] };

/**
 * A value of a nullable schema (`T | null`) that is neither: the errors of `T`
 * itself, each on its own path (`name_json.en`, not "Expected union value" on
 * `name_json`), unless the union declares its own message.
 */
function nullableBranch(issue: Issue): Issue[] {
  const schema = issue.schema as { anyOf?: { type?: unknown }[]; error?: unknown; messages?: unknown } | undefined;
  const branches = schema?.anyOf ?? [];
  const nullable = branches.length === 2 && branches.some((branch) => branch.type === "null");
  if (issue.type !== ValueErrorType.Union || !nullable || issue.value == null || schema?.error !== undefined || schema?.messages) return [issue];
  const inner = (issue.errors ?? []).flatMap((branch) => [...branch]).filter((each) => each.type !== ValueErrorType.Null);
  return inner.length ? inner.flatMap((each) => nullableBranch({ ...each, summary: each.summary ?? each.message })) : [issue];
}

/**
 * A message per broken rule, for a field with more than one (`error` is the
 * same message for every rule). With `x-trim` (see `trimFields`) lengths and
 * patterns apply to the trimmed text.
 */
export type FieldMessages = Partial<Record<FieldRule, string>>;
type FieldRule = "required" | "type" | "minLength" | "maxLength" | "pattern" | "additionalProperties" | "maxItems";
type UnionIssue = { type: ValueErrorType; value?: unknown; errors?: { First(): { type: ValueErrorType } | undefined }[] };
/** The broken rule (a value that is not there at all is a missing one); for a nullable text (a union with null), the text's own. */
function ruleOf(issue: UnionIssue): FieldRule | undefined {
  if (issue.value === undefined) return "required";
  if (issue.type !== ValueErrorType.Union) return RULE_OF[issue.type];
  for (const branch of issue.errors ?? []) {
    const first = branch.First();
    if (first && first.type !== ValueErrorType.Null && RULE_OF[first.type]) return RULE_OF[first.type];
  }
  return undefined;
}
const RULE_OF: Partial<Record<ValueErrorType, FieldRule>> = {
  [ValueErrorType.ObjectRequiredProperty]: "required",
  [ValueErrorType.String]: "type",
  [ValueErrorType.StringMinLength]: "minLength",
  [ValueErrorType.StringMaxLength]: "maxLength",
  [ValueErrorType.StringPattern]: "pattern",
  [ValueErrorType.ObjectAdditionalProperties]: "additionalProperties",
  [ValueErrorType.ArrayMaxItems]: "maxItems",
};

/**
 * The message a field's schema gives a value, for its first broken rule, or
 * undefined when the value passes: for a check that answers rather than
 * refuses (a handle tried while typing), with the model's rules and words.
 */
export function firstFieldMessage(schema: TSchema & { messages?: FieldMessages; error?: unknown }, value: unknown): string | undefined {
  const issue = Value.Errors(schema, value).First();
  if (!issue) return undefined;
  const rule = ruleOf(issue as UnionIssue);
  return (rule && schema.messages?.[rule]) ?? (typeof schema.error === "string" ? schema.error : issue.message);
}

/**
 * A route's `transform`: trims the text the body's schema marks `x-trim`,
 * wherever it sits (a field, a language of a `{ en, ja }` text, a field of
 * an item in a list), before validation, so a model's lengths and patterns
 * are the rule for what is stored ("  " is empty, spaces do not count).
 */
export function trimFields(schema: TSchema) {
  return ({ body }: { body: unknown }) => {
    trimmed(schema, body);
  };
}

type Walkable = { "x-trim"?: unknown; anyOf?: unknown[]; properties?: Record<string, unknown>; patternProperties?: Record<string, unknown>; items?: unknown };

/** `value` with its `x-trim` text trimmed (objects and lists in place); for a union, as each branch says. */
function trimmed(schema: unknown, value: unknown): unknown {
  if (typeof schema !== "object" || schema === null) return value;
  const node = schema as Walkable;
  if (typeof value === "string")
    return node["x-trim"] === true || (node.anyOf ?? []).some((branch) => (branch as Walkable)["x-trim"] === true) ? value.trim() : value;
  if (typeof value !== "object" || value === null) return value;
  for (const branch of node.anyOf ?? []) trimmed(branch, value);
  if (Array.isArray(value)) {
    if (node.items) for (const [i, item] of value.entries()) value[i] = trimmed(node.items, item);
    return value;
  }
  const fields = value as Record<string, unknown>;
  for (const [name, property] of Object.entries(node.properties ?? {})) if (name in fields) fields[name] = trimmed(property, fields[name]);
  const each = Object.values(node.patternProperties ?? {})[0];
  if (each) for (const name of Object.keys(fields)) if (!(name in (node.properties ?? {}))) fields[name] = trimmed(each, fields[name]);
  return value;
}

/**
 * Query values are coerced one by one, so their errors carry no path: such
 * schemas name their field with `x-field`; otherwise find the property by schema.
 */
function propertyOf(validator: unknown, schema: unknown): string | undefined {
  const named = (schema as { "x-field"?: unknown } | undefined)?.["x-field"];
  if (typeof named === "string") return named;
  const root = (validator as { schema?: unknown })?.schema ?? validator;
  const properties = (root as { properties?: Record<string, unknown> })?.properties ?? {};
  const wanted = JSON.stringify(schema);
  return Object.entries(properties).find(([, value]) => value === schema || JSON.stringify(value) === wanted)?.[0];
}

/** On every answer: no content sniffing, no full URLs leaked to other sites; HSTS once served over https. */
export function securityHeaders(ctx: AppContext): Record<string, string> {
  const headers: Record<string, string> = { "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" };
  if (ctx.config.siteUrl.startsWith("https://")) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * A plan limit's `upgrade_url` names a page of the site: answered absolute
 * (the site's own URL before it), so a client that is not the site — the CLI,
 * a script, a mail — can open it as it is; the site follows it the same.
 */
function withAbsoluteUpgradeUrl(body: Record<string, unknown>, siteUrl: string): Record<string, unknown> {
  const url = body.upgrade_url;
  return typeof url === "string" && url.startsWith("/") ? { ...body, upgrade_url: `${siteUrl}${url}` } : body;
}

/**
 * Request ids, one structured log line per request, the security headers,
 * and the one error model: no stack trace ever leaves the server.
 */
export function httpConventions(ctx: AppContext) {
  const security = securityHeaders(ctx);
  const started = new WeakMap<Request, { id: string; at: number }>();
  const errorStatus = new WeakMap<Request, number>();
  const app = new Elysia({ name: "http-conventions", seed: ctx.id })
    .onRequest(({ request, set }) => {
      const id = request.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
      started.set(request, { id, at: performance.now() });
      set.headers["x-request-id"] = id;
      Object.assign(set.headers, security);
      // While the database is down every request would fail anyway: say so at once instead of waiting on it.
      if (!ctx.database.isUp()) throw COMMON_ERRORS.raise("database_unavailable");
    })
    // Every route, before its own validation: text the database cannot store is refused on its field, never a 500.
    .onTransform({ as: "global" }, ({ body, query, params }) => {
      const fields = { ...unstorableText(params), ...unstorableText(query), ...unstorableText(body) };
      if (Object.keys(fields).length > 0) throw new FieldError(fields);
    })
    .onError({ as: "global" }, ({ code, error, request }) => {
      const response = errorResponse(code, error, request);
      errorStatus.set(request, response.status);
      return response;
    })
    .onAfterResponse({ as: "global" }, ({ request, set, responseValue }) => {
      const start = started.get(request);
      const status = responseValue instanceof Response ? responseValue.status : (errorStatus.get(request) ?? set.status);
      ctx.logger.info("request", {
        request_id: start?.id,
        method: request.method,
        path: new URL(request.url).pathname,
        status: typeof status === "number" ? status : 200,
        duration_ms: start ? Math.round((performance.now() - start.at) * 10) / 10 : undefined,
      });
    });
  return app;

  function errorResponse(code: string | number, error: unknown, request: Request): Response {
    const requestId = started.get(request)?.id;
    const headers: Record<string, string> = { ...security, ...(requestId ? { "x-request-id": requestId } : {}) };
    if (error instanceof FieldError) return json(400, error.fields, headers);
    if (error instanceof ApiError) {
      if (error.status === 503) return databaseUnavailable(headers, error.code === "database_busy" ? "database_busy" : "database_unavailable");
      Object.assign(headers, error.headers);
      return json(error.status, withAbsoluteUpgradeUrl(error.toBody(), ctx.config.siteUrl), headers);
    }
    // A path that fails its parameters' rules (an id too long to be one) names nothing.
    if (code === "VALIDATION" && (error as ValidationError).type === "params") return json(404, COMMON_ERRORS.raise("not_found").toBody(), headers);
    // A response that fails its own schema is our bug, not the client's.
    if (code === "VALIDATION" && (error as ValidationError).type !== "response") return json(400, validationToFields(error as ValidationError), headers);
    if (code === "NOT_FOUND") return json(404, COMMON_ERRORS.raise("not_found").toBody(), headers);
    if (code === "PARSE") return json(400, COMMON_ERRORS.raise("parse_error").toBody(), headers);
    if (isDatabaseUnavailable(error)) {
      void ctx.database.reportOutage(error instanceof Error ? error.message : String(error));
      return databaseUnavailable(headers);
    }
    // The server cancelled a statement that ran past the timeout: busy, not down, and not worth retrying at once.
    if (isStatementTimeout(error)) return databaseUnavailable(headers, "database_busy");
    // Aborted for colliding with another write (a deadlock): nothing was saved, and the client is told to send it again.
    if (isWriteConflict(error)) return databaseUnavailable(headers, "database_busy", "1");
    ctx.logger.error("request.failed", {
      request_id: requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return json(500, COMMON_ERRORS.raise("server_error").toBody(), headers);
  }
}

/**
 * 503 `database_unavailable` (unreachable: a retry may find it back within the second) or `database_busy`
 * (a statement ran past the timeout: retrying at once would only run it again; or a write collided with
 * another and was aborted, `retryAfter` 1: sent again, it is likely to succeed).
 */
export function databaseUnavailable(
  headers: Record<string, string> = {},
  code: "database_unavailable" | "database_busy" = "database_unavailable",
  retryAfter = code === "database_busy" ? "5" : "1",
): Response {
  return json(503, COMMON_ERRORS.raise(code).toBody(), { ...headers, "retry-after": retryAfter });
}

/** 204 with no body (Elysia would serialise a returned null, which a 204 may not carry). */
export const noContent = () => new Response(null, { status: 204 });

/**
 * A 200 whose JSON is `null` ("there is none", for a schema `t.Nullable(...)`):
 * Elysia would send a returned null as an empty text/plain body, which is not JSON.
 */
export const jsonNull = () => json(200, null);
