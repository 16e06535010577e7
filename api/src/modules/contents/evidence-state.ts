import { eq } from "drizzle-orm";
import { contentReviews, contents, type EvidenceState } from "@greenpage/db/schema";
import type { Tx } from "../../lib/transaction.ts";
import { CONTENT_MESSAGES } from "./messages.ts";
import { CONTENT_ERRORS } from "./errors.ts";

/**
 * An initiative's evidence state and its review log. It lives with the
 * contents because a content update moves it too (changed evidence sends a
 * verified item back); the Verifications screen (evidence/) builds on it.
 */

type ContentRow = typeof contents.$inferSelect;

/** What can happen to an initiative's evidence, and the review log's word for it. */
export type EvidenceAction = "submit" | "withdraw" | "approve" | "reject" | "revoke" | "reset" | "resubmit" | "unresubmit" | "reapprove" | "decline";

const TRANSITIONS: Record<EvidenceAction, { from: EvidenceState[]; to: EvidenceState; logged: string; verb: string }> = {
  submit: { from: ["self_reported"], to: "submitted", logged: "submitted", verb: "submitted for review" },
  withdraw: { from: ["submitted"], to: "self_reported", logged: "withdrawn", verb: "withdrawn from review" },
  approve: { from: ["submitted"], to: "verified", logged: "approved", verb: "approved" },
  reject: { from: ["submitted"], to: "self_reported", logged: "rejected", verb: "rejected" },
  // A reviewer takes back an approval (the certificate was withdrawn, or found not to hold): its credential is revoked.
  revoke: { from: ["verified"], to: "self_reported", logged: "revoked", verb: "revoked" },
  reset: { from: ["verified"], to: "self_reported", logged: "reset", verb: "reset" },
  // Re-verification: a Verified claim goes back to the review queue and stays Verified until a reviewer decides.
  resubmit: { from: ["verified"], to: "verified", logged: "resubmitted", verb: "sent for re-verification" },
  unresubmit: { from: ["verified"], to: "verified", logged: "withdrawn", verb: "withdrawn from re-verification" },
  reapprove: { from: ["verified"], to: "verified", logged: "approved", verb: "verified again" },
  decline: { from: ["verified"], to: "self_reported", logged: "rejected", verb: "refused re-verification" },
};

/** The state after `action`, or a 409 `invalid_transition` naming what was tried. */
export function transition(from: string, action: EvidenceAction): { to: EvidenceState; logged: string } {
  const rule = TRANSITIONS[action];
  if (!(rule.from as string[]).includes(from)) {
    throw CONTENT_ERRORS.raise("invalid_transition", { detail: CONTENT_MESSAGES.invalidTransition(from, rule.verb), extra: { evidence_state: from } });
  }
  return { to: rule.to, logged: rule.logged };
}

/** Applies `action` to a locked row and logs it in the review history. */
export async function moveEvidence(
  tx: Tx,
  row: ContentRow,
  action: EvidenceAction,
  actorId: string | null,
  extra: Partial<ContentRow> = {},
  reason: string | null = null,
) {
  const next = transition(row.evidenceState, action);
  await tx
    .update(contents)
    .set({ evidenceState: next.to, updatedAt: new Date(), ...extra })
    .where(eq(contents.id, row.id));
  await tx.insert(contentReviews).values({ contentId: row.id, pageId: row.pageId, action: next.logged, actorId, reason });
  return next.to;
}

const EVIDENCE_FIELDS = ["attachments", "issuingOrganization", "auditor", "issueDate", "expirationDate", "credentialId", "link"] as const;

/** True when an update changes what a reviewer looked at: a verified item then goes back to Self Reported. */
export function evidenceChanged(existing: ContentRow, values: Partial<ContentRow>): boolean {
  return EVIDENCE_FIELDS.some((f) => values[f] !== undefined && JSON.stringify(values[f]) !== JSON.stringify(existing[f]));
}

/** Called inside an update's transaction when `evidenceChanged`: logged, so the owner can see why the badge went. */
export async function resetVerification(tx: Tx, row: ContentRow, actorId: string | null) {
  if (row.evidenceState === "verified") await moveEvidence(tx, row, "reset", actorId, { reverificationRequestedAt: null });
}
