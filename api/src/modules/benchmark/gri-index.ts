import type { EvidenceState, LanguageCode } from "@greenpage/db/schema";
import { FRAMEWORKS } from "../catalog/frameworks.ts";
import { currentDisclosuresOf } from "../frameworks/data/index.ts";
import { INDEX_TEXT, type OmissionReason } from "./messages.ts";
import { type ScoredInitiative, scoreFramework } from "./scoring.ts";

/** What the index says of the page: its name in the index's language, its handle (for links), and the GRI topics it chose (null: none chosen). */
export type IndexPage = { name: string; handle: string; griTopics: readonly string[] | null };
export type IndexInitiative = ScoredInitiative & { title: Record<string, string> };

export type IndexLocation = { id: number; title: string; url: string; evidence: EvidenceState; expired: boolean };
export type GriIndexRow = {
  /** "GRI 305: Emissions". */
  standard: string;
  code: string;
  title: string;
  /** The published initiatives that address it, strongest evidence first. */
  locations: IndexLocation[];
  /** Why it is omitted, when no published initiative addresses it. */
  omission: { requirement: string; reason: OmissionReason; explanation: string } | null;
};
export type GriIndex = { language: LanguageCode; title: string; statement: string; gri1: string; generated: string; rows: GriIndexRow[] };

/**
 * GRI 2 (General Disclosures) and GRI 3 (Material Topics) apply to every
 * reporter (GRI 1, Requirements 2 and 3): they are never "not applicable",
 * whichever topic Standards the page chose.
 */
const UNIVERSAL_TOPICS = new Set(["2", "3"]);

const GRI_TOPIC_NAMES = new Map((FRAMEWORKS.find((f) => f.code === "gri")?.categories ?? []).map((c) => [c.code, c.name]));

/** The public address of an initiative: `/{handle}/{content_id}` on the site. */
export const initiativeUrl = (siteUrl: string, handle: string, id: number) => `${siteUrl}/${encodeURIComponent(handle)}/${id}`;

/**
 * The GRI content index of a page: each GRI disclosure in the data, where on
 * the public page it is addressed (links to the initiatives) with their
 * evidence, or why it is omitted: "Not applicable" for a topic Standard the
 * page did not choose among its GRI topics (never GRI 2 or 3), "Information unavailable/incomplete" for
 * one it chose (or when it chose none) but does not address yet.
 */
export function buildGriIndex(input: {
  page: IndexPage;
  items: readonly IndexInitiative[];
  language: LanguageCode;
  siteUrl: string;
  today: string;
  from: string;
}): GriIndex {
  const { page, language, today } = input;
  const text = INDEX_TEXT[language];
  const titles = new Map(input.items.map((i) => [i.id, i.title[language] || Object.values(i.title).find(Boolean) || text.untitled(i.id)]));
  const scored = scoreFramework("gri", currentDisclosuresOf("gri"), input.items, today);
  const rows = scored.coverage.map(({ disclosure, initiatives }): GriIndexRow => {
    const topic = GRI_TOPIC_NAMES.get(disclosure.topic);
    const chosen = !page.griTopics || page.griTopics.includes(disclosure.topic) || UNIVERSAL_TOPICS.has(disclosure.topic);
    const reason: OmissionReason = chosen ? "information_unavailable" : "not_applicable";
    return {
      standard: topic?.[language] ?? `GRI ${disclosure.topic}`,
      code: disclosure.code,
      title: (language === "ja" ? disclosure.title.ja : undefined) ?? disclosure.title.en,
      locations: initiatives.map((i) => ({
        id: i.id,
        title: titles.get(i.id) ?? text.untitled(i.id),
        url: initiativeUrl(input.siteUrl, page.handle, i.id),
        evidence: i.evidenceState,
        expired: i.expired,
      })),
      omission: initiatives.length > 0 ? null : { requirement: disclosure.code, reason, explanation: text.explanations[reason] },
    };
  });
  return {
    language,
    title: text.title,
    statement: text.statement(page.name, input.from, today),
    gri1: text.gri1,
    generated: text.generated(today),
    rows,
  };
}

/** A location's evidence as the index prints it: "Verified", or "Self Reported (expired)". */
export function evidenceLabel(location: IndexLocation, language: LanguageCode): string {
  const text = INDEX_TEXT[language];
  return location.expired ? `${text.evidence[location.evidence]} (${text.expired})` : text.evidence[location.evidence];
}
