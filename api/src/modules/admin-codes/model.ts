import { t } from "elysia";
import { ChoiceIn, NullableText } from "../../lib/http-schemas.ts";
import { PageQuery } from "../../lib/pagination.ts";
import { RULES } from "../../lib/validate.ts";

export const CODE_MESSAGES = {
  count: "Count must be between 1 and 500.",
  expiry: "Expiry must be between 1 and 365 days.",
  status: "Select a valid status: unused, used, expired or revoked.",
} as const;

export const NOTE_MAX = 200;
export const CODE_STATUSES = ["unused", "used", "expired", "revoked"] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

export const Invitation = t.Object({
  code: t.String(),
  /** Kept for older clients: true once someone signed up with it. */
  used: t.Boolean(),
  status: t.UnionEnum(CODE_STATUSES),
  note: t.Nullable(t.String()),
  used_by: t.Nullable(t.Object({ id: t.String(), email: t.String(), name: t.String() })),
  used_at: t.Nullable(t.String()),
  expires_at: t.Nullable(t.String()),
  revoked_at: t.Nullable(t.String()),
  created_by: t.Nullable(t.String({ description: "The email of the admin who created it" })),
  created_at: t.String(),
});
export type Invitation = typeof Invitation.static;

export const InvitationsBody = t.Object({
  count: t.Optional(t.Integer({ minimum: 1, maximum: 500, error: CODE_MESSAGES.count })),
  expires_in_days: t.Optional(t.Integer({ minimum: 1, maximum: 365, error: CODE_MESSAGES.expiry })),
  note: t.Optional(
    NullableText({
      maxLength: NOTE_MAX,
      messages: { maxLength: RULES.tooLong(NOTE_MAX) },
      description: "What the batch is for (shown in the list and the CSV)",
    }),
  ),
});
export type InvitationsBody = typeof InvitationsBody.static;

export const InvitationFilter = t.Object({
  status: t.Optional(ChoiceIn(CODE_STATUSES, CODE_MESSAGES.status, { "x-field": "status" })),
  q: t.Optional(t.String({ maxLength: 200, description: "Matches the code, the note, or the email or name of who used it", "x-field": "q" })),
});
export type InvitationFilter = typeof InvitationFilter.static;
export const InvitationListQuery = t.Composite([PageQuery, InvitationFilter]);

export const CodeParams = t.Object({ code: t.String({ maxLength: 64 }) });
