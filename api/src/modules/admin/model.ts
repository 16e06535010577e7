import { t } from "elysia";
import { ADMIN_MESSAGES } from "./messages.ts";

export const Invitation = t.Object({
  code: t.String(),
  used: t.Boolean(),
  used_at: t.Nullable(t.String()),
  expires_at: t.Nullable(t.String()),
  created_at: t.String(),
});

export const InvitationsBody = t.Object({
  count: t.Optional(t.Integer({ minimum: 1, maximum: 500, error: ADMIN_MESSAGES.count })),
  expires_in_days: t.Optional(t.Integer({ minimum: 1, maximum: 365, error: ADMIN_MESSAGES.expiry })),
});

/** A plan by its code (`starter`, `plus`, `pro`, `premium`: the codes `GET /plans/` lists). */
export const PlanChoice = t.Object({
  plan: t.String({ minLength: 1, maxLength: 64, error: ADMIN_MESSAGES.plan, description: "A plan code from GET /plans/" }),
});
export type PlanChoice = typeof PlanChoice.static;

export const UserReference = t.Object({ user: t.String({ maxLength: 254, description: "The user's id or email address" }) });
export const PageReference = t.Object({ business: t.String({ maxLength: 30, description: "The page's id or handle" }) });
