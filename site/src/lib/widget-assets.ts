// The widget as built by widget/scripts/build.mjs (the site build runs it first), bundled into the server.
import loader from "@greenpage/widget/dist/widget.js?raw";
import manifestText from "@greenpage/widget/dist/manifest.json?raw";
import popup from "@greenpage/widget/dist/popup.js?raw";

type Manifest = { loader: { file: string }; popup: { file: string } };
const manifest = JSON.parse(manifestText) as Manifest;

const SCRIPT_HEADERS = {
  "content-type": "text/javascript; charset=utf-8",
  "x-content-type-options": "nosniff",
  // Any site may load the widget: the popup chunk is an ES module, fetched with CORS.
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
};
/** The stable /widget.js: an hour fresh, then a day served stale while it revalidates, so a release reaches hosts within the hour. */
const STABLE_CACHE = "public, max-age=3600, stale-while-revalidate=86400";
/** A versioned file never changes: its name is a hash of its bytes. */
const VERSIONED_CACHE = "public, max-age=31536000, immutable";

// A Map, not an object: `constructor` or `__proto__` must not be found as a file.
const VERSIONED = new Map([
  [manifest.loader.file, loader],
  [manifest.popup.file, popup],
]);

function script(body: string, etag: string, cacheControl: string, request: Request): Response {
  const headers = { ...SCRIPT_HEADERS, "cache-control": cacheControl, etag: `"${etag}"` };
  const asked = request.headers.get("if-none-match");
  if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === headers.etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** `/widget.js`, the URL in every snippet. */
export function stableLoader(request: Request): Response {
  return script(loader, manifest.loader.file, STABLE_CACHE, request);
}

/** `/widget/v/<file>`: the loader and the popup chunk under names that change with their bytes. */
export function versionedAsset(file: string | undefined, request: Request): Response {
  const body = file ? VERSIONED.get(file) : undefined;
  if (body === undefined)
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "access-control-allow-origin": "*" } });
  return script(body, file!, VERSIONED_CACHE, request);
}
