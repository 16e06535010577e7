export { contentCards, evidenceDetails, statusBadges } from "./cards.ts";
export { attributes, type Html, type Translate } from "./markup.ts";
