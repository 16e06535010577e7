import type { LanguageCode, LocalizedText } from "@greenpage/db/schema";

/** A notification in words: a one-line summary (the digest lists these), its mail's lines, and where to act. */
export type Worded = { summary: string; subject: string; lines: string[]; action: { label: string; path: string } };

/** The text in the reader's language, else any. */
export const textIn = (text: LocalizedText | null | undefined, language: LanguageCode, fallback: string) =>
  text?.[language] || text?.en || text?.ja || fallback;

/** A date (an ISO instant or a `YYYY-MM-DD` day) as the reader writes it, UTC. */
export const day = (iso: string, language: LanguageCode) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString(language === "ja" ? "ja-JP" : "en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
