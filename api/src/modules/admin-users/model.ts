import { t } from "elysia";
import { PAGE_ROLES } from "@greenpage/db/schema";
import { PageQuery } from "../../lib/pagination.ts";
import { ChoiceIn, Text } from "../../lib/http-schemas.ts";
import { UserSubscription } from "../../lib/plans/index.ts";
import { User } from "../accounts/model.ts";
import { ADMIN_USER_MESSAGES as M } from "./messages.ts";

export const USER_ROLES = ["user", "admin"] as const;
export const USER_STATES = ["active", "disabled"] as const;

export const UserReference = t.Object({ user: t.String({ maxLength: 254, description: "The user's id or email address" }) });

export const AdminUsersQuery = t.Object({
  ...PageQuery.properties,
  q: t.Optional(t.String({ maxLength: 200, error: M.query, "x-field": "q", description: "Part of the email or name, any case" })),
  // Literals, not UnionEnum: Elysia fills a missing UnionEnum query value with its first member.
  role: t.Optional(ChoiceIn(USER_ROLES, M.role, { "x-field": "role" })),
  state: t.Optional(ChoiceIn(USER_STATES, M.state, { "x-field": "state", description: "`disabled`: disabled by an admin; `active`: the others" })),
});
export type AdminUsersQuery = typeof AdminUsersQuery.static;

/** A user as the console lists them: what `/users/me/` shows, and what the product team needs besides. */
export const AdminUser = t.Object({
  ...User.properties,
  plan: t.String({ description: "The account's plan code (`starter` when it has no subscription)" }),
  pages_owned: t.Integer(),
  member_of: t.Integer({ description: "Pages they work on without owning them" }),
  last_sign_in_at: t.Nullable(t.String({ format: "date-time" })),
  disabled_at: t.Nullable(t.String({ format: "date-time" })),
  disabled_reason: t.Nullable(t.String()),
});
export type AdminUser = typeof AdminUser.static;

export const UserPage = t.Object({
  id: t.Integer(),
  handle: t.String(),
  role: t.UnionEnum(PAGE_ROLES),
  is_published: t.Boolean(),
});

export const AdminUserDetail = t.Object({
  ...AdminUser.properties,
  pages: t.Array(UserPage, { description: "Pages they own or are a member of" }),
  active_sessions: t.Integer({ description: "Signed-in sessions (each also a refresh token) not yet expired" }),
  api_keys: t.Integer(),
});
export type AdminUserDetail = typeof AdminUserDetail.static;

export const DeletionPreview = t.Object({
  can_delete: t.Boolean(),
  blocked_reason: t.Nullable(t.String({ description: "Why the account cannot be deleted now, when it cannot" })),
  shared_pages: t.Array(t.String(), { description: "Handles of owned pages other people work on: hand them over or delete them first" }),
  pages: t.Array(t.Object({ id: t.Integer(), handle: t.String(), is_published: t.Boolean(), items: t.Integer(), news: t.Integer() }), {
    description: "Owned pages, deleted with everything on them",
  }),
  memberships: t.Array(t.Object({ handle: t.String(), role: t.UnionEnum(PAGE_ROLES) }), { description: "Memberships that end" }),
  subscription: t.Nullable(UserSubscription),
  api_keys: t.Integer(),
});
export type DeletionPreview = typeof DeletionPreview.static;

const reason = Text({
  minLength: 1,
  maxLength: 500,
  messages: { required: M.reasonRequired, minLength: M.reasonRequired, maxLength: M.reasonTooLong },
  description: "Why: kept in the audit log",
});
export const ReasonBody = t.Object({ reason });
export const RoleBody = t.Object({ role: ChoiceIn(USER_ROLES, M.role) });
export const Done = t.Object({ detail: t.String() });
export const EnableBody = t.Object({
  reason: t.Optional(
    Text({ maxLength: 500, messages: { maxLength: M.reasonTooLong }, description: "Why, if there is something to say: kept in the audit log" }),
  ),
});
