/** The longest name, company and email a limited gate takes (the site's form uses the same). */
export const VISITOR_LIMITS = { name: 100, company: 150, email: 254 } as const;

/** Messages of gated content: the specification's words where it gives them. */
export const GATE_MESSAGES = {
  incorrectPassword: "Incorrect password",
  passwordBlank: "Password cannot be blank.",
  required: "This field is required.",
  email: "A valid email is required for limited access.",
  notGated: "This item is open to everyone.",
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
} as const;

/** What a passed gate opened, as the owner's Access Control table shows it. */
export function describeAccess(attachmentNames: string[]): string {
  if (attachmentNames.length === 0) return "Full details";
  const files = `${attachmentNames.length} attachment${attachmentNames.length === 1 ? "" : "s"}`;
  return `Full details and ${files} (${attachmentNames.join(", ")})`;
}
