/** Messages of the Users screen's calls (issue 24). */
export const ADMIN_USER_MESSAGES = {
  reasonRequired: "Give a reason (it is kept in the audit log).",
  reasonTooLong: "A reason is at most 500 characters.",
  role: "Select a valid role.",
  state: "Select a valid state.",
  query: "A search is at most 200 characters.",
  ownsSharedPages: (handles: string[]) =>
    `This account owns pages other people work on (${handles.join(", ")}). Hand each over to a member or delete it first.`,
  verificationSent: "The verification email is on its way.",
  passwordResetSent: "The password reset link is on its way.",
  deleted: "The account and everything it owned are deleted.",
} as const;
