/** Messages of the link-blocks module: the specification's words where it gives them (§5, buttons). */
export const LINK_BLOCK_MESSAGES = {
  title: "Button title is required when its URL is given.",
  url: "Button URL is required when its title is given.",
  icon: "Select an icon from the list.",
  tooMany: (max: number) => `A page can have at most ${max} link blocks.`,
  reorder: "List every link block of the page once.",
} as const;
