/** Messages of the pages module: the specification's words where it gives them. */
export const PAGE_MESSAGES = {
  handleLength: "Handle must be between 4 and 30 characters.",
  handleTaken: "This handle name is already taken.",
  handleCharacters: "Handle may only contain letters, numbers, hyphens (-) and underscores (_).",
  handleDigitsOnly: "Handle must contain at least one letter.",
  handleReserved: "This handle is reserved. Please choose another one.",
  handleTooSoon: (date: string) => `You can change your handle once every two weeks. The next change is possible on ${date}.`,
  pageType: "Select business or personal.",
  country: "Select a valid country.",
  businessCategory: "Select a valid business category.",
  businessInitiative: "Select initiatives from the catalogue.",
  defaultView: "Select list or grid.",
  defaultLanguage: "Enable this language before making it the default.",
  languageError: "Error changing language",
  color: "Enter a colour as #RRGGBB.",
  buttonTitle: "Button title is required when its URL is given.",
  buttonUrl: "Button URL is required when its title is given.",
  emailNotVerified: "Please verify your email address before publishing your page.",
  notReady: "Add a display name and a description before publishing.",
  staysReady: "A published page needs a display name and a description.",
  pageLimit: (limit: number) =>
    limit === 1 ? "Your plan includes 1 page. Upgrade to Pro to manage up to 5 pages." : `Your plan includes up to ${limit} pages.`,
} as const;
