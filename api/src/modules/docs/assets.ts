import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { OPENAPI_PATH } from "../../lib/openapi.ts";

/** Where the docs page and its files are served. */
export const DOCS_PATH = "/api/v1/docs";
const ASSETS_PATH = `${DOCS_PATH}/assets`;

/**
 * The viewer's files, from the pinned `swagger-ui-dist` dependency: the docs
 * work offline and behind a firewall, and change only when the lockfile does
 * (a CDN's `@latest` did neither). Our own initializer is a file too, so the
 * page needs no inline script.
 */
const require = createRequire(import.meta.url);
const VIEWER_FILES = {
  "swagger-ui-bundle.js": "application/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
} as const;

const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: "#swagger-ui",
  deepLinking: true,
  tryItOutEnabled: false,
  validatorUrl: null,
});
`;

const cache = new Map<string, string>();

/** One of the docs' files by name, read once; null for any other name. */
export function docsAsset(name: string): { body: string; type: string } | null {
  if (name === "init.js") return { body: INITIALIZER, type: "application/javascript; charset=utf-8" };
  if (!Object.hasOwn(VIEWER_FILES, name)) return null;
  const file = name as keyof typeof VIEWER_FILES;
  let body = cache.get(file);
  if (!body) {
    // Its source map is not shipped: the comment would only make a browser ask for it.
    body = readFileSync(require.resolve(`swagger-ui-dist/${file}`), "utf8").replace(/\n?\/[/*]# sourceMappingURL=\S+(?: \*\/)?\s*$/, "\n");
    cache.set(file, body);
  }
  return { body, type: VIEWER_FILES[file] };
}

/** The docs page: the viewer and its initializer, all from this server. */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Greenpage API</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/init.js"></script>
  </body>
</html>
`;

/**
 * The docs page's own Content-Security-Policy: everything from this origin
 * (the viewer draws with inline styles and data: images), never framed.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");
