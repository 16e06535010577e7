import type { Disclosure } from "../frameworks/data/index.ts";
import { type DisclosureCoverage, WEAK_BELOW } from "./scoring.ts";

/** `missing`: no published initiative addresses it; `weak`: only with self-reported or expired evidence. */
export type GapState = "missing" | "weak";
export type Gap = { disclosure: Disclosure; state: GapState; strength: number; peers: number };
export type RankedGaps = {
  /** The first `limit` gaps, most important first. */
  named: Gap[];
  /** Gaps in all, named or not. */
  total: number;
};

/**
 * The disclosures a page leaves open or only weakly addressed, ranked: the
 * heaviest first (they move the score most), then those most peers address
 * (what the page's sector reports), then by code. The plan's
 * `benchmark_gaps` says how many are named (null: all); the rest are counted.
 */
export function rankGaps(coverage: readonly DisclosureCoverage[], peerCounts: ReadonlyMap<string, number>, limit: number | null): RankedGaps {
  const gaps: Gap[] = coverage
    .filter((c) => c.strength < WEAK_BELOW)
    .map((c) => ({
      disclosure: c.disclosure,
      state: c.strength === 0 ? "missing" : "weak",
      strength: c.strength,
      peers: peerCounts.get(c.disclosure.code) ?? 0,
    }));
  gaps.sort(
    (a, b) =>
      (b.disclosure.weight ?? 1) - (a.disclosure.weight ?? 1) ||
      b.peers - a.peers ||
      a.disclosure.code.localeCompare(b.disclosure.code, "en", { numeric: true }),
  );
  return { named: limit === null ? gaps : gaps.slice(0, Math.max(0, limit)), total: gaps.length };
}
