import { t } from "elysia";
import { LANGUAGE_CODES } from "@greenpage/db/schema";
import { ChoiceIn, CodeSchema } from "../../lib/http-schemas.ts";
import { CLAIM_TERMS } from "./data/claims.ts";
import { RULES } from "../../lib/validate.ts";

/** What a run's POST takes: the language of its sentences and prose (default: the page's default language). */
export const RunBody = t.Object({
  language: t.Optional(ChoiceIn(LANGUAGE_CODES, RULES.language, { description: "en or ja; the page's default language when omitted" })),
});
export type RunBody = typeof RunBody.static;

const DisclosureRef = t.Object({
  framework: t.String({ description: "A framework's code: gri, ifrs-s2, sdgs…" }),
  code: t.String({ description: "The disclosure's code within it: 305-1, 13.2…" }),
  title: t.String({ description: "Its official title in the run's language (English where no Japanese title exists)" }),
});

export const Strength = t.Object({
  kind: CodeSchema(["topic", "verified"], { description: "topic: a framework topic well covered; verified: a verified item with valid evidence" }),
  text: t.String(),
  framework: t.Nullable(t.String()),
  topic: t.Nullable(t.String()),
  item_id: t.Nullable(t.Integer({ description: "The initiative, for `verified`" })),
  covered: t.Integer({ description: "Disclosures addressed (topic) or that the item addresses (verified)" }),
  total: t.Integer(),
  disclosures: t.Array(DisclosureRef),
});

export const GapDisclosure = t.Object({
  ...DisclosureRef.properties,
  weight: t.Number(),
  candidates: t.Array(t.Integer(), { description: "Initiatives whose text seems to address it: confirming the mapping closes the gap" }),
  text: t.String(),
});

export const Gap = t.Object({
  framework: t.String(),
  topic: t.String(),
  topic_name: t.String(),
  weight: t.Number({ description: "The open disclosures' weights summed: gaps are ranked by it" }),
  text: t.String(),
  disclosures: t.Array(GapDisclosure),
});

export const Suggestion = t.Object({
  standard_initiative_id: t.Integer({ description: "Add it with POST /businesses/{id}/contents/ {kind: standard, standard_initiative_id}" }),
  code: t.String(),
  title: t.String(),
  weight: t.Number({ description: "The weights of the open disclosures it closes, summed" }),
  closes: t.Array(DisclosureRef),
  text: t.String(),
});

export const ClaimFlag = t.Object({
  item_type: CodeSchema(["initiative", "news"]),
  item_id: t.Integer(),
  title: t.String(),
  claim: CodeSchema(
    CLAIM_TERMS.map((c) => c.id),
    { description: "The claim term (api/src/modules/analysis/data/claims.ts)" },
  ),
  kind: CodeSchema(["generic", "neutrality", "future"]),
  phrase: t.String({ description: "The words as the item writes them" }),
  reason: CodeSchema(["no_evidence", "expired", "news"], {
    description: "no_evidence: self-reported with no attachment; expired: its evidence expired; news: news carries no evidence",
  }),
  text: t.String(),
  why: t.String(),
  law: t.Object({ citation: t.String(), url: t.String(), applies_from: t.String() }),
});

export const Findings = t.Object({
  language: CodeSchema(LANGUAGE_CODES),
  summary: t.String(),
  frameworks: t.Array(t.Object({ framework: t.String(), name: t.String() }), { description: "The page's frameworks the gaps were read against" }),
  counts: t.Object({ initiatives: t.Integer(), news: t.Integer(), disclosures: t.Integer(), addressed: t.Integer() }),
  strengths: t.Array(Strength),
  gaps: t.Array(Gap),
  suggestions: t.Array(Suggestion),
  claim_flags: t.Array(ClaimFlag),
});
export type Findings = typeof Findings.static;
export type Strength = typeof Strength.static;
export type Gap = typeof Gap.static;
export type GapDisclosure = typeof GapDisclosure.static;
export type Suggestion = typeof Suggestion.static;
export type ClaimFlag = typeof ClaimFlag.static;

export const ProseSection = t.Object({ heading: t.String(), body: t.String(), cited_ids: t.Array(t.Integer()) });
/** The language model's answer, once checked: every id it cites is an initiative of the page. */
export const Prose = t.Object({ summary: t.String(), sections: t.Array(ProseSection), cited_ids: t.Array(t.Integer()) });
export type Prose = typeof Prose.static;

const MODEL_STATUS = ["builtin", "ok", "error"] as const;
export type ModelStatus = (typeof MODEL_STATUS)[number];

const RunFields = {
  id: t.Integer(),
  business_id: t.Integer(),
  language: CodeSchema(LANGUAGE_CODES),
  model: t.String({ description: "`builtin`, or the language model's name when it wrote `prose`" }),
  model_status: CodeSchema(MODEL_STATUS, {
    description: "builtin: no language model is configured; ok: the model's prose is shown; error: it was asked but `model_error` says why there is none",
  }),
  model_error: t.Nullable(t.String()),
  duration_ms: t.Integer(),
  inputs_hash: t.String({ description: "SHA-256 of what the analyzer read: the same hash, the same findings" }),
  requested_by: t.Nullable(t.String({ description: "Who ran it (their name), or null if their account is gone" })),
  created_at: t.String(),
};

export const AnalysisRun = t.Object({ ...RunFields, findings: Findings, prose: t.Nullable(Prose) });
export type AnalysisRun = typeof AnalysisRun.static;

export const RunSummary = t.Object({
  ...RunFields,
  counts: t.Object({ strengths: t.Integer(), gaps: t.Integer(), suggestions: t.Integer(), claim_flags: t.Integer() }),
});
export type RunSummary = typeof RunSummary.static;

export const Usage = t.Object({
  used: t.Integer({ description: "Runs this calendar month (UTC)" }),
  limit: t.Integer({ description: "The plan's `ai_analyses_per_month` (0 where the plan has no AI analysis)" }),
  resets_at: t.String({ description: "When the month's count starts again (the 1st, 00:00 UTC)" }),
  included: t.Boolean({ description: "Whether the page's plan includes AI analysis (`assessments_and_ai`)" }),
  model: t.Nullable(t.String({ description: "The language model configured to write prose, or null for the built-in analyzer alone" })),
});
export type Usage = typeof Usage.static;

export const RunList = t.Object({
  usage: Usage,
  count: t.Integer(),
  page: t.Integer(),
  page_size: t.Integer(),
  results: t.Array(RunSummary, { description: "Newest first" }),
});
export type RunList = typeof RunList.static;
