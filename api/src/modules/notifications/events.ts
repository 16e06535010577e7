import type { LocalizedText, NotificationKind, StakeholderType } from "@greenpage/db/schema";

/**
 * What a notification reports, without words: the mail is written when it
 * is sent, in the language the member reads then. Callers hand over what the
 * mail needs (a formatted amount, the item's title per language), so this
 * module depends on no feature module.
 */
export type NotificationEvent =
  /** A stakeholder answered a form for the first time. Who answered is never told, only their type. */
  | { kind: "feedback"; stakeholderType: StakeholderType; form: LocalizedText }
  /** A visitor opened a gated item: with limited access their name and company, with the password nothing. */
  | { kind: "gate_opened"; item: LocalizedText; method: "limited" | "password"; name: string | null; company: string | null }
  | { kind: "verification"; item: LocalizedText; decision: "approved" | "rejected" | "revoked"; reason: string | null }
  /** A claim comes due: its certificate expires, or its review interval ends (`daysLeft` 60, 30, 7, 0, or a few days late). */
  | { kind: "verification"; item: LocalizedText; reminder: EvidenceReminder }
  | { kind: "plan"; event: "payment_failed"; money: string; message: string; nextAttempt: string }
  | { kind: "plan"; event: "plan_ended"; reason: "canceled" | "unpaid" | "refunded" }
  | { kind: "plan"; event: "cancel_scheduled"; endsAt: string; downgradeTo: LocalizedText | null };

export type EventOf<K extends NotificationKind> = Extract<NotificationEvent, { kind: K }>;

export type EvidenceReminder = {
  contentId: number;
  dueDate: string;
  daysLeft: number;
  basis: "expiry" | "review";
  verified: boolean;
  /** A verification or re-verification already waits for the review team. */
  pending?: boolean;
};
