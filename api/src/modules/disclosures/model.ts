import { t } from "elysia";
import { FRAMEWORK_CODES } from "../catalog/frameworks.ts";
import { DisclosureTitle as Title } from "../frameworks/model.ts";
import { ChoiceIn } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { DISCLOSURE_LIMITS, DISCLOSURE_MESSAGES as M } from "./messages.ts";

/** What a member decides about one disclosure of one initiative. */
export const DECISION_STATES = ["confirmed", "rejected"] as const;

const Framework = t.String({ enum: FRAMEWORK_CODES, description: "A framework code of the catalogue (`gri`, `ifrs-s2`, `sdgs`…)" });

/** A disclosure an initiative counts for: by the catalogue (a standard initiative) or confirmed by a member. */
export const MappedDisclosure = t.Object({
  framework: Framework,
  disclosure: t.String({ description: "The disclosure's code within its framework: `305-1`, `13.2`, `s2-29a-1`…" }),
  title: Title,
  source: t.String({ enum: ["catalogue", "confirmed"], description: "catalogue: the standard initiative's own mapping; confirmed: a member's" }),
  decided_by: t.Nullable(t.String({ description: "Who confirmed it (their name); null for the catalogue's" })),
  decided_at: t.Nullable(t.String({ description: "When it was confirmed; null for the catalogue's" })),
});

/** A disclosure the initiative's text suggests, for a member to confirm or dismiss. */
export const SuggestedDisclosure = t.Object({
  framework: Framework,
  disclosure: t.String(),
  title: Title,
  confidence: t.Number({ minimum: 0, maximum: 1, description: "How sure the match is, 0–1" }),
  keywords: t.Array(t.String(), { description: "The words of the initiative's text that matched" }),
});

export const InitiativeDisclosures = t.Object({
  content_id: t.Integer(),
  title_json: t.Record(t.String(), t.String()),
  standard_code: t.Nullable(t.String({ description: "The catalogue's code for a standard initiative" })),
  disclosures: t.Array(MappedDisclosure),
  suggestions: t.Array(SuggestedDisclosure, { description: `At most ${DISCLOSURE_LIMITS.suggestions}, surest first; never one already counted or rejected` }),
});
export type InitiativeDisclosures = typeof InitiativeDisclosures.static;

export const PageDisclosures = t.Object({
  frameworks: t.Array(Framework, { description: "The page's frameworks, which suggestions are limited to; empty: every framework" }),
  initiatives: t.Array(InitiativeDisclosures),
});
export type PageDisclosures = typeof PageDisclosures.static;

const Decision = t.Object({
  framework: ChoiceIn(FRAMEWORK_CODES, RULES.framework, { description: "A framework code of the catalogue" }),
  disclosure: t.String({ minLength: 1, maxLength: DISCLOSURE_LIMITS.disclosureCode, error: M.disclosure, description: "A disclosure code of that framework" }),
  state: ChoiceIn(DECISION_STATES, M.state, { description: "confirmed: it counts for this initiative; rejected: it does not, and is not suggested again" }),
});
export type Decision = typeof Decision.static;

/** The body's own message too: Elysia would otherwise print the whole refused body into its error, which a deeply nested one overflows. */
export const DecisionsBody = t.Object(
  {
    items: t.Array(Decision, {
      minItems: 1,
      maxItems: DISCLOSURE_LIMITS.decisions,
      error: M.items,
      description: "Decisions about this initiative's disclosures; the last one stands (confirming a rejected one counts it again)",
    }),
  },
  { error: M.items },
);
export type DecisionsBody = typeof DecisionsBody.static;
