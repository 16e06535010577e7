import { and, asc, eq, gte, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { benchmarkScores } from "@greenpage/db/schema";

type Db = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A score as stored: one row per page, framework and day it changed. */
export type ScoreRow = { framework: string; day: string; score: number; addressed: number; total: number };
export type ScoreInput = Omit<ScoreRow, "day">;

/** Today's date in UTC (`YYYY-MM-DD`): the day a score is filed under. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The day `days - 1` days before `day`, so a window of `days` days ends on `day`. */
export function windowStart(day: string, days: number): string {
  const start = new Date(`${day}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return utcDay(start);
}

/** The last two rows per framework of a page (newest first): the latest score and the one it changed from. */
export async function latestRows(db: Pick<Database, "execute">, pageId: number): Promise<Map<string, ScoreRow[]>> {
  const rows = rowsOf<ScoreRow & { n: number }>(
    await db.execute(sql`select framework, day::text as day, score, addressed, total from (
        select s.*, row_number() over (partition by framework order by day desc) as n
        from ${benchmarkScores} s where business_id = ${pageId}
      ) ranked where n <= 2 order by framework, day desc`),
  );
  const latest = new Map<string, ScoreRow[]>();
  for (const row of rows) {
    const value = { framework: row.framework, day: row.day, score: Number(row.score), addressed: Number(row.addressed), total: Number(row.total) };
    latest.set(row.framework, [...(latest.get(row.framework) ?? []), value]);
  }
  return latest;
}

/** Scores are kept to one decimal in a `real` column: equal when they round the same. */
const sameScore = (a: number, b: number) => Math.abs(a - b) < 0.05;

const thisRow = (pageId: number, framework: string, day: string) =>
  and(eq(benchmarkScores.pageId, pageId), eq(benchmarkScores.framework, framework), eq(benchmarkScores.day, day));

/**
 * Files a page's scores under `day`, but only where a score changed: each
 * row differs from the one before it, so the history is the days it changed.
 * A score that moves and comes back within one day leaves no row for that day.
 */
export async function recordScores(db: Db, pageId: number, scores: readonly ScoreInput[], day: string): Promise<void> {
  if (scores.length === 0) return;
  const latest = await latestRows(db, pageId);
  for (const input of scores) {
    const [last, before] = latest.get(input.framework) ?? [];
    const values = { score: input.score, addressed: input.addressed, total: input.total, computedAt: new Date() };
    if (last?.day === day) {
      if (before && sameScore(before.score, input.score)) await db.delete(benchmarkScores).where(thisRow(pageId, input.framework, day));
      else if (!sameScore(last.score, input.score))
        await db
          .update(benchmarkScores)
          .set(values)
          .where(thisRow(pageId, input.framework, day));
      continue;
    }
    if (last && sameScore(last.score, input.score)) continue;
    await db
      .insert(benchmarkScores)
      .values({ pageId, framework: input.framework, day, ...values })
      .onConflictDoUpdate({ target: [benchmarkScores.pageId, benchmarkScores.framework, benchmarkScores.day], set: values });
  }
}

/** A framework's score per day it changed, oldest first, for the `days` days ending `today`. */
export async function readHistory(db: Pick<Database, "select">, pageId: number, framework: string, days: number, today: string): Promise<ScoreRow[]> {
  const rows = await db
    .select({
      framework: benchmarkScores.framework,
      day: benchmarkScores.day,
      score: benchmarkScores.score,
      addressed: benchmarkScores.addressed,
      total: benchmarkScores.total,
    })
    .from(benchmarkScores)
    .where(and(eq(benchmarkScores.pageId, pageId), eq(benchmarkScores.framework, framework), gte(benchmarkScores.day, windowStart(today, days))))
    .orderBy(asc(benchmarkScores.day));
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

/** A score's change since the previous day it was different: null with no earlier row. */
export function changeOf(rows: readonly ScoreRow[] | undefined): { change: number; since: string } | null {
  const [last, before] = rows ?? [];
  if (!last || !before) return null;
  return { change: Math.round((last.score - before.score) * 10) / 10, since: before.day };
}
