import type { IncomingMessage, ServerResponse } from "node:http";
import { stringifySetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, localeSetCookie } from "../i18n/locales.ts";
import { keptPagesHandler, nodeRequestUrl } from "./kept-pages.ts";
import { answer, CACHEABLE_HEADER, type CachedPage, createPageCache } from "./page-cache.ts";

const request = (url: string, headers: Record<string, string> = {}, method = "GET", encrypted = false) =>
  ({ url, method, headers: { host: "site.test", ...headers }, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

function response() {
  const sent: { status?: number; headers?: Record<string, string>; body?: Uint8Array; ended: boolean } = { ended: false };
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }),
    end: (body?: Uint8Array) => Object.assign(sent, { body, ended: true }),
  } as unknown as ServerResponse;
  return { res, sent };
}

async function kept(): Promise<CachedPage> {
  const cache = createPageCache(60);
  await cache.serve(
    "k",
    async () =>
      new Response("<h1>Midori</h1>", { headers: { "content-type": "text/html", vary: "Cookie", "x-frame-options": "DENY", [CACHEABLE_HEADER]: "7" } }),
  );
  return cache.fresh("k")!;
}

describe("the address a kept page is looked up by", () => {
  it("is the one Astro's Node adapter builds: the socket's protocol, the Host header and the raw path", () => {
    expect(nodeRequestUrl(request("/midori?utm=x"))?.href).toBe("http://site.test/midori?utm=x");
    expect(nodeRequestUrl(request("/midori", {}, "GET", true))?.origin).toBe("https://site.test");
    expect(nodeRequestUrl(request("/a/../midori"))?.pathname).toBe("/midori");
  });

  it("is none where Astro would guess or refuse: no Host, a path that is not one, a path it cannot decode", () => {
    expect(nodeRequestUrl({ url: "/midori", headers: {}, socket: {} } as unknown as IncomingMessage)).toBeUndefined();
    expect(nodeRequestUrl(request("//elsewhere.test/midori"))).toBeUndefined();
    expect(nodeRequestUrl(request("http://elsewhere.test/midori"))).toBeUndefined();
    expect(nodeRequestUrl(request("/%E0%A4%A"))).toBeUndefined();
    expect(nodeRequestUrl(request("/midori", { host: "bad host" }))).toBeUndefined();
  });
});

describe("answering kept pages in front of Astro", () => {
  it("answers GET and HEAD from what the middleware finds, and leaves everything else to Astro", async () => {
    const page = await kept();
    const asked: [string, string, string][] = [];
    const handler = keptPagesHandler((method, url, cookie) => {
      asked.push([method, url.href, cookie]);
      return url.pathname === "/midori" ? { page } : undefined;
    });

    const get = response();
    expect(handler(request("/midori", { cookie: "lang=ja-JP" }), get.res)).toBe(true);
    expect([get.sent.status, new TextDecoder().decode(get.sent.body), get.sent.headers?.etag]).toEqual([200, "<h1>Midori</h1>", page.etag]);
    expect(asked).toEqual([["GET", "http://site.test/midori", "lang=ja-JP"]]);

    const head = response();
    expect(handler(request("/midori", {}, "HEAD"), head.res)).toBe(true);
    expect([head.sent.status, head.sent.body, head.sent.headers]).toEqual([200, undefined, get.sent.headers]);

    const revalidated = response();
    expect(handler(request("/midori", { "if-none-match": page.etag }), revalidated.res)).toBe(true);
    expect([revalidated.sent.status, revalidated.sent.body]).toEqual([304, undefined]);

    for (const [url, method] of [
      ["/other", "GET"],
      ["/midori", "POST"],
      ["//elsewhere.test/midori", "GET"],
    ] as const) {
      const untouched = response();
      expect(handler(request(url, {}, method), untouched.res), `${method} ${url}`).toBe(false);
      expect(untouched.sent.ended).toBe(false);
    }
  });
});

describe("answering ?lang= from a kept page", () => {
  it("sets the language cookie exactly as Astro serializes the middleware's", () => {
    for (const locale of ["ja-JP", "en-US"] as const) {
      expect(localeSetCookie(locale)).toBe(stringifySetCookie({ name: LOCALE_COOKIE, value: locale, ...LOCALE_COOKIE_OPTIONS }));
    }
    expect(localeSetCookie("ja-JP")).toBe("lang=ja-JP; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("sends the page with the cookie, headers in the order Astro's Node adapter writes them, 304 and HEAD too", async () => {
    const page = await kept();
    const setCookie = localeSetCookie("ja-JP");
    const handler = keptPagesHandler((_method, url) => (url.searchParams.get("lang") === "ja" ? { page, setCookie } : undefined));
    // What Astro writes for the same kept page once its cookies are added: the Response's headers with
    // `set-cookie` appended, as one object (`createOutgoingHttpHeaders`: Fetch's order, sorted by name).
    const astro = (response: Response) => {
      response.headers.append("set-cookie", setCookie);
      return Object.entries(Object.fromEntries(response.headers.entries()));
    };

    const get = response();
    expect(handler(request("/midori?lang=ja"), get.res)).toBe(true);
    expect([get.sent.status, new TextDecoder().decode(get.sent.body)]).toEqual([200, "<h1>Midori</h1>"]);
    expect(Object.entries(get.sent.headers!)).toEqual(astro(answer(page, "GET", null)));
    expect(Object.keys(get.sent.headers!)).toEqual(["content-length", "content-type", "etag", "set-cookie", "vary", "x-frame-options"]);

    const head = response();
    expect(handler(request("/midori?lang=ja", {}, "HEAD"), head.res)).toBe(true);
    expect([head.sent.status, head.sent.body, head.sent.headers]).toEqual([200, undefined, get.sent.headers]);

    const revalidated = response();
    expect(handler(request("/midori?lang=ja", { "if-none-match": page.etag }), revalidated.res)).toBe(true);
    expect([revalidated.sent.status, revalidated.sent.body]).toEqual([304, undefined]);
    expect(Object.entries(revalidated.sent.headers!)).toEqual(astro(answer(page, "GET", page.etag)));

    // The page itself is not changed by one answer's cookie: the next plain hit sends none.
    const plain = keptPagesHandler(() => ({ page }));
    const after = response();
    expect(plain(request("/midori"), after.res)).toBe(true);
    expect(after.sent.headers).not.toHaveProperty("set-cookie");
  });
});
