import { EVIDENCE_STATES } from "@greenpage/sdk";
import type { Locale } from "../../i18n/locales.ts";
import { formatDate } from "./format.ts";
import type { PublicContent } from "./load.ts";

/** The evidence badge an item shows: its state, or "self-reported" for one this site does not know. */
export const evidenceOf = (item: PublicContent) => (EVIDENCE_STATES.includes(item.evidence_state) ? item.evidence_state : "self_reported");

/** An item's evidence facts that have a value, in the order shown, dates in the visitor's language: `[key, text]`. */
export function evidenceFacts(item: PublicContent, locale: Locale): [string, string][] {
  return [
    ["issuing_organization", item.issuing_organization],
    ["auditor", item.auditor],
    ["issue_date", formatDate(item.issue_date, locale)],
    ["expiration_date", formatDate(item.expiration_date, locale)],
    ["credential_id", item.credential_id],
    ["last_verified", formatDate(item.last_verified, locale)],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
}
