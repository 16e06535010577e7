/** Messages of the disclosures module (owners mapping their initiatives to the frameworks' disclosures). */
export const DISCLOSURE_MESSAGES = {
  disclosure: "Select a disclosure of this framework.",
  state: "Choose confirmed or rejected.",
  items: "Send between 1 and 50 decisions.",
  duplicate: "Decide each disclosure once per request.",
} as const;

/** How many decisions one request carries, and how many suggestions an initiative gets at most. */
export const DISCLOSURE_LIMITS = { decisions: 50, suggestions: 8, disclosureCode: 20 } as const;

/** The least confidence (0–1) a match needs to be offered as a suggestion. */
export const SUGGESTION_MIN_CONFIDENCE = 0.4;
