import { eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsSalts, pageViewEvents, rateLimits } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, type TestClient } from "../../test/harness.ts";
import { createPageViewRecorder } from "../../lib/page-view-recorder.ts";
import { hitRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { createSaltStore, dayOf } from "./salts.ts";
import { recordPageView } from "./service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let page: { id: number; handle: string };
beforeAll(async () => {
  t = await createTestApp();
  page = (await ownerWithPage(t, { published: true })).page;
});
afterAll(async () => t.close());

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

const send = (client: TestClient, body: unknown, userAgent = BROWSER) =>
  client.post("/api/v1/analytics/evts/", body, userAgent ? { "user-agent": userAgent } : {});

/** Rows written after this call, once the batcher has flushed. */
async function rowsFrom<T>(action: () => Promise<T>) {
  await t.ctx.pageViews.flush();
  const [{ last }] = (await t.ctx.db.select({ last: sql<number>`coalesce(max(${pageViewEvents.id}), 0)` }).from(pageViewEvents)) as [{ last: number }];
  await action();
  await t.ctx.pageViews.flush();
  return t.ctx.db
    .select()
    .from(pageViewEvents)
    .where(gt(pageViewEvents.id, Number(last)))
    .orderBy(pageViewEvents.id);
}

describe("POST /analytics/evts/", () => {
  it("answers 202 with no body and stores the page of /{handle}, /{handle}/{id}, /widget/{handle} and /widget/{handle}/{id}, none for site routes", async () => {
    const client = t.client();
    const draft = await ownerWithPage(t);
    const paths = [
      `/${page.handle.toUpperCase()}?utm_source=mail#top`,
      `/${page.handle}/42`,
      `/widget/${page.handle}`,
      `/widget/${page.handle}/42`,
      "/explore",
      "/",
      `/${draft.page.handle}`,
      `/${page.handle}/news`,
    ];
    const rows = await rowsFrom(async () => {
      for (const path of paths) {
        const res = await send(client, { path, referrer: "https://news.example.com/article?token=SECRET", language: "ja" });
        expect(res.status).toBe(202);
        expect(res.text).toBe("");
      }
    });
    expect(rows.map((r) => [r.path, r.pageId])).toEqual([
      [`/${page.handle.toUpperCase()}`, page.id],
      [`/${page.handle}/42`, page.id],
      [`/widget/${page.handle}`, page.id],
      [`/widget/${page.handle}/42`, page.id],
      ["/explore", null],
      ["/", null],
      [`/${draft.page.handle}`, null],
      [`/${page.handle}/news`, null],
    ]);
    expect(rows.every((r) => r.referrer === "https://news.example.com" && r.language === "ja")).toBe(true);
  });

  it("stores no address anywhere: not in the event, not in the rate-limit key", async () => {
    const client = t.client();
    const rows = await rowsFrom(() => send(client, { path: `/${page.handle}` }));
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]!).map(String).join(" ")).not.toContain(client.ip);
    expect(rows[0]).toMatchObject({ referrer: null, language: null, visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Keys hold an address whole: `ip|path` (sign-in) or `scope:ip[:…]` (ours); `10.0.4.16` is not in `10.0.4.160|…`.
    const ip = client.ip;
    const keys = await t.ctx.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        sql`${rateLimits.key} = ${ip} or ${rateLimits.key} like ${`${ip}|%`} or ${rateLimits.key} like ${`%:${ip}`} or ${rateLimits.key} like ${`%:${ip}:%`}`,
      );
    expect(keys).toEqual([]);
  });

  it("gives one visitor the same hash for a page all day, and a different one per page and per browser", async () => {
    const client = t.client();
    const rows = await rowsFrom(async () => {
      await send(client, { path: `/${page.handle}` });
      await send(client, { path: `/${page.handle}/7` });
      await send(client, { path: "/explore" });
      await send(client, { path: `/${page.handle}` }, `${BROWSER} Edg/126.0`);
      await send(t.client(), { path: `/${page.handle}` });
    });
    const [a, b, site, otherBrowser, otherVisitor] = rows.map((r) => r.visitorHash);
    expect(b).toBe(a);
    expect(new Set([a, site, otherBrowser, otherVisitor]).size).toBe(4);
  });

  it("stores the device type and browser family, never the user agent", async () => {
    const agents: [string, string, string][] = [
      [BROWSER, "desktop", "safari"],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        "mobile",
        "safari",
      ],
      ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36", "mobile", "chrome"],
      ["Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "tablet", "safari"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0", "desktop", "edge"],
      ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "desktop", "firefox"],
    ];
    const rows = await rowsFrom(async () => {
      for (const [agent] of agents) expect((await send(t.client(), { path: `/${page.handle}` }, agent)).status).toBe(202);
    });
    expect(rows.map((r) => [r.device, r.browser])).toEqual(agents.map(([, device, browser]) => [device, browser]));
    expect(JSON.stringify(rows)).not.toContain("Mozilla");
  });

  it("ignores bots and clients without a user agent: 202, nothing stored", async () => {
    const client = t.client();
    const rows = await rowsFrom(async () => {
      for (const agent of [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "curl/8.5.0",
        "Mozilla/5.0 HeadlessChrome/126.0",
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
        "",
      ]) {
        expect((await send(client, { path: `/${page.handle}` }, agent)).status).toBe(202);
      }
    });
    expect(rows).toEqual([]);
  });

  it("answers bad bodies with field errors, never 500", async () => {
    const client = t.client();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { path: ["This field is required."] }],
      [{ path: "explore" }, { path: ["Path must start with /."] }],
      [{ path: `/${"a".repeat(2048)}` }, { path: ["Ensure this field has no more than 2048 characters."] }],
      [{ path: "/", referrer: `https://a.example/${"r".repeat(2048)}` }, { referrer: ["Ensure this field has no more than 2048 characters."] }],
      [{ path: "/", language: "fr" }, { language: ["Only en and ja are supported."] }],
    ];
    for (const [body, errors] of cases) {
      const res = await send(client, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(errors);
    }
    for (const body of ["", "not json", "[]", "null", JSON.stringify({ path: 42 })]) {
      const res = await send(client, body);
      expect(res.status, body).toBe(400);
    }
  });

  it("reads a sendBeacon body sent as text/plain and keeps only http(s) referrer origins", async () => {
    const client = t.client();
    const rows = await rowsFrom(async () => {
      const res = await client.post("/api/v1/analytics/evts/", JSON.stringify({ path: "/explore", referrer: "android-app://com.slack/" }), {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
      });
      expect(res.status).toBe(202);
    });
    expect(rows).toMatchObject([{ path: "/explore", referrer: null }]);
  });

  it("allows 120 events a minute per address, then answers 429 and stores nothing more", async () => {
    const client = t.client();
    const rows = await rowsFrom(async () => {
      for (let i = 0; i < 120; i++) expect((await send(client, { path: "/explore" })).status).toBe(202);
      const refused = await send(client, { path: "/explore" });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ detail: "Too many requests. Please try again later.", code: "rate_limited" });
    });
    expect(rows).toHaveLength(120);
    expect((await send(t.client(), { path: "/explore" })).status).toBe(202);
  });

  it("counts views sent at the same moment against the limit too: one batch, 120 stored, the rest 429", async () => {
    const client = t.client();
    const path = `/${page.handle}/${Date.now() % 100_000}`;
    const answers = await Promise.all(Array.from({ length: 125 }, () => send(client, { path })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    await t.ctx.pageViews.flush();
    expect(await t.ctx.db.$count(pageViewEvents, eq(pageViewEvents.path, path))).toBe(120);
  });

  it("answers 503, never 202, when the view could not be stored", async () => {
    const original = t.ctx.pageViews;
    (t.ctx as { pageViews: typeof original }).pageViews = { record: () => Promise.reject(new Error("disk full")), flush: async () => {} };
    try {
      const res = await send(t.client(), { path: "/explore", referrer: null, language: "en" });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: "database_unavailable" });
    } finally {
      (t.ctx as { pageViews: typeof original }).pageViews = original;
    }
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    expect(doc.json.paths["/api/v1/analytics/evts/"]?.post).toBeDefined();
  });
});

describe("daily salts", () => {
  const visitor = { ip: "198.51.100.23", userAgent: BROWSER };
  const view = { path: "/explore", referrer: null, language: null, source: null, kind: "view" as const, linkBlockId: null };

  it("gives the same visitor a different hash on another day, and every process the same salt", async () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const salts = createSaltStore(t.ctx.db);
    const rows = await rowsFrom(async () => {
      await recordPageView(t.ctx, salts, view, visitor, today);
      await recordPageView(t.ctx, createSaltStore(t.ctx.db), view, visitor, today);
      await recordPageView(t.ctx, salts, view, visitor, tomorrow);
    });
    expect(rows[1]!.visitorHash).toBe(rows[0]!.visitorHash);
    expect(rows[2]!.visitorHash).not.toBe(rows[0]!.visitorHash);
    const [stored] = await t.ctx.db
      .select()
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, dayOf(tomorrow)));
    expect(stored?.salt).toBe(await createSaltStore(t.ctx.db).saltFor(tomorrow));
  });

  it("deletes salts older than two days when a new day starts", async () => {
    const now = new Date(Date.UTC(2031, 0, 10, 12));
    await t.ctx.db
      .insert(analyticsSalts)
      .values(["2031-01-06", "2031-01-07", "2031-01-08"].map((day) => ({ day, salt: `old-${day}` })))
      .onConflictDoNothing();
    await createSaltStore(t.ctx.db).saltFor(now);
    const days = (await t.ctx.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((r) => r.day);
    expect(days).toEqual(expect.arrayContaining(["2031-01-08", "2031-01-10"]));
    expect(days).not.toContain("2031-01-07");
    expect(days).not.toContain("2031-01-06");
  });

  it("ends only the rate-limit windows that are over by the clock, whatever day a view is counted for", async () => {
    const subject = `salt-${crypto.randomUUID()}`;
    await hitRateLimit(t.ctx.db, RATE_LIMITS.handleCheck, subject);
    await createSaltStore(t.ctx.db).saltFor(new Date(Date.UTC(2032, 5, 1, 12)));
    const [row] = await t.ctx.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `handle:${subject}`));
    expect(row?.count).toBe(1);
  });
});

describe("createPageViewRecorder", () => {
  const row = (path: string) => ({ path, visitorHash: "h", createdAt: new Date() });
  const count = async (path: string) => (await t.ctx.db.select().from(pageViewEvents).where(eq(pageViewEvents.path, path))).length;
  /** The database, counting the statements run through it (the recorder's INSERT is one `execute`). */
  function countingInserts() {
    const started: unknown[] = [];
    const db = new Proxy(t.ctx.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return (...args: Parameters<typeof target.execute>) => {
          started.push(args);
          return target.execute(...args);
        };
      },
    });
    return { db, started };
  }

  it("writes a batch as soon as maxRows rows wait, and each record resolves only once its row is stored", async () => {
    const path = `/batch-${crypto.randomUUID()}`;
    const { db, started } = countingInserts();
    const recorder = createPageViewRecorder({ db, logger: t.ctx.logger, maxRows: 3, lingerMs: 60_000 });
    let settled = 0;
    const first = [recorder.record(row(path)), recorder.record(row(path))].map((p) => p.then(() => settled++));
    expect(started).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(0);
    // The third fills the batch: it is written now, not after the linger of a minute.
    await Promise.all([...first, recorder.record(row(path))]);
    expect(started).toHaveLength(1);
    // Resolved means stored: no poll needed.
    expect(await count(path)).toBe(3);
  });

  it("commits the requests of the same few milliseconds together (group commit)", async () => {
    const path = `/group-${crypto.randomUUID()}`;
    const { db, started } = countingInserts();
    const recorder = createPageViewRecorder({ db, logger: t.ctx.logger, maxRows: 500, lingerMs: 5 });
    await Promise.all(Array.from({ length: 50 }, () => recorder.record(row(path))));
    expect(started).toHaveLength(1);
    expect(await count(path)).toBe(50);
    const slow = createPageViewRecorder({ db: t.ctx.db, logger: t.ctx.logger, maxRows: 100, lingerMs: 60_000 });
    const waiting = slow.record(row(path));
    await slow.flush();
    await waiting;
    expect(await count(path)).toBe(51);
  });

  it("rejects every record of a batch the database refuses (the API answers 503, not 202), and keeps working", async () => {
    const errors: string[] = [];
    const logger = { info: () => {}, error: (event: string) => void errors.push(event) };
    const path = `/refused-${crypto.randomUUID()}`;
    const recorder = createPageViewRecorder({ db: t.ctx.db, logger, maxRows: 100, lingerMs: 1 });
    const refused = recorder.record({ ...row(path), pageId: 2_000_000_000 });
    await expect(refused).rejects.toBeTruthy();
    expect(errors).toEqual(["analytics.write_failed"]);
    await recorder.record(row(path));
    expect(await count(path)).toBe(1);
  });
});
