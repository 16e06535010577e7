// Generated from the Greenpage API's own constants by api/scripts/sdk-contract/rules.ts.
// Do not edit: run `npm run types -w sdk`.

/** The languages a page and the interface speak. */
export const LANGUAGE_CODES = [
  "en",
  "ja"
] as const;

/** The API's id of each language (reference data fixed by its first migrations). */
export const LANGUAGE_IDS = {
  "en": 1,
  "ja": 2
} as const;

/** An item's evidence: self reported, submitted for review, verified. */
export const EVIDENCE_STATES = [
  "self_reported",
  "submitted",
  "verified"
] as const;

/** The review intervals (months) an owner can set for a claim with no expiry date. */
export const REVIEW_INTERVALS = [
  3,
  6,
  12,
  24,
  36
] as const;

/** The social profiles a page can link. */
export const SOCIAL_NETWORKS = [
  "instagram",
  "linkedin",
  "facebook",
  "twitter",
  "tiktok",
  "youtube",
  "google_maps",
  "whatsapp",
  "line"
] as const;

/** The plans, cheapest first. */
export const PLAN_CODES = [
  "starter",
  "plus",
  "pro",
  "premium"
] as const;

/** Each plan's limits, as the API enforces them (null = unlimited). */
export const PLAN_LIMITS = {
  "starter": {
    "team_users": 2,
    "pages_per_account": 1,
    "verified_certificates": 1,
    "custom_views": 2,
    "analytics_window_days": 7,
    "access_control": false,
    "assessments_and_ai": false,
    "ai_analyses_per_month": 0,
    "benchmark_gaps": 3,
    "benchmark_peers": false,
    "content_index": false,
    "initiatives": 10,
    "news_posts": 10
  },
  "plus": {
    "team_users": 5,
    "pages_per_account": 1,
    "verified_certificates": 5,
    "custom_views": 5,
    "analytics_window_days": 30,
    "access_control": true,
    "assessments_and_ai": false,
    "ai_analyses_per_month": 0,
    "benchmark_gaps": 10,
    "benchmark_peers": true,
    "content_index": true,
    "initiatives": null,
    "news_posts": null
  },
  "pro": {
    "team_users": null,
    "pages_per_account": 5,
    "verified_certificates": null,
    "custom_views": null,
    "analytics_window_days": 90,
    "access_control": true,
    "assessments_and_ai": false,
    "ai_analyses_per_month": 0,
    "benchmark_gaps": null,
    "benchmark_peers": true,
    "content_index": true,
    "initiatives": null,
    "news_posts": null
  },
  "premium": {
    "team_users": 5,
    "pages_per_account": 1,
    "verified_certificates": null,
    "custom_views": null,
    "analytics_window_days": 365,
    "access_control": true,
    "assessments_and_ai": true,
    "ai_analyses_per_month": 30,
    "benchmark_gaps": null,
    "benchmark_peers": true,
    "content_index": true,
    "initiatives": null,
    "news_posts": null
  }
} as const;

/** The shortest password an account takes. */
export const PASSWORD_MIN_LENGTH = 7 as const;

/** The longest password an account takes. */
export const PASSWORD_MAX_LENGTH = 128 as const;

/** The longest name a person gives, after trimming. */
export const USER_NAME_MAX_LENGTH = 200 as const;

/** A page handle's length after trimming. */
export const HANDLE_LENGTH = {
  "min": 4,
  "max": 30
} as const;

/** The characters a handle may use (it also needs one letter). */
export const HANDLE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The countries a page may give: ISO 3166-1 alpha-2, today's codes only (withdrawn ones such as UK are refused). */
export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB", "BD", "BE",
  "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD",
  "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM",
  "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN",
  "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME",
  "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM",
  "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI",
  "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK",
  "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
] as const;

/** Withdrawn country codes an older page may be saved with, each with the current country it became. */
export const WITHDRAWN_COUNTRIES = {
  "AN": "CW",
  "BU": "MM",
  "CS": "RS",
  "DD": "DE",
  "DY": "BJ",
  "FX": "FR",
  "HV": "BF",
  "NH": "VU",
  "RH": "ZW",
  "SU": "RU",
  "TP": "TL",
  "UK": "GB",
  "VD": "VN",
  "YD": "YE",
  "YU": "RS",
  "ZR": "CD"
} as const;

/** A page is an organization's (business) or a person's (personal). */
export const PAGE_TYPES = [
  "business",
  "personal"
] as const;

/** How a public page lays out its items at first. */
export const PAGE_VIEWS = [
  "list",
  "grid"
] as const;

/** The longest text per language of a page's name, description, introduction and mission, after trimming. */
export const PAGE_TEXT_LIMITS = {
  "name_json": 120,
  "description_json": 2000,
  "introduction_json": 2000,
  "mission_json": 1000
} as const;

/** A page's theme. */
export const PAGE_THEMES = [
  "light",
  "dark"
] as const;

/** A page's font. */
export const PAGE_FONTS = [
  "system",
  "serif",
  "rounded"
] as const;

/** The keys of a page's style (the API saves the style whole). */
export const PAGE_STYLE_KEYS = [
  "theme",
  "primary_color",
  "accent_color",
  "font"
] as const;

/** A page's colours: `#RRGGBB`. */
export const COLOR_PATTERN = "^#[0-9a-fA-F]{6}$" as const;

/** The longest link and contact email of a page's links, after trimming. */
export const LINK_LIMITS = {
  "url": 2000,
  "contact_email": 254
} as const;

/** Link blocks: how many a page keeps, and the longest title, description (per language) and URL, after trimming. */
export const LINK_BLOCK_LIMITS = {
  "blocks": 100,
  "title_json": 80,
  "description_json": 200,
  "url": 2000
} as const;

/** The icons a link block may show, by name. */
export const LINK_ICONS = [
  "link",
  "globe",
  "shop",
  "mail",
  "phone",
  "calendar",
  "document",
  "download",
  "news",
  "video",
  "map",
  "leaf",
  "recycle",
  "heart",
  "gift"
] as const;

/** The Contact form's categories. */
export const CONTACT_CATEGORIES = [
  "general",
  "sales",
  "support",
  "partnership",
  "press",
  "verification"
] as const;

/** The longest text each Contact field takes. */
export const CONTACT_LIMITS = {
  "company": 150,
  "name": 100,
  "email": 254,
  "message": 5000
} as const;

/** An initiative from the catalogue (standard) or the owner's own (custom). */
export const CONTENT_KINDS = [
  "standard",
  "custom"
] as const;

/** Who may read an item: everyone, visitors who leave their details, or with its password. */
export const CONTENT_ACCESS = [
  "public",
  "limited",
  "password"
] as const;

/** Listed everywhere, or only open by its link. */
export const CONTENT_VISIBILITIES = [
  "public",
  "unlisted"
] as const;

/** The longest text per initiative field (per language for `_json` fields), after trimming. */
export const CONTENT_LIMITS = {
  "title_json": 200,
  "content_json": 20000,
  "description_json": 2000,
  "additional_info_json": 5000,
  "issuing_organization": 200,
  "auditor": 200,
  "credential_id": 200,
  "link": 2000,
  "password": 200
} as const;

/** A news item or an event (an event needs its start). */
export const NEWS_KINDS = [
  "news",
  "event"
] as const;

/** The longest text per news field (per language for `_json` fields), after trimming. */
export const NEWS_LIMITS = {
  "title_json": 200,
  "body_json": 20000,
  "location": 200,
  "link": 2000
} as const;

/** The longest category name per language, after trimming. */
export const CATEGORY_LIMITS = {
  "name_json": 80
} as const;

/** The longest name, company and email a limited-access gate takes. */
export const VISITOR_LIMITS = {
  "name": 100,
  "company": 150,
  "email": 254
} as const;

/** The digits of a code mailed to sign a stakeholder on. */
export const SIGN_IN_CODE_LENGTH = 6 as const;

/** The cookie a passed gate sets is this prefix and the item's id. */
export const GRANT_COOKIE_PREFIX = "gp_grant_" as const;

/** The largest image upload, in MB, unless the server sets IMAGE_MAX_MB. */
export const IMAGE_MAX_MB_DEFAULT = 10 as const;

/** The largest PDF attachment. */
export const ATTACHMENT_MAX_BYTES = 10485760 as const;

/** Attachments per item. */
export const MAX_ATTACHMENTS = 10 as const;

/** Feedback forms: text lengths and how many questions and choices. */
export const FEEDBACK_FORM_LIMITS = {
  "title": 200,
  "description": 2000,
  "label": 500,
  "option": 200,
  "questions": 50,
  "options": 20
} as const;

/** Feedback answers: the longest text per kind. */
export const FEEDBACK_ANSWER_LIMITS = {
  "short_text": 500,
  "long_text": 5000,
  "relationship": 200
} as const;

/** The longest reason a reviewer gives for a rejection. */
export const REJECTION_REASON_MAX_LENGTH = 2000 as const;

/** The longest API key name. */
export const API_KEY_NAME_MAX_LENGTH = 100 as const;

/** The longest an API key can live. */
export const API_KEY_EXPIRY_MAX_DAYS = 365 as const;

/** The Analytics windows in days; a page's plan keeps up to its `analytics_window_days`. */
export const ANALYTICS_WINDOWS = [
  7,
  30,
  90,
  365
] as const;

/** Stats share links: the longest name, the password's length and how many links a page keeps. */
export const SHARE_LINK_LIMITS = {
  "name": 80,
  "passwordMin": 8,
  "passwordMax": 128,
  "perPage": 20
} as const;

/** The roles an invite link gives: editor (changes the page) or viewer (reads the dashboard). */
export const INVITED_ROLES = [
  "editor",
  "viewer"
] as const;

/** Invite links: the days they last by default and at most, and the most uses one link takes. */
export const INVITATION_LIMITS = {
  "defaultDays": 7,
  "maxDays": 30,
  "maxUses": 100
} as const;

/** Why a visitor reports a page or initiative (Report this page). */
export const REPORT_REASONS = [
  "misleading",
  "spam",
  "offensive",
  "impersonation",
  "copyright",
  "other"
] as const;

/** What an admin decides on a report: no action, unpublish the page, or contact its owner. */
export const REPORT_RESOLUTIONS = [
  "no_action",
  "unpublish",
  "contact"
] as const;

/** The longest report message and email, and the longest reason or note of a moderation decision. */
export const MODERATION_LIMITS = {
  "reason": 1000,
  "message": 5000,
  "email": 254,
  "note": 1000
} as const;

/** A language's code: `en` or `ja`. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** An item's evidence state. */
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** A social network a page can link. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A plan's code. */
export type PlanCode = (typeof PLAN_CODES)[number];

/** A country's ISO 3166-1 alpha-2 code. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** A page's type. */
export type PageType = (typeof PAGE_TYPES)[number];

/** A Contact form category. */
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** A standard (catalogue) or custom initiative. */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Who may read an item. */
export type ContentAccess = (typeof CONTENT_ACCESS)[number];

/** Whether an item is listed. */
export type ContentVisibility = (typeof CONTENT_VISIBILITIES)[number];

/** News or an event. */
export type NewsKind = (typeof NEWS_KINDS)[number];

/** An icon a link block may show. */
export type LinkIcon = (typeof LINK_ICONS)[number];

/** An Analytics window in days. */
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** Why a page or initiative is reported. */
export type ReportReason = (typeof REPORT_REASONS)[number];
