import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewDaily, pageViewEvents } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { rollUpDays, rollUpRecent } from "./rollups.ts";
import { dayOf } from "./salts.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;

describe("daily roll-ups", () => {
  it("match counts made from the raw events, per page, UTC day and value of each dimension, across day boundaries", async () => {
    const pages = [(await ownerWithPage(t)).page, (await ownerWithPage(t)).page];
    const next = random(20261125);
    // Three days around two UTC midnights; events at random times, a few visitors coming back.
    const start = Date.parse("2026-03-09T20:00:00Z");
    const events = Array.from({ length: 400 }, () => {
      const page = pick(next, pages);
      return {
        pageId: page.id,
        path: pick(next, [`/${page.handle}`, `/${page.handle}/12`, `/widget/${page.handle}`]),
        referrer: pick(next, [null, "https://www.google.com", "https://news.example.org:8443", "http://t.co"]),
        language: pick(next, ["en", "ja", null]),
        source: pick(next, [null, "qr", "share:x", "utm:newsletter"]),
        device: pick(next, ["desktop", "mobile", "tablet"]),
        browser: pick(next, ["chrome", "safari", "firefox"]),
        visitorHash: `v${Math.floor(next() * 40)}`,
        createdAt: new Date(start + Math.floor(next() * 52 * 3600_000)),
      };
    });
    await t.ctx.db.insert(pageViewEvents).values(events);
    await rollUpDays(t.ctx.db, "2026-03-09", "2026-03-11");

    const host = (referrer: string | null) => (referrer ? new URL(referrer).hostname.replace(/^www\./, "") : "");
    const dimensionValue: Record<string, (e: (typeof events)[number]) => string> = {
      total: () => "",
      path: (e) => e.path,
      source: (e) => e.source ?? "",
      referrer: (e) => host(e.referrer),
      language: (e) => e.language ?? "",
      device: (e) => e.device,
      browser: (e) => e.browser,
    };
    const expected = new Map<string, { views: number; visitors: Set<string> }>();
    for (const e of events) {
      for (const [dimension, of] of Object.entries(dimensionValue)) {
        const key = `${e.pageId}|${dayOf(e.createdAt)}|${dimension}|${of(e)}`;
        const entry = expected.get(key) ?? { views: 0, visitors: new Set() };
        entry.views++;
        entry.visitors.add(e.visitorHash);
        expected.set(key, entry);
      }
    }
    const rows = await t.ctx.db
      .select()
      .from(pageViewDaily)
      .where(
        inArray(
          pageViewDaily.pageId,
          pages.map((p) => p.id),
        ),
      );
    const got = Object.fromEntries(rows.map((r) => [`${r.pageId}|${r.day}|${r.dimension}|${r.value}`, [r.views, r.visitors]]));
    const want = Object.fromEntries([...expected].map(([key, v]) => [key, [v.views, v.visitors.size]]));
    expect(got).toEqual(want);
    // The referrer is grouped by its host: no scheme, port or www.
    expect(new Set(rows.filter((r) => r.dimension === "referrer").map((r) => r.value))).toEqual(new Set(["", "google.com", "news.example.org", "t.co"]));

    // Recomputing changes nothing; a day outside the range is left alone.
    await rollUpDays(t.ctx.db, "2026-03-10", "2026-03-10");
    const again = await t.ctx.db.select().from(pageViewDaily).where(eq(pageViewDaily.pageId, pages[0]!.id));
    expect(again.length).toBe(rows.filter((r) => r.pageId === pages[0]!.id).length);
  });

  it("the job's run rebuilds today and yesterday, taking in views that arrived since", async () => {
    const page = (await ownerWithPage(t)).page;
    const now = new Date();
    const view = (at: Date, hash: string) => ({ pageId: page.id, path: `/${page.handle}`, visitorHash: hash, createdAt: at });
    await t.ctx.db.insert(pageViewEvents).values([view(now, "a"), view(now, "a"), view(new Date(now.getTime() - 86_400_000), "b")]);
    await rollUpRecent(t.ctx.db, now);
    const totals = async () =>
      Object.fromEntries(
        (await t.ctx.db.select().from(pageViewDaily).where(eq(pageViewDaily.pageId, page.id)))
          .filter((r) => r.dimension === "total")
          .map((r) => [r.day, [r.views, r.visitors]]),
      );
    expect(await totals()).toEqual({ [dayOf(now)]: [2, 1], [dayOf(new Date(now.getTime() - 86_400_000))]: [1, 1] });
    await t.ctx.db.insert(pageViewEvents).values(view(now, "c"));
    await rollUpRecent(t.ctx.db, now);
    expect((await totals())[dayOf(now)]).toEqual([3, 2]);
  });
});
