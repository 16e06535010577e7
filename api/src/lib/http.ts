import { Elysia, type ValidationError } from "elysia";
import type { AppContext } from "./context.ts";
import { ApiError, COMMON_ERRORS, FieldError, type FieldErrors } from "./errors.ts";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** TypeBox errors → `{ field: [messages] }`, preferring the message a schema declares with `error`. */
export function validationToFields(error: ValidationError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.all) {
    const path = "path" in issue ? String(issue.path) : "";
    const schema = "schema" in issue ? (issue.schema as { error?: unknown }) : undefined;
    const field = path.replace(/^\//, "").replace(/\//g, ".") || propertyOf(error.validator, schema) || "non_field_errors";
    const message = typeof schema?.error === "string" ? schema.error : "summary" in issue && issue.summary ? String(issue.summary) : "Invalid value.";
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
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

/**
 * Request ids, one structured log line per request, and the one error model:
 * no stack trace ever leaves the server.
 */
export function httpConventions(ctx: AppContext) {
  const started = new WeakMap<Request, { id: string; at: number }>();
  const errorStatus = new WeakMap<Request, number>();
  const app = new Elysia({ name: "http-conventions", seed: ctx.id })
    .onRequest(({ request, set }) => {
      const id = request.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
      started.set(request, { id, at: performance.now() });
      set.headers["x-request-id"] = id;
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
    const headers: Record<string, string> = requestId ? { "x-request-id": requestId } : {};
    if (error instanceof FieldError) return json(400, error.fields, headers);
    if (error instanceof ApiError) {
      if (error.status === 429 && error.extra.retry_after) headers["retry-after"] = String(error.extra.retry_after);
      return json(error.status, error.toBody(), headers);
    }
    // A response that fails its own schema is our bug, not the client's.
    if (code === "VALIDATION" && (error as ValidationError).type !== "response") return json(400, validationToFields(error as ValidationError), headers);
    if (code === "NOT_FOUND") return json(404, COMMON_ERRORS.raise("not_found").toBody(), headers);
    if (code === "PARSE") return json(400, COMMON_ERRORS.raise("parse_error").toBody(), headers);
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

/** 204 with no body (Elysia would serialise a returned null, which a 204 may not carry). */
export const noContent = () => new Response(null, { status: 204 });
