import { t } from "elysia";
import { INVITED_ROLES, PAGE_ROLES } from "@greenpage/db/schema";
import { ChoiceIn, CodeSchema, LanguageCodeSchema, NullableText, PlanCodeSchema } from "../../lib/http-schemas.ts";
import { EMAIL_PATTERN, RULES } from "../../lib/validate.ts";
import { INVITATION_LIMITS as L, MEMBER_MESSAGES as M } from "./messages.ts";

const Localized = t.Record(t.String(), t.String());
const RoleSchema = CodeSchema(PAGE_ROLES, { description: "owner, editor or viewer" });
const InvitedRoleIn = ChoiceIn(INVITED_ROLES, M.role, { description: "editor (changes the page) or viewer (reads the dashboard)" });

export const Member = t.Object({
  user_id: t.String(),
  name: t.String(),
  email: t.String(),
  role: RoleSchema,
  joined_at: t.String({ format: "date-time" }),
  is_me: t.Boolean(),
});

export const INVITATION_STATES = ["active", "expired", "revoked", "used_up"] as const;

export const Invitation = t.Object({
  id: t.Integer(),
  role: CodeSchema(INVITED_ROLES),
  url: t.String({ description: "The join link to copy: /join/{token}" }),
  token: t.String(),
  email: t.Nullable(t.String({ description: "Where the invitation was also mailed" })),
  max_uses: t.Integer(),
  uses: t.Integer(),
  expires_at: t.String({ format: "date-time" }),
  created_at: t.String({ format: "date-time" }),
  created_by: t.Nullable(t.String({ description: "The name of the member who made it" })),
  state: CodeSchema(INVITATION_STATES),
});
export type Invitation = typeof Invitation.static;

export const Allowance = t.Object({
  used: t.Integer({ description: "Members plus the unused seats of live invitations" }),
  members: t.Integer(),
  pending: t.Integer({ description: "Unused seats of live invitations" }),
  limit: t.Nullable(t.Integer({ description: "null: unlimited" })),
  plan: t.Object({ code: PlanCodeSchema(), name_json: Localized }),
});

const Person = t.Object({ user_id: t.String(), name: t.String() });
export const Transfer = t.Object({
  from: Person,
  to: Person,
  created_at: t.String({ format: "date-time" }),
  expires_at: t.String({ format: "date-time" }),
});

export const MembersView = t.Object({
  my_role: RoleSchema,
  members: t.Array(Member),
  invitations: t.Array(Invitation, { description: "Live invitations; only the owner sees them (empty for others)" }),
  allowance: Allowance,
  transfer: t.Nullable(Transfer),
});
export type MembersView = typeof MembersView.static;

export const InvitationBody = t.Object({
  role: InvitedRoleIn,
  expires_in_days: t.Optional(t.Integer({ minimum: 1, maximum: L.maxDays, error: M.expiresIn, description: `Default ${L.defaultDays}` })),
  max_uses: t.Optional(
    t.Integer({ minimum: 1, maximum: L.maxUses, error: M.maxUses, description: "How many people can join with it (default 1); at most the seats left" }),
  ),
  email: t.Optional(
    NullableText({ maxLength: 254, pattern: EMAIL_PATTERN, messages: { maxLength: M.email, pattern: M.email }, description: "Also mail the link here" }),
  ),
  language: t.Optional(LanguageCodeSchema({ error: RULES.language, description: "The mail's language (default en)" })),
});
export type InvitationBody = typeof InvitationBody.static;

export const RoleBody = t.Object({ role: InvitedRoleIn });
export const TransferBody = t.Object({ user_id: t.String({ maxLength: 64, error: M.notMember }) });

export const InvitationPreview = t.Object({
  page: t.Object({ id: t.Integer(), handle: t.String(), name_json: t.Nullable(Localized), logo_url: t.Nullable(t.String()) }),
  role: CodeSchema(INVITED_ROLES),
  invited_by: t.Nullable(t.String()),
  expires_at: t.String({ format: "date-time" }),
  state: CodeSchema(INVITATION_STATES),
  seats_left: t.Nullable(t.Integer({ description: "Seats not yet held by members or live links (null: unlimited); this link's own seats are already held" })),
  team_full: t.Boolean({ description: "The members alone fill the plan: joining would be refused" }),
});

export const Joined = t.Object({
  business_id: t.Integer(),
  handle: t.String(),
  role: RoleSchema,
  joined: t.Boolean({ description: "false when the user was already a member (nothing changed)" }),
});

export const ActivityItem = t.Object({
  id: t.Integer(),
  actor: t.Object({ user_id: t.Nullable(t.String()), name: t.String() }),
  action: t.String({ description: "e.g. initiative.update, member.invite" }),
  item_type: t.Nullable(t.String()),
  item_id: t.Nullable(t.String()),
  item_label: t.Nullable(Localized),
  created_at: t.String({ format: "date-time" }),
});

export const InvitationToken = t.Object({
  token: t.String({ maxLength: 100, error: M.invitationUnknown, description: "The join link's token: /join/{token}" }),
});
