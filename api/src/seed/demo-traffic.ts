import { eq } from "drizzle-orm";
import { contents } from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { rollUpDays } from "../modules/analytics/rollups.ts";
import { dayOf } from "../modules/analytics/salts.ts";
import { createSaltStore } from "../modules/analytics/salts.ts";
import { cleanPageView, recordPageView } from "../modules/analytics/service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year of visits: the Analytics screen's longest window, and Home's 30 days. */
const DAYS = 365;

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
] as const;
const SOURCES = [null, null, null, null, "qr", "qr", "share-x", "share-line", "share-linkedin", "explore", "explore", "newsletter"] as const;
const REFERRERS = [null, null, "https://www.google.com/", "https://www.instagram.com/", "https://news.example.jp/", "https://t.co/"] as const;

/** Sixty regular visitors, each with their own address and browser: some come back the same day, and count once. */
const visitorOf = (n: number) => ({ ip: `203.0.113.${n}`, userAgent: AGENTS[n % AGENTS.length]! });

/** A small deterministic generator: the demo reads the same on every fresh start. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * A year of plausible visits to the demo page, sent through the same
 * ingestion as real ones (salted daily hashes, sources, devices) and rolled
 * up as the job does, so a newcomer's Home and Analytics show numbers:
 * more on weekdays, a slow rise over the year, a spike after a news post,
 * and some visitors who come back.
 */
export async function seedDemoTraffic(ctx: AppContext, page: { id: number; handle: string }, now = new Date()): Promise<number> {
  const next = random(7_2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const items = await ctx.db.select({ id: contents.id }).from(contents).where(eq(contents.pageId, page.id));
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  // Each day's visits as the ingestion would have received them; the generator runs first so the demo is the same every time.
  const days = Array.from({ length: DAYS }, (_, i) => {
    const ago = DAYS - 1 - i;
    const start = today - ago * DAY_MS;
    const weekday = new Date(start).getUTCDay();
    const trend = 1.5 + (DAYS - ago) / 80;
    const spike = ago === 40 || ago === 39 ? 10 : 0;
    const count = Math.round((weekday === 0 || weekday === 6 ? 0.6 : 1) * trend + next() * 2 + spike);
    // Within the day; today only up to now.
    const span = ago === 0 ? Math.max(1, now.getTime() - start) : DAY_MS;
    return Array.from({ length: count }, () => {
      const roll = next();
      const path = roll < 0.7 || items.length === 0 ? `/${page.handle}` : roll < 0.9 ? `/${page.handle}/${pick(items).id}` : `/widget/${page.handle}`;
      return {
        view: cleanPageView({ path, referrer: pick(REFERRERS), language: next() < 0.6 ? "ja" : "en", source: pick(SOURCES) }),
        visitor: visitorOf(Math.floor(next() * 60)),
        at: new Date(start + Math.floor(next() * span)),
      };
    });
  });
  // Day after day, as they came: each day's salt is made (and the older ones dropped) before its views are counted.
  const salts = createSaltStore(ctx.db);
  for (const visits of days) {
    await Promise.all(visits.map((v) => recordPageView(ctx, salts, v.view, v.visitor, v.at)));
  }
  const sent = days.reduce((n, visits) => n + visits.length, 0);
  await rollUpDays(ctx.db, dayOf(new Date(today - (DAYS - 1) * DAY_MS)), dayOf(now), page.id);
  return sent;
}
