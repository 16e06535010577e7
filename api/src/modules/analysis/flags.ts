import type { LanguageCode, LocalizedText } from "@greenpage/db/schema";
import { findClaims } from "./claims.ts";
import { CLAIMS_LAW } from "./data/claims.ts";
import { isExpired } from "./coverage.ts";
import type { AnalysisInput } from "./input.ts";
import { FINDING_TEXTS } from "./messages.ts";
import type { ClaimFlag } from "./model.ts";
import { itemTitle } from "./names.ts";

const textsOf = (...fields: LocalizedText[]) => ({ en: fields.map((f) => f.en ?? ""), ja: fields.map((f) => f.ja ?? "") });

/**
 * Generic environmental claims a published item makes without evidence: an
 * initiative that is self-reported with nothing attached, or whose evidence
 * expired; and any news post (news carries no evidence). A verified or
 * submitted initiative with valid evidence is not flagged.
 */
export function claimFlagsOf(input: AnalysisInput, language: LanguageCode): ClaimFlag[] {
  const texts = FINDING_TEXTS[language];
  const flags: ClaimFlag[] = [];
  const flag = (
    item_type: ClaimFlag["item_type"],
    item_id: number,
    title: string,
    reason: ClaimFlag["reason"],
    sources: ReturnType<typeof textsOf>,
    date = "",
  ) => {
    const hits = findClaims(sources, language);
    // An item that makes its claims in the run's language is read in it: its translation would repeat them.
    const own = hits.filter((hit) => hit.language === language);
    for (const hit of own.length > 0 ? own : hits) {
      const said = { title, phrase: hit.phrase };
      const text = reason === "expired" ? texts.flagExpired({ ...said, date }) : reason === "news" ? texts.flagNews(said) : texts.flagNoEvidence(said);
      flags.push({
        item_type,
        item_id,
        title,
        claim: hit.term.id,
        kind: hit.term.kind,
        phrase: hit.phrase,
        reason,
        text,
        why: hit.term.why[language],
        law: { ...CLAIMS_LAW },
      });
    }
  };
  for (const item of input.initiatives) {
    if (!item.isPublished) continue;
    const expired = isExpired(item, input.today);
    if (!expired && !(item.evidenceState === "self_reported" && item.attachments === 0)) continue;
    const title = itemTitle(item.title, language, item.id);
    flag("initiative", item.id, title, expired ? "expired" : "no_evidence", textsOf(item.title, item.description, item.body), item.expirationDate ?? "");
  }
  for (const post of input.news) {
    if (post.isPublished) flag("news", post.id, itemTitle(post.title, language, post.id), "news", textsOf(post.title, post.body));
  }
  return flags;
}
