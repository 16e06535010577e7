/** Business text per language: `{ en: "…", ja: "…" }`. */
export type LocalizedText = Partial<Record<LanguageCode, string>>;
export type LanguageCode = "en" | "ja";

export type LinkButton = { title: string; url: string };

export const SOCIAL_NETWORKS = ["instagram", "linkedin", "facebook", "twitter", "tiktok", "youtube", "google_maps", "whatsapp", "line"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type PageLinks = {
  primary_button?: LinkButton | null;
  secondary_button?: LinkButton | null;
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
