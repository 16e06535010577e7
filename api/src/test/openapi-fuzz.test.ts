import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../modules/evidence/test-fixtures.ts";
import { createTestApp, ownerWithPage, type TestClient } from "./harness.ts";

/**
 * Every operation of the OpenAPI document, called with what an attacker or a
 * broken client sends: NUL and other text the database cannot hold, invalid
 * UTF-8, huge and negative numbers, wrong types, deeply nested and malformed
 * JSON, in the path, the query and the body. None may answer 5xx: a bad
 * request is the client's mistake and gets a 4xx in the API's own shape.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** `documented`: the 5xx statuses the operation itself declares (oEmbed's 501 for an unknown format, as its specification says). */
type Operation = { method: string; path: string; query: string[]; body: Record<string, unknown> | null; admin: boolean; documented: Set<number> };
type Sent = { method: string; url: string; body?: BodyInit; contentType?: string };

const NUL = "a\u0000b";
const HUGE = "99999999999999999999999999";
/** Texts in a URL: NUL, invalid UTF-8 (a lone continuation byte, an overlong slash), huge and negative numbers. */
const URL_VALUES = ["%00", "a%00b", "%FF%FE", "%C0%AF", HUGE, "-1", "1e400", "0x10", "%E2%80%AE", "..%2F..%2F"];
/** Values of the wrong kind or out of any range for a JSON field. */
const FIELD_VALUES: unknown[] = [
  NUL,
  "lone \uD800 surrogate",
  { en: NUL, ja: NUL },
  [NUL],
  1e308,
  -1,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  {},
  [],
  "x".repeat(100_000),
];

function operations(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: Record<string, unknown> }>>;
}) {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const schema = (operation.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined)?.content?.[
        "application/json"
      ]?.schema;
      found.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        body: operation.requestBody ? (schema?.properties ?? {}) : null,
        admin: path.includes("/admin/"),
        // 500 and 503 are documented on every operation (any can fail; the database can be away): never an expected answer here.
        documented: new Set(
          Object.keys(operation.responses ?? {})
            .map(Number)
            .filter((status) => status > 500 && status !== 503),
        ),
      });
    }
  }
  // Ending a session last, so every other call runs signed in.
  return found.sort((a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")));
}

/** The path with each `{parameter}` filled: real values of the owner's page, then each hostile one. */
function paths(path: string, real: Record<string, string>): string[] {
  const fill = (value: (name: string) => string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
  if (!path.includes("{")) return [path];
  return [fill((name) => real[name] ?? "1"), ...URL_VALUES.map((value) => fill(() => value))];
}

function requests(operation: Operation, real: Record<string, string>): Sent[] {
  const sent: Sent[] = [];
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: "application/json" });
  for (const path of paths(operation.path, real)) {
    sent.push({ method: operation.method, url: path, ...(operation.body ? json({}) : {}) });
  }
  const [path] = paths(operation.path, real);
  for (const name of operation.query) {
    for (const value of URL_VALUES) sent.push({ method: operation.method, url: `${path}?${name}=${value}`, ...(operation.body ? json({}) : {}) });
    sent.push({ method: operation.method, url: `${path}?${name}=1&${name}=2&${name}=%00` });
  }
  if (operation.body) {
    for (const body of [null, [], "text", 1e308, true]) sent.push({ method: operation.method, url: path!, ...json(body) });
    for (const field of Object.keys(operation.body)) {
      for (const value of FIELD_VALUES) sent.push({ method: operation.method, url: path!, ...json({ [field]: value }) });
    }
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    for (const raw of [deep, deepObject, '{"a":', "\u0000", '{"a":"\\u0000"}', '{"__proto__":{"admin":true}}']) {
      sent.push({ method: operation.method, url: path!, body: raw, contentType: "application/json" });
    }
    sent.push({
      method: operation.method,
      url: path!,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      contentType: "application/json",
    });
    sent.push({ method: operation.method, url: path!, body: "a=1&b=%00", contentType: "application/x-www-form-urlencoded" });
    sent.push({ method: operation.method, url: path!, body: NUL, contentType: "text/plain" });
  }
  return sent;
}

async function send(client: TestClient, request: Sent): Promise<number> {
  const headers: Record<string, string> = { "x-forwarded-for": client.ip, origin: t.config.siteUrl };
  if (request.contentType) headers["content-type"] = request.contentType;
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await t.app.handle(
    new Request(`http://localhost${request.url}`, { method: request.method, headers, body: request.body, redirect: "manual" }),
  );
  await response.arrayBuffer();
  return response.status;
}

describe("every OpenAPI operation under hostile input", () => {
  it("never answers 5xx", async () => {
    const owner = await ownerWithPage(t, { published: true });
    const content = await owner.client.post(
      `/api/v1/businesses/${owner.page.id}/contents/`,
      { kind: "custom", title_json: { en: "Fuzzed" }, is_published: true },
      owner.headers,
    );
    const admin = await signedInAdmin(t);
    const anonymous = t.client();
    const real: Record<string, string> = {
      id: String(owner.page.id),
      business_id: String(owner.page.id),
      business: owner.page.handle,
      content_id: String(content.json.id),
      handle: owner.page.handle,
    };
    const document = (await anonymous.get("/api/v1/openapi.json")).json;
    const all = operations(document);
    const failures: string[] = [];
    let count = 0;
    for (const operation of all) {
      const callers = operation.admin ? [admin.client, anonymous] : [owner.client, anonymous];
      for (const client of callers) {
        for (const request of requests(operation, real)) {
          const status = await send(client, request);
          count++;
          if (status >= 500 && !operation.documented.has(status))
            failures.push(`${status} ${request.method} ${request.url} ${typeof request.body === "string" ? request.body.slice(0, 60) : ""}`);
        }
      }
    }
    console.log(`fuzz: ${all.length} operations, ${count} requests, ${failures.length} answered an undocumented 5xx`);
    expect(all.length).toBeGreaterThan(80);
    expect(failures).toEqual([]);
  }, 600_000);
});
