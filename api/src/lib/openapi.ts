import { Elysia } from "elysia";
import { boundCoercedText, documentCommonAnswers, sizeInteger } from "./openapi-contract.ts";

/** The API's version, as its OpenAPI document and index give it. */
export const API_VERSION = "0.1.0";

/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = "/api/v1/openapi.json";

/**
 * How a caller proves who they are, as OpenAPI security requirements. The
 * guard macros (`lib/auth-guard.ts`, `lib/page-access.ts`) put these on their
 * routes, so a new guarded route is documented as guarded without anyone
 * remembering to; a route with no guard is documented as public.
 */
type SecurityRequirement = Record<string, string[]>;

export const SECURITY: Record<"signedIn" | "session" | "optional" | "public", SecurityRequirement[]> = {
  /** An access token or API key (`Authorization: Bearer`), `X-API-Key`, or the site's session cookie. */
  signedIn: [{ bearer: [] }, { apiKey: [] }, { sessionCookie: [] }],
  /** A session only (access token or cookie): what a leaked API key must not reach. */
  session: [{ bearer: [] }, { sessionCookie: [] }],
  /** Public, and a signed-in caller gets more (e.g. `upvoted` in Explore). */
  optional: [{}, { bearer: [] }, { apiKey: [] }, { sessionCookie: [] }],
  public: [],
};

export const SECURITY_SCHEMES = {
  bearer: { type: "http", scheme: "bearer", description: "An access token (JWT) from `POST /api/v1/auth/token/`, or an API key (`gpk_…`)" },
  apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "An API key (`gpk_…`)" },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The site's sign-in session (`__Secure-` prefixed over HTTPS); writes must also send the site's `Origin`",
  },
} as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Keys the API's TypeBox schemas carry for validation that are not JSON
 * Schema 2020-12: `error` and `messages` (the field's messages), `x-field`
 * (names a query value's field) and TypeBox's OpenAPI 3.0 `nullable`, which
 * 3.1 expresses as a `"null"` type (already present beside it). `x-trim`
 * stays: an `x-` key is an OpenAPI extension, and it tells a client that
 * lengths are measured after trimming.
 */
const VALIDATION_ONLY = ["error", "messages", "x-field", "nullable"];
/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE = ["items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else"];
const MANY = ["anyOf", "oneOf", "allOf", "prefixItems"];
const MAP = ["properties", "patternProperties", "$defs", "definitions"];

function cleanSchema(schema: unknown): void {
  if (!isObject(schema)) return;
  for (const key of VALIDATION_ONLY) delete schema[key];
  sizeInteger(schema);
  boundCoercedText(schema);
  for (const key of ONE) cleanSchema(schema[key]);
  for (const key of MANY) if (Array.isArray(schema[key])) for (const item of schema[key]) cleanSchema(item);
  for (const key of MAP) if (isObject(schema[key])) for (const item of Object.values(schema[key])) cleanSchema(item);
}

function cleanContent(owner: Json): void {
  const content = owner.content;
  if (!isObject(content)) return;
  // A response declared as `t.Void()` arrives as `{ type: "void", description }` instead of media types: it has no body.
  if (Object.values(content).some((media) => !isObject(media))) {
    delete owner.content;
    return;
  }
  for (const media of Object.values(content)) cleanSchema((media as Json).schema);
}

/** What the document needs to know of a route (Elysia's `app.routes`). */
export type DocumentedRoute = { method: string; path: string; hooks?: { detail?: { responses?: Record<string, unknown> } } };

/**
 * The plugin drops a route's `detail.responses` when the route also declares
 * `response` schemas, which loses answers that are not JSON (a CSV, a 202
 * with no body): put them back, the schemas' own answers winning.
 */
function restoreDeclaredResponses(paths: Json, routes: readonly DocumentedRoute[]): void {
  for (const route of routes) {
    const declared = route.hooks?.detail?.responses;
    const operation = (paths[route.path.replace(/:([^/]+)/g, "{$1}")] as Json | undefined)?.[route.method.toLowerCase()];
    if (!declared || !isObject(operation)) continue;
    operation.responses = { ...structuredClone(declared), ...(isObject(operation.responses) ? operation.responses : {}) };
  }
}

/**
 * The document integrators read: valid OpenAPI 3.1 (no 3.0 `nullable`, no
 * validation-only keys), a `security` on every operation, and `servers`.
 * Works on a copy: the runtime schemas keep their messages.
 */
export function publishedDocument(generated: Json, routes: readonly DocumentedRoute[] = []): Json {
  const document = structuredClone(generated);
  if (isObject(document.paths)) restoreDeclaredResponses(document.paths, routes);
  document.servers = [
    {
      url: "/",
      description: "This instance (production, or local development under `npm start`): the site, which proxies `/api`, or the API itself",
      "x-internal": false,
    },
  ];
  for (const operations of Object.values(isObject(document.paths) ? document.paths : {})) {
    for (const operation of Object.values(isObject(operations) ? operations : {})) {
      if (!isObject(operation)) continue;
      operation.security ??= [...SECURITY.public];
      for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) cleanSchema((parameter as Json).schema);
      if (isObject(operation.requestBody)) cleanContent(operation.requestBody);
      for (const response of Object.values(isObject(operation.responses) ? operation.responses : {})) if (isObject(response)) cleanContent(response);
      documentCommonAnswers(operation);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  for (const schema of Object.values(isObject(components.schemas) ? components.schemas : {})) cleanSchema(schema);
  return document;
}

/**
 * Serves the published document in place of the plugin's raw one. Registered
 * before the OpenAPI plugin so the hook covers its route; the document is
 * built once per generated document (the plugin caches its own). `routes`
 * reads the whole app's routes when the document is asked for.
 */
export function openapiDocument(routes: () => readonly DocumentedRoute[]) {
  const published = new WeakMap<object, Json>();
  return new Elysia({ name: "openapi-document" }).onAfterHandle({ as: "global" }, ({ path, responseValue }) => {
    if (path !== OPENAPI_PATH || !isObject(responseValue)) return;
    let document = published.get(responseValue);
    if (!document) published.set(responseValue, (document = publishedDocument(responseValue, routes())));
    return document;
  });
}
