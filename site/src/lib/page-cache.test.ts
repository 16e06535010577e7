import { describe, expect, it } from "vitest";
import { CACHEABLE_HEADER, createPageCache } from "./page-cache.ts";

const page = (body: string, cacheable = true, status = 200) =>
  new Response(body, { status, headers: { "content-type": "text/html", ...(cacheable ? { [CACHEABLE_HEADER]: "1" } : {}), "set-cookie": "lang=ja-JP" } });

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
});
