/**
 * The Analytics report's fixture, on PostgreSQL: one Premium page with
 * BENCH_ANALYTICS_EVENTS views (default 10,000,000) and a tenth as many
 * spread over 1,000 other pages, over the last 365 days, written in SQL
 * (INSERT … SELECT generate_series, in time order, as they would arrive)
 * with the values real visits have (paths of the page, its initiatives and
 * its widget; referrers; languages; sources; devices; browsers; visitors
 * who come back the same day); then the daily roll-ups built by the job's
 * own code, a month at a time. Run with Bun; prints the page id, its owner's
 * API key and the seconds each step took, as JSON. Env: DATABASE_URL.
 */
import { type SQL, sql } from "drizzle-orm";
import { openDatabase } from "@greenpage/db";
import { apiKeys, pageMembers, pages, users } from "@greenpage/db/schema";
import { generateApiKey } from "../../api/src/lib/api-keys.ts";
import { rollUpDays } from "../../api/src/modules/analytics/rollups.ts";
import { dayOf } from "../../api/src/modules/analytics/salts.ts";

export const ANALYTICS_HANDLE = "bench-analytics";
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000);
const OTHER_PAGES = 1000;
const OTHER_EVENTS = Math.round(EVENTS / 10);
/** Rows per INSERT: a statement of its own for each, so progress shows and no one transaction grows huge. */
const CHUNK = 1_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

if (!process.env.DATABASE_URL) throw new Error("seed-analytics needs DATABASE_URL (PostgreSQL)");
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, maxConnections: 2 });
await database.migrate();
const { db } = database;
const timings: Record<string, number> = {};
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[name] = Math.round((performance.now() - started) / 100) / 10;
  return result;
}

const userId = crypto.randomUUID();
const { key, prefix, keyHash } = generateApiKey();
const pageId = await step("pages", () =>
  db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, name: "Analytics Bench", email: `analytics-${userId}@example.com`, emailVerified: true });
    await tx.insert(apiKeys).values({ id: crypto.randomUUID(), userId, name: "bench", prefix, keyHash });
    const [page] = await tx
      .insert(pages)
      .values({ handle: ANALYTICS_HANDLE, ownerId: userId, nameJson: { en: "Analytics Bench" }, isPublished: true, publishedAt: new Date() })
      .returning({ id: pages.id });
    await tx.insert(pageMembers).values({ pageId: page!.id, userId, role: "owner" });
    await tx.execute(sql`INSERT INTO page_subscriptions (business_id, plan_id) SELECT ${page!.id}, id FROM subscription_plans WHERE code = 'premium'`);
    await tx.execute(sql`INSERT INTO businesses (handle, owner_id, name_json, is_published)
      SELECT 'bench-spread-' || n, ${userId}, '{"en":"Spread"}'::jsonb, true FROM generate_series(1, ${OTHER_PAGES}) n`);
    return page!.id;
  }),
);

/** One value from a weighted list, as SQL over a random number column: `pick(r, ['a', 'b'], [3, 1])` is 'a' three times in four. */
function pick(r: string, values: (string | null)[], weights: number[]) {
  const total = weights.reduce((a, b) => a + b, 0);
  let upTo = 0;
  const cases = values.map((value, i) => {
    upTo += weights[i]!;
    return sql`WHEN ${sql.raw(r)} < ${upTo / total}::float8 THEN ${value}::text`;
  });
  return sql`CASE ${sql.join(cases, sql` `)} END`;
}

/**
 * Inserts `count` views in time order over the last 365 days, numbered from
 * `first` of `total` (which sets the instant); `page` and `handle` are the
 * SQL of each row's page id and handle (over `g`, the row's number).
 */
async function insertViews(page: SQL, handle: SQL, first: number, count: number, total: number) {
  const since = Date.now() - 365 * DAY_MS;
  await db.execute(sql`
    INSERT INTO page_view_events (business_id, path, referrer, language, visitor_hash, source, device, browser, created_at)
    SELECT ${page},
      CASE WHEN r_path < 0.7 THEN '/' || ${handle} WHEN r_path < 0.9 THEN '/' || ${handle} || '/' || (1 + floor(r_item * 50))::int ELSE '/widget/' || ${handle} END,
      ${pick("r_referrer", [null, "https://www.google.com", "https://t.co", "https://www.linkedin.com", "https://news.example.jp", "https://www.facebook.com", "https://duckduckgo.com", "https://www.bing.com"], [50, 20, 8, 6, 6, 4, 3, 3])},
      ${pick("r_language", ["ja", "en", null], [60, 35, 5])},
      md5(to_char(at, 'YYYYMMDD') || floor(r_visitor * 15000)::text),
      ${pick("r_source", [null, "qr", "widget", "share:x", "share:line", "share:linkedin", "explore", "embed", "utm:newsletter"], [55, 12, 8, 6, 5, 3, 6, 2, 3])},
      ${pick("r_device", ["desktop", "mobile", "tablet"], [55, 40, 5])},
      ${pick("r_browser", ["chrome", "safari", "firefox", "edge", "samsung"], [50, 30, 8, 8, 4])},
      at
    FROM (
      SELECT g, to_timestamp((${since}::float8 + (g + random()) * ${(365 * DAY_MS) / total}::float8) / 1000) AS at,
        random() AS r_path, random() AS r_item, random() AS r_referrer, random() AS r_language, random() AS r_visitor,
        random() AS r_source, random() AS r_device, random() AS r_browser
      FROM generate_series(${first}::int, ${first + count - 1}::int) g
    ) v`);
}

await step("events", async () => {
  for (let first = 0; first < EVENTS; first += CHUNK) {
    await insertViews(sql`${pageId}::int`, sql`${ANALYTICS_HANDLE}::text`, first, Math.min(CHUNK, EVENTS - first), EVENTS);
  }
  const spread = sql`(SELECT min(id) FROM businesses WHERE handle LIKE 'bench-spread-%') + g % ${OTHER_PAGES}::int`;
  for (let first = 0; first < OTHER_EVENTS; first += CHUNK) {
    await insertViews(spread, sql`'bench-spread-' || (1 + g % ${OTHER_PAGES}::int)`, first, Math.min(CHUNK, OTHER_EVENTS - first), OTHER_EVENTS);
  }
});
await step("roll-ups", async () => {
  const today = Date.parse(`${dayOf(new Date())}T00:00:00Z`);
  for (let month = 0; month < 13; month++) {
    const to = today - month * 30 * DAY_MS;
    await rollUpDays(db, dayOf(new Date(to - 29 * DAY_MS)), dayOf(new Date(to)));
  }
});
await step("vacuum", () => db.execute(sql`VACUUM ANALYZE page_view_events, page_view_daily`));
await database.close();
console.log(JSON.stringify({ pageId, apiKey: key, events: EVENTS, otherEvents: OTHER_EVENTS, seconds: timings }));
