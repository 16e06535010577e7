/** Messages of the Explore module: the specification's words where it gives them. */
export const EXPLORE_MESSAGES = {
  sort: "Sort by upvotes or recent.",
  verified: "Filter verified with true or false.",
  searchWords: (max: number) => `Search with at most ${max} words.`,
  searchWordLength: (max: number) => `Each search word can have at most ${max} characters.`,
  shareCoverImage: "Add a cover image before sharing to Explore.",
  shareDescription: "Add a description before sharing to Explore.",
  shareAccess: "Only initiatives with Public access can be shared to Explore.",
  shareVisibility: "Only initiatives listed on the page can be shared to Explore.",
  sharePublished: "Publish this initiative before sharing it to Explore.",
  alreadyShared: "This initiative is already shared to Explore.",
  shareUnchanged: "Update the status or progress of this initiative before sharing it to Explore again.",
  ownPageUpvote: "You cannot upvote your own page.",
  ownInitiativeUpvote: "You cannot upvote an initiative on your own page.",
} as const;
