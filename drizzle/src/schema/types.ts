/** The languages of business text and of the interface (specification §9: en and ja, default en). */
export const LANGUAGE_CODES = ["en", "ja"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** The `languages` table's ids, seeded by migration 0001 (`language_id` in the API). */
export const LANGUAGE_IDS = { en: 1, ja: 2 } as const satisfies Record<LanguageCode, number>;
/** The code of a `languages` id; English for an id that is not a known language. */
export const languageCodeOfId = (id: number | null | undefined): LanguageCode => (id === LANGUAGE_IDS.ja ? "ja" : "en");
export const isLanguageCode = (value: unknown): value is LanguageCode => (LANGUAGE_CODES as readonly unknown[]).includes(value);

/** Business text per language: `{ en: "…", ja: "…" }`. */
export type LocalizedText = Partial<Record<LanguageCode, string>>;

export const SOCIAL_NETWORKS = ["instagram", "linkedin", "facebook", "twitter", "tiktok", "youtube", "google_maps", "whatsapp", "line"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The page's fixed links; its buttons are link blocks (`link_blocks`) since migration 0020. */
export type PageLinks = {
  homepage?: string | null;
  contact_email?: string | null;
  socials?: Partial<Record<SocialNetwork, string>>;
};

export type PageStyle = {
  theme?: "light" | "dark";
  primary_color?: string;
  accent_color?: string;
  font?: string;
};

/** A framework a page or initiative reports against, with the chosen categories. */
export type FrameworkSelection = { framework: string; categories: string[] };

export type StoredFile = { key: string; name: string; content_type: string; size: number };

/** An initiative's progress and evidence when it was last shared to Explore. */
export type ShareSnapshot = { status_id: number | null; evidence_state: string };
