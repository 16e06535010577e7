import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { analyticsSalts } from "@greenpage/db/schema";
import { purgeExpiredRateLimits } from "../../lib/rate-limit.ts";

/** Salts are kept this many days back, then deleted so old visitor hashes cannot be recomputed. */
const KEEP_DAYS = 2;

export type SaltStore = { saltFor(now: Date): Promise<string> };

/** The UTC day of an instant, as the `date` columns hold it (salts, roll-ups): `YYYY-MM-DD`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The secret salt of each UTC day, shared by every API process through the
 * table: the first process to need a day's salt creates it (a racing one's
 * insert does nothing), and all read the same row. A salt never changes, so
 * each process keeps the current one in memory and asks again only for a new day.
 */
export function createSaltStore(db: Database): SaltStore {
  let current: { day: string; salt: Promise<string> } | null = null;
  return {
    saltFor(now) {
      const day = dayOf(now);
      if (current?.day !== day) {
        const salt = loadOrCreate(db, now);
        current = { day, salt };
        // A failed read is not cached: the next view tries again.
        salt.catch(() => {
          if (current?.salt === salt) current = null;
        });
      }
      return current.salt;
    },
  };
}

async function loadOrCreate(db: Database, now: Date): Promise<string> {
  const day = dayOf(now);
  // Once a day per process: forget old salts, and the rate-limit windows that have ended.
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, dayOf(new Date(now.getTime() - KEEP_DAYS * 86_400_000))));
  // By the clock, not by `now` (the day a view is counted for): a window is over only when it really is.
  await purgeExpiredRateLimits(db);
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row!.salt;
}
