import type { EvidenceState } from "@greenpage/db/schema";
import type { Disclosure } from "../frameworks/data/index.ts";
import type { InitiativeDisclosures } from "../frameworks/page-disclosures.ts";

/**
 * How much one initiative counts for a disclosure it addresses, by its
 * evidence: a claim the owner only states counts less than one a reviewer
 * has seen, and that less than one a reviewer verified. The score is the
 * weighted share of a framework's disclosures addressed, each at the factor
 * of its best initiative (not a sum: two self-reported items do not make a
 * verified one).
 */
export const EVIDENCE_FACTORS: Readonly<Record<EvidenceState, number>> = {
  self_reported: 0.4,
  submitted: 0.7,
  verified: 1,
};

/** Evidence past its expiration date counts this share of its factor: it was true once, it is not shown to be now. */
export const EXPIRED_FACTOR = 0.5;

/**
 * A disclosure whose best initiative counts less than this is listed as a
 * weak gap: less than fresh submitted evidence, so self-reported evidence and
 * any expired evidence (verified included: 1 × 0.5) are weak.
 */
export const WEAK_BELOW = EVIDENCE_FACTORS.submitted;

/** What scoring reads of an initiative: plain data, so it is tested without a database. */
export type ScoredInitiative = Pick<InitiativeDisclosures, "id" | "evidenceState" | "expirationDate" | "isPublished" | "disclosures">;

/** How well a page addresses one disclosure: its best initiative's strength (0 when none), and every published initiative that addresses it, strongest first. */
export type DisclosureCoverage = {
  disclosure: Disclosure;
  strength: number;
  initiatives: { id: number; strength: number; evidenceState: EvidenceState; expired: boolean }[];
};

export type FrameworkScore = {
  framework: string;
  /** 0–100, one decimal. */
  score: number;
  /** Disclosures addressed by at least one published initiative, and in all. */
  addressed: number;
  total: number;
  coverage: DisclosureCoverage[];
};

/** Whether evidence is past its expiration date on `today` (both `YYYY-MM-DD`; the last day still counts). */
export const isExpired = (expirationDate: string | null, today: string) => expirationDate !== null && expirationDate < today;

/** One initiative's strength: its evidence factor, halved (EXPIRED_FACTOR) once expired. */
export function strengthOf(item: Pick<ScoredInitiative, "evidenceState" | "expirationDate">, today: string): number {
  const factor = EVIDENCE_FACTORS[item.evidenceState] ?? 0;
  return isExpired(item.expirationDate, today) ? factor * EXPIRED_FACTOR : factor;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A framework's coverage score over a page's initiatives. Unpublished
 * initiatives do not count: the score is what a visitor could read.
 */
export function scoreFramework(framework: string, disclosures: readonly Disclosure[], initiatives: readonly ScoredInitiative[], today: string): FrameworkScore {
  const byCode = new Map<string, DisclosureCoverage["initiatives"]>();
  for (const item of initiatives) {
    if (!item.isPublished) continue;
    const strength = strengthOf(item, today);
    const expired = isExpired(item.expirationDate, today);
    for (const ref of item.disclosures) {
      if (ref.framework !== framework) continue;
      const list = byCode.get(ref.disclosure) ?? [];
      if (!list.some((i) => i.id === item.id)) list.push({ id: item.id, strength, evidenceState: item.evidenceState, expired });
      byCode.set(ref.disclosure, list);
    }
  }
  let weighted = 0;
  let weights = 0;
  const coverage = disclosures.map((disclosure) => {
    const found = (byCode.get(disclosure.code) ?? []).sort((a, b) => b.strength - a.strength || a.id - b.id);
    const strength = found[0]?.strength ?? 0;
    const weight = disclosure.weight ?? 1;
    weighted += weight * strength;
    weights += weight;
    return { disclosure, strength, initiatives: found };
  });
  return {
    framework,
    score: weights === 0 ? 0 : oneDecimal((100 * weighted) / weights),
    addressed: coverage.filter((c) => c.strength > 0).length,
    total: disclosures.length,
    coverage,
  };
}
