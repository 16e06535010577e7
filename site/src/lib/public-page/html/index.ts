export { contentCards, evidenceDetails, statusBadges } from "./cards.ts";
export { attributes, type Html, type Translate } from "./markup.ts";
export { icon, linkBlocks, newsList, pageHeader, shareBar, socialIcons, type UpvoteButtonProps, upvoteButton, voteDialog } from "./page.ts";
