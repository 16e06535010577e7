import { describe, expect, it } from "vitest";
import { CACHEABLE_HEADER } from "../page-cache.ts";
import { matchesEtag, privateView, SHARED_CACHE_CONTROL, sharedView, surrogateKeys } from "./cdn.ts";

const publicView = (extra: Record<string, string> = {}) =>
  new Response("<html>page</html>", {
    headers: { "content-type": "text/html", [CACHEABLE_HEADER]: "7", ...Object.fromEntries(surrogateKeys(7, "Midori")), ...extra },
  });

describe("public page HTTP caching", () => {
  it("lets shared caches hold an anonymous view briefly, keyed by page and handle, varying by cookie", () => {
    const response = sharedView(publicView({ etag: '"abc"' }), new Request("http://site/midori"));
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "cache-control": SHARED_CACHE_CONTROL,
      vary: "Cookie",
      "surrogate-key": "page-7 handle-midori",
      "cache-tag": "page-7,handle-midori",
      etag: '"abc"',
    });
    expect(SHARED_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=1$/);
    expect(response.headers.has(CACHEABLE_HEADER)).toBe(false);
  });

  it("answers 304 without a body when the visitor has this very version", async () => {
    const same = sharedView(publicView({ etag: '"abc"' }), new Request("http://site/midori", { headers: { "if-none-match": '"abc"' } }));
    expect([same.status, await same.text(), same.headers.get("etag")]).toEqual([304, "", '"abc"']);
    const older = sharedView(publicView({ etag: '"abc"' }), new Request("http://site/midori", { headers: { "if-none-match": '"old"' } }));
    expect(older.status).toBe(200);
  });

  it("compares entity tags weakly: nginx's gzip sends W/ versions back, browsers may list several", () => {
    const asked = (ifNoneMatch: string) =>
      sharedView(publicView({ etag: '"abc"' }), new Request("http://site/midori", { headers: { "if-none-match": ifNoneMatch } })).status;
    expect(asked('W/"abc"')).toBe(304);
    expect(asked('"old", W/"abc"')).toBe(304);
    expect(asked("*")).toBe(304);
    expect(asked('W/"abcd", "ab"')).toBe(200);
    expect(matchesEtag(null, '"abc"')).toBe(false);
  });

  it("leaves anything but a public page alone", () => {
    const explore = new Response("explore", { headers: { "content-type": "text/html" } });
    expect(sharedView(explore, new Request("http://site/explore")).headers.has("cache-control")).toBe(false);
    const missing = new Response("gone", { status: 404, headers: Object.fromEntries(surrogateKeys(7, "x")) });
    expect(sharedView(missing, new Request("http://site/x")).headers.has("cache-control")).toBe(false);
  });

  it("makes a view drawn for one visitor (signed in, or through a gate) private and unkeyed", () => {
    const response = privateView(publicView());
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    for (const name of ["surrogate-key", "cache-tag", CACHEABLE_HEADER]) expect(response.headers.has(name)).toBe(false);
    const dashboard = new Response("dashboard");
    expect(privateView(dashboard)).toBe(dashboard);
  });
});
