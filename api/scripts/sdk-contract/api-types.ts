import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from "openapi-typescript";
import ts from "typescript";
import { openDatabase } from "@greenpage/db";
import { createApp, createContext } from "../../src/app.ts";
import { loadConfig } from "../../src/lib/config.ts";
import { createLogger } from "../../src/lib/logger.ts";

export const API_TYPES_FILE = new URL("../../../sdk/src/api-types.ts", import.meta.url);

const HEADER = `// Generated from the Greenpage API's OpenAPI document (/api/v1/openapi.json)
// by api/scripts/sdk-contract/write.ts. Do not edit: run \`npm run types -w sdk\`.

`;

/**
 * The OpenAPI document exactly as production serves it (production hides the
 * dev-only routes), read from a real app on an in-memory database.
 */
export async function fetchOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(join(tmpdir(), "greenpage-sdk-types-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    // Only the document is read: no session is ever signed with this.
    BETTER_AUTH_SECRET: "openapi-document-only-not-a-real-secret",
  });
  const database = openDatabase({ pgliteDir: "memory://" });
  try {
    const app = createApp(createContext(config, database, createLogger("silent")));
    const response = await app.handle(new Request("http://localhost/api/v1/openapi.json"));
    if (!response.ok) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
    return (await response.json()) as OpenAPI3;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Elysia describes every integer it would coerce from text as "a numeric
 * string or an integer". That is true of what a request may send, never of
 * what a response holds: there the type is the number alone.
 */
function isCoercedNumber(schema: SchemaObject): boolean {
  const options = "anyOf" in schema ? schema.anyOf : undefined;
  if (!Array.isArray(options) || options.length !== 2) return false;
  const [text, number] = options as SchemaObject[];
  const isText = text !== undefined && "type" in text && text.type === "string" && (text.format === "integer" || text.format === "numeric");
  return isText && number !== undefined && "type" in number && (number.type === "integer" || number.type === "number");
}

/** The same inside a nullable: `anyOf: [coerced number, { type: "null" }]`. */
function isNullableCoercedNumber(schema: SchemaObject): boolean {
  const options = "anyOf" in schema ? schema.anyOf : undefined;
  if (!Array.isArray(options) || options.length !== 2) return false;
  const [value, nothing] = options as SchemaObject[];
  return value !== undefined && isCoercedNumber(value) && nothing !== undefined && "type" in nothing && nothing.type === "null";
}

/** A response's number type, where Elysia documented a coerced one. */
function responseNumber(schema: SchemaObject): ts.TypeNode | undefined {
  const number = ts.factory.createKeywordTypeNode(ts.SyntaxKind.NumberKeyword);
  if (isCoercedNumber(schema)) return number;
  if (isNullableCoercedNumber(schema)) return ts.factory.createUnionTypeNode([number, ts.factory.createLiteralTypeNode(ts.factory.createNull())]);
  return undefined;
}

/** The text of src/api-types.ts for the API as it is now. */
export async function renderApiTypes(): Promise<string> {
  const ast = await openapiTS(await fetchOpenApiDocument(), {
    transform: (schema, { path }) => (path?.includes("/responses/") ? responseNumber(schema) : undefined),
  });
  return HEADER + astToString(ast);
}
