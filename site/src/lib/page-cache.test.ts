import { describe, expect, it } from "vitest";
import { answer, answerNode, CACHEABLE_HEADER, type CachedPage, createPageCache, etagOf } from "./page-cache.ts";

const page = (body: string, cacheable = true, status = 200, tag = "1") =>
  new Response(body, { status, headers: { "content-type": "text/html", ...(cacheable ? { [CACHEABLE_HEADER]: tag } : {}), "set-cookie": "lang=ja-JP" } });

describe("page cache", () => {
  it("renders once per window and serves the same HTML without the marker or cookies", async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache(5, () => clock);
    const render = async () => page(`v${++renders}`);
    expect(await (await cache.serve("a", render)).text()).toBe("v1");
    const hit = await cache.serve("a", render);
    expect(await hit.text()).toBe("v1");
    expect(hit.headers.get("content-type")).toBe("text/html");
    expect(hit.headers.has(CACHEABLE_HEADER)).toBe(false);
    expect(hit.headers.has("set-cookie")).toBe(false);
    clock = 5001;
    expect(await (await cache.serve("a", render)).text()).toBe("v2");
  });

  it("shares one render between concurrent requests for a page it has kept before", async () => {
    let renders = 0;
    let clock = 0;
    const cache = createPageCache(5, () => clock);
    await cache.serve("b", async () => page("first"));
    clock = 6000;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return page("same");
    };
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.serve("b", render).then((r) => r.text())));
    expect(new Set(bodies)).toEqual(new Set(["same"]));
    expect(renders).toBe(1);
  });

  it("renders every request for a path it has never kept on its own", async () => {
    let renders = 0;
    const cache = createPageCache(5);
    const render = async () => {
      await new Promise((r) => setTimeout(r, 10));
      return page(`explore ${++renders}`, false);
    };
    const bodies = await Promise.all([cache.serve("/explore", render), cache.serve("/explore", render)].map((p) => p.then((r) => r.text())));
    expect(bodies.sort()).toEqual(["explore 1", "explore 2"]);
  });

  it("forgets a page once it stops being cacheable (unpublished)", async () => {
    let clock = 0;
    const cache = createPageCache(5, () => clock);
    await cache.serve("p", async () => page("published"));
    clock = 6000;
    expect(await (await cache.serve("p", async () => page("Page coming soon", false))).text()).toBe("Page coming soon");
    expect(cache.size()).toBe(0);
  });

  it("never keeps errors, unmarked pages, or anything when switched off", async () => {
    const cache = createPageCache(5);
    let n = 0;
    await cache.serve("404", async () => page(`x${++n}`, true, 404));
    await cache.serve("plain", async () => page(`y${++n}`, false));
    expect(cache.size()).toBe(0);
    const off = createPageCache(0);
    await off.serve("a", async () => page("z"));
    expect(off.size()).toBe(0);
  });

  it("drops every copy of a purged page at once, and only that page", async () => {
    const cache = createPageCache(60);
    let version = 1;
    const render = (tag: string) => async () => page(`${tag} v${version}`, true, 200, tag);
    await cache.serve("/a|en", render("7"));
    await cache.serve("/a|ja", render("7"));
    await cache.serve("/b|en", render("8"));
    version = 2;
    cache.purge("7");
    expect(await (await cache.serve("/a|en", render("7"))).text()).toBe("7 v2");
    expect(await (await cache.serve("/a|ja", render("7"))).text()).toBe("7 v2");
    expect(await (await cache.serve("/b|en", render("8"))).text()).toBe("8 v1");
    cache.clear();
    expect(await (await cache.serve("/b|en", render("8"))).text()).toBe("8 v2");
  });

  it("does not keep a render that began before a purge (it may show the old page)", async () => {
    const cache = createPageCache(60);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const before = cache.serve("/a", async () => {
      await slow;
      return page("old", true, 200, "7");
    });
    cache.purge("7");
    release();
    expect(await (await before).text()).toBe("old");
    expect(await (await cache.serve("/a", async () => page("new", true, 200, "7"))).text()).toBe("new");
  });

  it("keeps no more HTML than its byte budget, and tags each copy with an ETag of its bytes", async () => {
    const cache = createPageCache(60, Date.now, 10_000);
    for (let i = 0; i < 10; i++) await cache.serve(`/p${i}`, async () => page("x".repeat(3000), true, 200, String(i)));
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect(cache.size()).toBe(3);
    const hit = await cache.serve("/p9", async () => page("other"));
    expect(hit.headers.get("etag")).toBe(etagOf(new TextEncoder().encode("x".repeat(3000))));
  });

  it("keeps a page's headers finished, so a hit sends what the miss sent plus its ETag and length", async () => {
    const cache = createPageCache(60);
    const finished = () =>
      new Response("<h1>kept</h1>", {
        headers: { "content-type": "text/html", "x-frame-options": "DENY", [CACHEABLE_HEADER]: "7", "set-cookie": "lang=ja-JP", etag: '"theirs"' },
      });
    const miss = await cache.serve("/k", async () => finished());
    const kept = cache.fresh("/k")!;
    const body = new TextEncoder().encode("<h1>kept</h1>");
    // In the order a Response sends them (sorted by name), so a hit in front of Astro is written as Astro writes it.
    expect(kept.headers).toEqual([
      ["content-length", String(body.byteLength)],
      ["content-type", "text/html"],
      ["etag", etagOf(body)],
      ["x-frame-options", "DENY"],
    ]);
    expect(Object.keys(kept.nodeHeaders)).toEqual([...answer(kept, "GET", null).headers.keys()]);
    expect(Object.keys(kept.nodeNotModifiedHeaders)).toEqual([...answer(kept, "GET", kept.etag).headers.keys()]);
    expect([...miss.headers]).toEqual([...answer(kept, "GET", null).headers]);
    expect(kept.nodeHeaders).toEqual(Object.fromEntries(kept.headers));
    expect(kept.nodeNotModifiedHeaders).toEqual(Object.fromEntries(kept.notModifiedHeaders));
    expect(kept.notModifiedHeaders.some(([name]) => name === "content-length")).toBe(false);
  });

  it("finds only fresh pages, and none when switched off", async () => {
    let clock = 0;
    const cache = createPageCache(5, () => clock);
    expect(cache.fresh("/f")).toBeUndefined();
    await cache.serve("/f", async () => page("f"));
    expect(cache.fresh("/f")).toBeDefined();
    clock = 5001;
    expect(cache.fresh("/f")).toBeUndefined();
    clock = 0;
    cache.purge("1");
    expect(cache.fresh("/f")).toBeUndefined();
    const off = createPageCache(0);
    await off.serve("/f", async () => page("f"));
    expect(off.fresh("/f")).toBeUndefined();
  });
});

describe("answering from a kept page", () => {
  async function keptPage(): Promise<CachedPage> {
    const cache = createPageCache(60);
    await cache.serve("/a", async () => page("<p>hello</p>"));
    return cache.fresh("/a")!;
  }

  it("sends the bytes to GET, the same headers without a body to HEAD, and 304 to a browser holding this version", async () => {
    const kept = await keptPage();
    const get = answer(kept, "GET", null);
    expect([get.status, await get.text(), get.headers.get("content-length"), get.headers.get("etag")]).toEqual([200, "<p>hello</p>", "12", kept.etag]);
    const head = answer(kept, "HEAD", null);
    expect([head.status, await head.text(), [...head.headers]]).toEqual([200, "", [...get.headers]]);
    // nginx's gzip weakens our tag; the browser sends the weak one back.
    const weak = answer(kept, "GET", `"other", W/${kept.etag}`);
    expect([weak.status, await weak.text(), weak.headers.get("etag"), weak.headers.has("content-length")]).toEqual([304, "", kept.etag, false]);
    expect(answer(kept, "GET", '"other"').status).toBe(200);
  });

  it("writes the same answers straight to Node's response", async () => {
    const kept = await keptPage();
    const write = (method: string, ifNoneMatch?: string) => {
      const sent: { status?: number; headers?: Record<string, string>; body?: Uint8Array } = {};
      answerNode(kept, method, ifNoneMatch, {
        writeHead: (status, headers) => Object.assign(sent, { status, headers }),
        end: (body) => Object.assign(sent, { body }),
      });
      return sent;
    };
    const get = write("GET");
    expect([get.status, new TextDecoder().decode(get.body), get.headers]).toEqual([200, "<p>hello</p>", Object.fromEntries(answer(kept, "GET", null).headers)]);
    const head = write("HEAD");
    expect([head.status, head.body, head.headers]).toEqual([200, undefined, get.headers]);
    const same = write("GET", kept.etag);
    expect([same.status, same.body, same.headers]).toEqual([304, undefined, Object.fromEntries(answer(kept, "GET", kept.etag).headers)]);
  });
});
