import type { Lang } from "../protocol.ts";

/** The popup's own words (the framed page speaks for itself). Both languages have the same keys. */
export const POPUP_TEXT = {
  en: {
    dialog: "Sustainability page",
    close: "Close",
    openPage: "Open in a new tab",
    loading: "Loading…",
    failed: "This page could not be loaded.",
  },
  ja: {
    dialog: "サステナビリティページ",
    close: "閉じる",
    openPage: "新しいタブで開く",
    loading: "読み込み中…",
    failed: "ページを読み込めませんでした。",
  },
} satisfies Record<Lang, Record<string, string>>;

export type PopupText = (typeof POPUP_TEXT)["en"];
