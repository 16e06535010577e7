import type { Disclosure } from "../frameworks/data/index.ts";
import type { AnalysisInput, InitiativeInput, NewsInput } from "./input.ts";

/**
 * A fixed set of disclosures for the analyzer's tests (codes that exist in the
 * GRI Standards and the SDGs), so they do not depend on the shipped lists.
 */
export const FIXTURE_DISCLOSURES: Disclosure[] = [
  {
    framework: "gri",
    code: "302-1",
    topic: "302",
    title: { en: "Energy consumption within the organization", ja: "組織内のエネルギー消費量" },
    keywords: { en: [], ja: [] },
  },
  {
    framework: "gri",
    code: "302-4",
    topic: "302",
    title: { en: "Reduction of energy consumption", ja: "エネルギー消費量の削減" },
    keywords: { en: [], ja: [] },
  },
  { framework: "gri", code: "305-1", topic: "305", title: { en: "Direct (Scope 1) GHG emissions" }, keywords: { en: [], ja: [] }, weight: 2 },
  { framework: "gri", code: "305-2", topic: "305", title: { en: "Energy indirect (Scope 2) GHG emissions" }, keywords: { en: [], ja: [] }, weight: 2 },
  { framework: "gri", code: "305-3", topic: "305", title: { en: "Other indirect (Scope 3) GHG emissions" }, keywords: { en: [], ja: [] } },
  { framework: "sdgs", code: "13.2", topic: "13", title: { en: "Integrate climate change measures into policies" }, keywords: { en: [], ja: [] } },
];

export function initiative(id: number, fields: Partial<InitiativeInput> = {}): InitiativeInput {
  return {
    id,
    standardInitiativeId: null,
    title: { en: `Initiative ${id}` },
    description: {},
    body: {},
    isPublished: true,
    evidenceState: "self_reported",
    attachments: 0,
    expirationDate: null,
    mapped: [],
    matched: [],
    ...fields,
  };
}

export const newsPost = (id: number, fields: Partial<NewsInput> = {}): NewsInput => ({
  id,
  title: { en: `News ${id}` },
  body: {},
  isPublished: true,
  ...fields,
});

/** A GRI page (energy and emissions): one verified, mapped initiative and one self-reported whose text only suggests 305-1. */
export function griPage(fields: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    page: { id: 1, frameworks: [{ framework: "gri", categories: ["302", "305"] }] },
    today: "2026-11-26",
    initiatives: [
      initiative(1, {
        standardInitiativeId: 13,
        title: { en: "Renewable power", ja: "再エネ電力" },
        evidenceState: "verified",
        attachments: 1,
        expirationDate: "2030-01-01",
        mapped: [{ framework: "gri", disclosure: "302-1" }],
      }),
      initiative(2, { title: { en: "Electric roaster" }, matched: [{ framework: "gri", disclosure: "305-1" }] }),
    ],
    news: [],
    catalogue: [
      { id: 10, code: "ghg_inventory", title: { en: "GHG inventory", ja: "温室効果ガス排出量の算定" }, disclosures: refs("305-1", "305-2") },
      { id: 11, code: "scope_3", title: { en: "Scope 3 screening" }, disclosures: refs("305-3") },
      { id: 12, code: "meters", title: { en: "Energy meters" }, disclosures: refs("302-1") },
      { id: 13, code: "renewable_electricity", title: { en: "Renewable electricity" }, disclosures: refs("302-1", "302-4") },
      { id: 14, code: "climate_policy", title: { en: "Climate policy" }, disclosures: [{ framework: "sdgs", disclosure: "13.2" }] },
    ],
    ...fields,
  };
}

function refs(...codes: string[]) {
  return codes.map((disclosure) => ({ framework: "gri", disclosure }));
}
