import type { LanguageCode } from "@greenpage/db/schema";
import { DISCLOSURES, type Disclosure } from "../frameworks/data/index.ts";
import { coverageOf, gapsOf, scopeOf, strengthsOf, suggestionsOf } from "./coverage.ts";
import { claimFlagsOf } from "./flags.ts";
import type { AnalysisInput } from "./input.ts";
import { FINDING_TEXTS } from "./messages.ts";
import type { Findings } from "./model.ts";
import { frameworkName } from "./names.ts";

/**
 * The built-in analyzer: a pure function of the page's data (no network, no
 * clock but `input.today`), so the same inputs always give the same findings.
 * Strengths, gaps against the page's frameworks ranked by weight, the
 * catalogue's initiatives that would close the most of them, and generic
 * environmental claims made without evidence. Sentences are in `language`.
 */
export function analyzePage(input: AnalysisInput, language: LanguageCode, disclosures: readonly Disclosure[] = DISCLOSURES): Findings {
  const scope = scopeOf(input.page.frameworks, disclosures);
  const coverage = coverageOf(input, scope);
  const gaps = gapsOf(input, scope, coverage, language);
  const claimFlags = claimFlagsOf(input, language);
  const addressed = scope.filter(coverage.isAddressed).length;
  const texts = FINDING_TEXTS[language];
  const frameworks = [...new Set(input.page.frameworks.map((f) => f.framework))];
  return {
    language,
    summary:
      frameworks.length === 0
        ? texts.noFrameworks({ flags: claimFlags.length })
        : texts.summary({ addressed, total: scope.length, open: scope.length - addressed, flags: claimFlags.length }),
    frameworks: frameworks.map((framework) => ({ framework, name: frameworkName(framework, language) })),
    counts: { initiatives: input.initiatives.length, news: input.news.length, disclosures: scope.length, addressed },
    strengths: strengthsOf(input, scope, coverage, language),
    gaps,
    suggestions: suggestionsOf(input, scope, coverage, language),
    claim_flags: claimFlags,
  };
}
