/** What the members calls say, in one place (the full-team message is the plan table's, lib/plans/usage.ts). */
export const MEMBER_MESSAGES = {
  role: "Choose editor or viewer.",
  expiresIn: "Choose an expiry from 1 to 30 days.",
  maxUses: "Choose how many people can use the link: 1 to 100.",
  seatsLeft: (left: number) => `Only ${left} more ${left === 1 ? "person fits" : "people fit"} on this plan: lower the number of uses or upgrade.`,
  email: "Enter a valid email address.",
  verifyToMail: "Verify your email address before mailing invitations. You can still copy the link.",
  invitationExpired: "This invitation has expired. Ask the page owner for a new link.",
  invitationRevoked: "This invitation was revoked. Ask the page owner for a new link.",
  invitationUsedUp: "This invitation has already been used. Ask the page owner for a new link.",
  invitationUnknown: "This invitation link is not valid. Check that you copied all of it.",
  alreadyMember: "You are already a member of this page.",
  notMember: "Choose a member of this page.",
  ownerRole: "The owner's role changes only by handing the page over.",
  removeOwner: "The owner cannot be removed. Hand the page over first.",
  lastOwner: "You own this page, so you cannot leave it: hand it over to a member first, or delete the page.",
  teamTooBig: (used: number, limit: number) =>
    `This team has ${used} users and your plan allows ${limit}. Upgrade, or ask the owner to remove members or revoke invite links, before you take the page over.`,
  transferSelf: "You already own this page.",
  transferPending: "Only the member the page was offered to can accept or decline it.",
  noTransfer: "No handover of this page is waiting.",
  transferExpired: "This handover has expired. Ask the owner to offer it again.",
} as const;

/** Invitation rules, shared by the model and the service. */
export const INVITATION_LIMITS = { defaultDays: 7, maxDays: 30, maxUses: 100 } as const;
/** How long a handover offer waits for the member's answer. */
export const TRANSFER_DAYS = 7;
