import { changeOf, type ScoreRow } from "./history.ts";

export type Summary = { basis: "main" | "average"; framework: string | null; score: number | null; change: number | null; since: string | null };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** The latest of some `YYYY-MM-DD` days (they sort as text). */
const latestDay = (days: string[]) => [...days].sort().at(-1) ?? "";

/**
 * The one number Home shows: the main framework's score when the page has
 * one, else the mean over its frameworks. Its change is against the
 * previous day it was different: for the mean, the day any framework last
 * changed, with each framework's score before that day (no change when a
 * framework had none before).
 */
export function summarize(scores: readonly { framework: string; score: number }[], rows: ReadonlyMap<string, ScoreRow[]>, main: string | null): Summary {
  const own = main ? scores.find((s) => s.framework === main) : undefined;
  if (own) {
    const change = changeOf(rows.get(own.framework));
    return { basis: "main", framework: own.framework, score: own.score, change: change?.change ?? null, since: change?.since ?? null };
  }
  if (scores.length === 0) return { basis: "average", framework: null, score: null, change: null, since: null };
  const current = mean(scores.map((s) => s.score));
  const score = oneDecimal(current);
  const latest = scores.map((s) => rows.get(s.framework) ?? []);
  const lastDay = latestDay(latest.map(([last]) => last?.day ?? ""));
  const before: ScoreRow[] = [];
  for (const [last, previous] of latest) {
    if (!last) return { basis: "average", framework: null, score, change: null, since: null };
    if (last.day !== lastDay) before.push(last);
    else if (previous) before.push(previous);
    else return { basis: "average", framework: null, score, change: null, since: null };
  }
  const since = latestDay(before.map((r) => r.day));
  return { basis: "average", framework: null, score, change: oneDecimal(current - mean(before.map((r) => r.score))), since };
}
