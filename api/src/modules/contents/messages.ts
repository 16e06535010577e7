/** Messages of the contents module: the specification's words where it gives them. */
export const CONTENT_MESSAGES = {
  category: "Select a valid category.",
  status: "Select a valid status.",
  reviewInterval: "Select a review interval of 3, 6, 12, 24 or 36 months.",
  standardInitiative: "Select an initiative from the catalogue.",
  kind: "Select standard or custom.",
  access: "Select public, limited or password.",
  visibility: "Select public or unlisted.",
  passwordBlank: "Password cannot be blank.",
  expiration: "Expiration date must be on or after the issue date.",
  image: "Upload the image for this page first.",
  accessControlPlan: "Access control (limited and password access) is available from the Plus plan.",
  newsKind: "Select news or event.",
  eventEnd: "The end must be after the start.",
  dateTime: "Enter a valid date and time.",
  invalidTransition: (from: string, action: string) => `An initiative that is ${from.replace("_", " ")} cannot be ${action}.`,
} as const;
