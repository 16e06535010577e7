import { defineErrors } from "../../lib/errors.ts";
import { MEMBER_MESSAGES as M } from "./messages.ts";

/** What the members, invitations and ownership calls answer besides field errors and the common codes. */
export const MEMBER_ERRORS = defineErrors({
  invitation_expired: { status: 410, message: M.invitationExpired },
  invitation_revoked: { status: 410, message: M.invitationRevoked },
  invitation_used_up: { status: 410, message: M.invitationUsedUp },
  invitation_invalid: { status: 404, message: M.invitationUnknown },
  owner_role: { status: 400, message: M.ownerRole },
  owner_cannot_be_removed: { status: 400, message: M.removeOwner },
  last_owner: { status: 400, message: M.lastOwner },
  no_transfer: { status: 404, message: M.noTransfer },
  transfer_expired: { status: 410, message: M.transferExpired },
  transfer_not_yours: { status: 403, message: M.transferPending },
});
