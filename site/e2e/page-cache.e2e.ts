import { request } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { apiAs, ownerSession, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** An anonymous visitor's HTML: plain fetch, no cookies (the site's page cache and a CDN see exactly this). */
const view = (path: string, headers: Record<string, string> = {}) => fetch(`${siteUrl}${path}`, { headers });
const heading = async (response: Response) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];

/** One answer as it came over the wire: status, headers in the order sent (without Date), body. */
type Raw = { status: number; headers: [string, string][]; body: string };
const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Promise<Raw>((resolve, reject) => {
    const req = request(`${siteUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs.filter(([name]) => name.toLowerCase() !== "date"), body: Buffer.concat(chunks).toString() });
      });
    });
    req.on("error", reject);
    req.end();
  });
const rawHeader = (answer: Raw, name: string) => answer.headers.filter(([n]) => n.toLowerCase() === name).map(([, value]) => value);

describe("public page caching", () => {
  it("shows an edit to every visitor within a second (purged on change, not at the 5 s expiry), and says how to cache it", async () => {
    const handle = uniqueHandle("cached");
    const session = await ownerSession(browser, siteUrl, { page: { handle, name_json: { en: "First Name" }, description_json: { en: "Kept, then purged." } } });
    const id = session.business!.id;
    await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });

    for (const path of [`/${handle}`, `/widget/${handle}`]) {
      // Until it comes from the site's cache (an ETag comes only with a kept copy): the site follows the API's
      // change stream from its first request on, and keeps no page before that stream is up.
      let cached = await view(path);
      for (const deadline = Date.now() + 15_000; !cached.headers.has("etag") && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        cached = await view(path);
      }
      expect([cached.status, await heading(cached.clone())], path).toEqual([200, "First Name"]);
      expect(Object.fromEntries([...cached.headers].filter(([name]) => ["cache-control", "vary", "surrogate-key", "cache-tag"].includes(name))), path).toEqual({
        "cache-control": "public, max-age=0, s-maxage=1",
        vary: "Cookie",
        "surrogate-key": `page-${id} handle-${handle}`,
        "cache-tag": `page-${id},handle-${handle}`,
      });
      const etag = cached.headers.get("etag");
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await view(path, { "if-none-match": etag! });
      expect([again.status, await again.text()], path).toEqual([304, ""]);
    }

    const edited = performance.now();
    await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { name_json: { en: "Second Name" } });
    await expect.poll(async () => heading(await view(`/${handle}`)), { timeout: 1000, interval: 50 }).toBe("Second Name");
    expect(performance.now() - edited).toBeLessThan(1000);
    expect(await heading(await view(`/widget/${handle}`))).toBe("Second Name");

    // The owner's own view is drawn for them alone: never kept by a shared cache.
    const own = await session.page.goto(`${siteUrl}/${handle}`);
    expect(own?.headers()["cache-control"]).toBe("private, no-store");
    expect(own?.headers()["surrogate-key"]).toBeUndefined();

    // Unpublishing takes the page away from everyone at once too.
    await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: false });
    await expect.poll(async () => (await view(`/${handle}`)).headers.get("surrogate-key"), { timeout: 1000, interval: 50 }).toBeNull();
    await session.context.close();
  });

  it("answers a kept page with the headers a drawn one gets (security headers, CSP), and HEAD like GET without the body", async () => {
    const handle = uniqueHandle("headers");
    const session = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Header Check" }, description_json: { en: "Kept with its headers." } },
    });
    await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${session.business!.id}/`, { is_published: true });
    await session.context.close();
    let hit = await view(`/${handle}`);
    for (const deadline = Date.now() + 15_000; !hit.headers.has("etag") && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      hit = await view(`/${handle}`);
    }
    hit = await view(`/${handle}`);
    expect(hit.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    // Drawn for this request alone: a grant cookie (for no item of this page) keeps it out of the cache.
    const drawn = await view(`/${handle}`, { cookie: "gp_grant_999999999=x" });
    expect(drawn.headers.has("etag")).toBe(false);
    const hop = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
    const headers = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !hop.has(name)));
    const caching = ["cache-control", "vary", "surrogate-key", "cache-tag", "etag"];
    const without = (all: Record<string, string>, names: string[]) => Object.fromEntries(Object.entries(all).filter(([name]) => !names.includes(name)));
    expect(headers(drawn)["cache-control"]).toBe("private, no-store");
    expect(headers(hit)["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(without(headers(hit), caching)).toEqual(without(headers(drawn), caching));
    expect(Number(hit.headers.get("content-length"))).toBe((await hit.arrayBuffer()).byteLength);

    const head = await fetch(`${siteUrl}/${handle}`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
    expect(headers(head)).toEqual(headers(hit));
  });

  it("answers ?lang= from the kept page in front of Astro: that language, its cookie, and Astro's headers byte for byte", async () => {
    const handle = uniqueHandle("lang");
    const session = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Kept Language", ja: "言語を覚えるページ" }, description_json: { en: "Kept in two languages." } },
    });
    const id = session.business!.id;
    await apiAs(session.context, siteUrl, "POST", `/businesses/${id}/languages/`, { language_id: 2, is_enabled: true });
    await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });
    await session.context.close();

    for (const [lang, locale, name] of [
      ["ja", "ja-JP", "言語を覚えるページ"],
      ["en", "en-US", "Kept Language"],
    ] as const) {
      // Until this language's view is kept (an ETag comes only with a kept copy); the next ask is then a hit.
      let hit = await raw(`/${handle}?lang=${lang}`);
      for (const deadline = Date.now() + 15_000; !rawHeader(hit, "etag").length && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        hit = await raw(`/${handle}?lang=${lang}`);
      }
      hit = await raw(`/${handle}?lang=${lang}`);
      expect([hit.status, /<h1[^>]*>([^<]*)<\/h1>/.exec(hit.body)?.[1], /<html lang="([^"]+)"/.exec(hit.body)?.[1]], lang).toEqual([200, name, lang]);
      expect(rawHeader(hit, "set-cookie"), lang).toEqual([`lang=${locale}; Max-Age=31536000; Path=/; SameSite=Lax`]);
      expect(rawHeader(hit, "cache-control"), lang).toEqual(["public, max-age=0, s-maxage=1"]);

      // The same kept page the long way, through Astro's middleware: a `?lang=` naming no language, with this
      // one remembered, is answered from the page cache by Astro, which sets the same cookie (prepare()).
      const astro = await raw(`/${handle}?lang=zz`, { cookie: `lang=${locale}` });
      expect(astro.headers, lang).toEqual(hit.headers);
      expect(astro.body, lang).toBe(hit.body);

      const etag = rawHeader(hit, "etag")[0]!;
      const revalidated = await raw(`/${handle}?lang=${lang}`, { "if-none-match": etag });
      const astroRevalidated = await raw(`/${handle}?lang=zz`, { cookie: `lang=${locale}`, "if-none-match": etag });
      expect([revalidated.status, revalidated.body], lang).toEqual([304, ""]);
      expect(revalidated.headers, lang).toEqual(astroRevalidated.headers);
      expect(rawHeader(revalidated, "set-cookie"), lang).toEqual(rawHeader(hit, "set-cookie"));

      const head = await raw(`/${handle}?lang=${lang}`, {}, "HEAD");
      expect([head.status, head.body, head.headers], lang).toEqual([200, "", hit.headers]);
    }
  });
});
