import type { EvidenceState, FrameworkSelection, LocalizedText } from "@greenpage/db/schema";
import type { DisclosureRef } from "../frameworks/data/standard-initiatives.ts";

/**
 * What the analyzer reads, gathered from the database (gather.ts) or built
 * by a test: plain data, so the analysis itself is a pure function of it and
 * its SHA-256 names the run's inputs.
 */
export type AnalysisInput = {
  page: { id: number; frameworks: FrameworkSelection[] };
  /** UTC date (YYYY-MM-DD) the run reads evidence expiry against. */
  today: string;
  initiatives: InitiativeInput[];
  news: NewsInput[];
  /** The catalogue of standard initiatives with the disclosures each addresses. */
  catalogue: CatalogueEntry[];
};

export type InitiativeInput = {
  id: number;
  standardInitiativeId: number | null;
  title: LocalizedText;
  description: LocalizedText;
  body: LocalizedText;
  isPublished: boolean;
  evidenceState: EvidenceState;
  attachments: number;
  expirationDate: string | null;
  /** Disclosures it counts for: the catalogue's for a standard initiative, and those a member confirmed. */
  mapped: DisclosureRef[];
  /** Disclosures its text seems to address (matchDisclosures), not yet confirmed. */
  matched: DisclosureRef[];
};

export type NewsInput = { id: number; title: LocalizedText; body: LocalizedText; isPublished: boolean };

export type CatalogueEntry = { id: number; code: string; title: LocalizedText; disclosures: DisclosureRef[] };
