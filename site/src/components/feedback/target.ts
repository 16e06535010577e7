import type { Locale } from "../../i18n/locales.ts";

/** What a "Give feedback" button asks for: a page, maybe one of its initiatives, in a language. */
export type FeedbackTarget = {
  handle: string;
  /** The initiative the visitor is looking at; its own forms come first. */
  contentId: number | null;
  /** The page's name, to tell the stakeholder who will read the answers. */
  pageName: string;
  locale: Locale;
};

/** The hash that opens the modal on load: the way back from single sign-on, and the widget's link. */
export const FEEDBACK_HASH = "#feedback";
