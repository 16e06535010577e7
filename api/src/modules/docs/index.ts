import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { COMMON_ERRORS } from "../../lib/errors.ts";
import { API_VERSION, OPENAPI_PATH } from "../../lib/openapi.ts";
import { DOCS_CSP, DOCS_HTML, DOCS_PATH, docsAsset } from "./assets.ts";

const ApiIndex = t.Object({
  name: t.String(),
  version: t.String(),
  docs: t.String({ description: "The browsable reference" }),
  openapi: t.String({ description: "The OpenAPI 3.1 document" }),
  health: t.String({ description: "Liveness and migration version" }),
});

/** The address `npm start` prints (a small index, not a 404), the browsable docs and the docs' own files. */
export const docsModule = (_ctx: AppContext) =>
  new Elysia({ tags: ["Health"] })
    .get("/", () => ({ name: "Greenpage API", version: API_VERSION, docs: DOCS_PATH, openapi: OPENAPI_PATH, health: "/api/v1/health/" }), {
      response: ApiIndex,
      detail: { summary: "The API's name and version, with links to its docs, OpenAPI document and health" },
    })
    .get(
      "/docs",
      () =>
        new Response(DOCS_HTML, { headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": DOCS_CSP, "cache-control": "no-cache" } }),
      { detail: { hide: true } },
    )
    .get(
      "/docs/assets/:file",
      ({ params }) => {
        const asset = docsAsset(params.file);
        if (!asset) throw COMMON_ERRORS.raise("not_found");
        // Pinned by the lockfile: a day's caching, revalidated after.
        return new Response(asset.body, { headers: { "content-type": asset.type, "cache-control": "public, max-age=86400" } });
      },
      { params: t.Object({ file: t.String({ maxLength: 40 }) }), detail: { hide: true } },
    );
