import { ApiError } from "../../lib/errors.ts";
import { EVIDENCE_MESSAGES } from "./messages.ts";

/** Self Reported → Submitted for Review → Verified, and back to Self Reported when the evidence changes. */
export const EVIDENCE_STATES = ["self_reported", "submitted", "verified"] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** What can happen to an initiative's evidence, and the review log's word for it. */
export type EvidenceAction = "submit" | "withdraw" | "approve" | "reject" | "reset";

const TRANSITIONS: Record<EvidenceAction, { from: EvidenceState[]; to: EvidenceState; logged: string; verb: string }> = {
  submit: { from: ["self_reported"], to: "submitted", logged: "submitted", verb: "submitted for review" },
  withdraw: { from: ["submitted"], to: "self_reported", logged: "withdrawn", verb: "withdrawn from review" },
  approve: { from: ["submitted"], to: "verified", logged: "approved", verb: "approved" },
  reject: { from: ["submitted"], to: "self_reported", logged: "rejected", verb: "rejected" },
  reset: { from: ["verified"], to: "self_reported", logged: "reset", verb: "reset" },
};

/** The state after `action`, or a 409 `invalid_transition` naming what was tried. */
export function transition(from: string, action: EvidenceAction): { to: EvidenceState; logged: string } {
  const rule = TRANSITIONS[action];
  if (!(rule.from as string[]).includes(from)) {
    throw new ApiError(409, "invalid_transition", EVIDENCE_MESSAGES.invalidTransition(from, rule.verb), { evidence_state: from });
  }
  return { to: rule.to, logged: rule.logged };
}
