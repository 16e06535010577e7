import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../test/harness.ts";
import { SECURITY } from "./openapi.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Operation = { security?: unknown; responses?: Record<string, unknown> };
type Document = { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

const readDocument = async () => (await t.client().get("/api/v1/openapi.json")).json as Document;
const operation = (document: Document, method: string, path: string) => document.paths[path]?.[method];

/** Every key anywhere in the document, with where it was found. */
function* keysOf(value: unknown, at = "#"): Generator<[string, string]> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* keysOf(item, `${at}/${i}`);
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) {
      // Names of properties are the API's own (a field may well be called "error"); keywords are what is checked.
      if (!at.endsWith("/properties")) yield [key, at];
      yield* keysOf(item, `${at}/${key}`);
    }
}

describe("the published OpenAPI document", () => {
  it("says on every operation who may call it, from the route's guard", async () => {
    const document = await readDocument();
    const unmarked = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => !Array.isArray(op.security))
        .map(([method]) => `${method} ${path}`),
    );
    expect(unmarked).toEqual([]);
    expect(operation(document, "get", "/api/v1/businesses/public/{business}/")?.security).toEqual(SECURITY.public);
    expect(operation(document, "patch", "/api/v1/businesses/update/{id}/")?.security).toEqual(SECURITY.signedIn);
    expect(operation(document, "get", "/api/v1/users/me/")?.security).toEqual(SECURITY.signedIn);
    expect(operation(document, "post", "/api/v1/users/me/api-keys/")?.security).toEqual(SECURITY.session);
    expect(operation(document, "get", "/api/v1/admin/verifications/")?.security).toEqual(SECURITY.signedIn);
    expect(operation(document, "get", "/api/v1/explore/pages/")?.security).toEqual(SECURITY.optional);
  });

  it("is OpenAPI 3.1 without the validation-only keys (nullable, error, x-field), with servers", async () => {
    const document = await readDocument();
    const leaked = [...keysOf(document.paths)].filter(([key]) => ["nullable", "error", "x-field"].includes(key));
    expect(leaked).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });

  it("keeps answers declared beside response schemas (a CSV, a 202 with no body)", async () => {
    const document = await readDocument();
    expect(Object.keys(operation(document, "get", "/api/v1/businesses/{business_id}/access-logs/export/")?.responses ?? {})).toContain("200");
    expect(Object.keys(operation(document, "post", "/api/v1/analytics/evts/")?.responses ?? {})).toContain("202");
  });

  it("is cleaned on a copy: validation still answers the models' own messages", async () => {
    await readDocument();
    const { client, page } = await ownerWithPage(t);
    const refused = await client.get(`/api/v1/businesses/${page.id}/feedback/?form_id=abc`);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ form_id: ["Select a valid form."] });
  });
});
