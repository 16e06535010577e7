import { EVIDENCE_STATES, INVITED_ROLES, LANGUAGE_CODES, LANGUAGE_IDS, LINK_ICONS, SOCIAL_NETWORKS } from "@greenpage/db/schema";
import { LINK_BLOCK_LIMITS } from "../../src/modules/link-blocks/model.ts";
import { IMAGE_MAX_MB_DEFAULT } from "../../src/lib/config.ts";
import { GRANT_COOKIE_PREFIX } from "../../src/lib/grants.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH } from "../../src/lib/auth.ts";
import { PLAN_CODES, PLAN_LIMITS } from "../../src/lib/plans/limits.ts";
import { EXPIRY_MAX_DAYS, NAME_MAX_LENGTH } from "../../src/modules/api-keys/messages.ts";
import { REASON_MAX_LENGTH } from "../../src/modules/evidence/model.ts";
import { COUNTRY_CODES, WITHDRAWN_COUNTRIES } from "../../src/modules/pages/countries.ts";
import { HANDLE_LENGTH, HANDLE_PATTERN } from "../../src/modules/pages/handle.ts";
import { COLOR_PATTERN, LINK_LIMITS, PAGE_FONTS, PAGE_TEXT_LIMITS, PAGE_THEMES, PAGE_TYPES, PAGE_VIEWS, Style } from "../../src/modules/pages/model.ts";
import { SIGN_IN_CODE_LENGTH } from "../../src/lib/sign-on.ts";
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from "../../src/modules/contact/model.ts";
import {
  CATEGORY_LIMITS,
  CONTENT_ACCESS,
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_VISIBILITIES,
  NEWS_KINDS,
  NEWS_LIMITS,
} from "../../src/modules/contents/model.ts";
import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS } from "../../src/modules/evidence/limits.ts";
import { REVIEW_INTERVALS } from "../../src/modules/contents/due-date.ts";
import { ANSWER_LIMITS, FORM_LIMITS } from "../../src/modules/feedback/messages.ts";
import { VISITOR_LIMITS } from "../../src/modules/gates/messages.ts";
import { ANALYTICS_WINDOWS, SHARE_LINK_LIMITS } from "../../src/modules/analytics/messages.ts";
import { INVITATION_LIMITS } from "../../src/modules/members/messages.ts";
import { MODERATION_LIMITS, REPORT_REASONS, REPORT_RESOLUTIONS } from "../../src/modules/moderation/messages.ts";

export const RULES_FILE = new URL("../../../sdk/src/rules.ts", import.meta.url);

/**
 * What a client needs to know of the API's rules, each read from the
 * constant the API itself enforces: name, value, and what it is.
 */
const RULES: [name: string, value: unknown, doc: string][] = [
  ["LANGUAGE_CODES", LANGUAGE_CODES, "The languages a page and the interface speak."],
  ["LANGUAGE_IDS", LANGUAGE_IDS, "The API's id of each language (reference data fixed by its first migrations)."],
  ["EVIDENCE_STATES", EVIDENCE_STATES, "An item's evidence: self reported, submitted for review, verified."],
  ["REVIEW_INTERVALS", REVIEW_INTERVALS, "The review intervals (months) an owner can set for a claim with no expiry date."],
  ["SOCIAL_NETWORKS", SOCIAL_NETWORKS, "The social profiles a page can link."],
  ["PLAN_CODES", PLAN_CODES, "The plans, cheapest first."],
  ["PLAN_LIMITS", PLAN_LIMITS, "Each plan's limits, as the API enforces them (null = unlimited)."],
  ["PASSWORD_MIN_LENGTH", PASSWORD_MIN_LENGTH, "The shortest password an account takes."],
  ["PASSWORD_MAX_LENGTH", PASSWORD_MAX_LENGTH, "The longest password an account takes."],
  ["USER_NAME_MAX_LENGTH", USER_NAME_MAX_LENGTH, "The longest name a person gives, after trimming."],
  ["HANDLE_LENGTH", HANDLE_LENGTH, "A page handle's length after trimming."],
  ["HANDLE_PATTERN", HANDLE_PATTERN, "The characters a handle may use (it also needs one letter)."],
  ["COUNTRY_CODES", COUNTRY_CODES, "The countries a page may give: ISO 3166-1 alpha-2, today's codes only (withdrawn ones such as UK are refused)."],
  ["WITHDRAWN_COUNTRIES", WITHDRAWN_COUNTRIES, "Withdrawn country codes an older page may be saved with, each with the current country it became."],
  ["PAGE_TYPES", PAGE_TYPES, "A page is an organization's (business) or a person's (personal)."],
  ["PAGE_VIEWS", PAGE_VIEWS, "How a public page lays out its items at first."],
  ["PAGE_TEXT_LIMITS", PAGE_TEXT_LIMITS, "The longest text per language of a page's name, description, introduction and mission, after trimming."],
  ["PAGE_THEMES", PAGE_THEMES, "A page's theme."],
  ["PAGE_FONTS", PAGE_FONTS, "A page's font."],
  ["PAGE_STYLE_KEYS", Object.keys(Style.properties), "The keys of a page's style (the API saves the style whole)."],
  ["COLOR_PATTERN", COLOR_PATTERN, "A page's colours: `#RRGGBB`."],
  ["LINK_LIMITS", LINK_LIMITS, "The longest link and contact email of a page's links, after trimming."],
  ["LINK_BLOCK_LIMITS", LINK_BLOCK_LIMITS, "Link blocks: how many a page keeps, and the longest title, description (per language) and URL, after trimming."],
  ["LINK_ICONS", LINK_ICONS, "The icons a link block may show, by name."],
  ["CONTACT_CATEGORIES", CONTACT_CATEGORIES, "The Contact form's categories."],
  ["CONTACT_LIMITS", CONTACT_LIMITS, "The longest text each Contact field takes."],
  ["CONTENT_KINDS", CONTENT_KINDS, "An initiative from the catalogue (standard) or the owner's own (custom)."],
  ["CONTENT_ACCESS", CONTENT_ACCESS, "Who may read an item: everyone, visitors who leave their details, or with its password."],
  ["CONTENT_VISIBILITIES", CONTENT_VISIBILITIES, "Listed everywhere, or only open by its link."],
  ["CONTENT_LIMITS", CONTENT_LIMITS, "The longest text per initiative field (per language for `_json` fields), after trimming."],
  ["NEWS_KINDS", NEWS_KINDS, "A news item or an event (an event needs its start)."],
  ["NEWS_LIMITS", NEWS_LIMITS, "The longest text per news field (per language for `_json` fields), after trimming."],
  ["CATEGORY_LIMITS", CATEGORY_LIMITS, "The longest category name per language, after trimming."],
  ["VISITOR_LIMITS", VISITOR_LIMITS, "The longest name, company and email a limited-access gate takes."],
  ["SIGN_IN_CODE_LENGTH", SIGN_IN_CODE_LENGTH, "The digits of a code mailed to sign a stakeholder on."],
  ["GRANT_COOKIE_PREFIX", GRANT_COOKIE_PREFIX, "The cookie a passed gate sets is this prefix and the item's id."],
  ["IMAGE_MAX_MB_DEFAULT", IMAGE_MAX_MB_DEFAULT, "The largest image upload, in MB, unless the server sets IMAGE_MAX_MB."],
  ["ATTACHMENT_MAX_BYTES", ATTACHMENT_MAX_BYTES, "The largest PDF attachment."],
  ["MAX_ATTACHMENTS", MAX_ATTACHMENTS, "Attachments per item."],
  ["FEEDBACK_FORM_LIMITS", FORM_LIMITS, "Feedback forms: text lengths and how many questions and choices."],
  ["FEEDBACK_ANSWER_LIMITS", ANSWER_LIMITS, "Feedback answers: the longest text per kind."],
  ["REJECTION_REASON_MAX_LENGTH", REASON_MAX_LENGTH, "The longest reason a reviewer gives for a rejection."],
  ["API_KEY_NAME_MAX_LENGTH", NAME_MAX_LENGTH, "The longest API key name."],
  ["API_KEY_EXPIRY_MAX_DAYS", EXPIRY_MAX_DAYS, "The longest an API key can live."],
  ["ANALYTICS_WINDOWS", ANALYTICS_WINDOWS, "The Analytics windows in days; a page's plan keeps up to its `analytics_window_days`."],
  ["SHARE_LINK_LIMITS", SHARE_LINK_LIMITS, "Stats share links: the longest name, the password's length and how many links a page keeps."],
  ["INVITED_ROLES", INVITED_ROLES, "The roles an invite link gives: editor (changes the page) or viewer (reads the dashboard)."],
  ["INVITATION_LIMITS", INVITATION_LIMITS, "Invite links: the days they last by default and at most, and the most uses one link takes."],
  ["REPORT_REASONS", REPORT_REASONS, "Why a visitor reports a page or initiative (Report this page)."],
  ["REPORT_RESOLUTIONS", REPORT_RESOLUTIONS, "What an admin decides on a report: no action, unpublish the page, or contact its owner."],
  ["MODERATION_LIMITS", MODERATION_LIMITS, "The longest report message and email, and the longest reason or note of a moderation decision."],
];

/** A type for each list of codes: name, the list it is read from, and what it is. */
const UNIONS: [name: string, list: string, doc: string][] = [
  ["LanguageCode", "LANGUAGE_CODES", "A language's code: `en` or `ja`."],
  ["EvidenceState", "EVIDENCE_STATES", "An item's evidence state."],
  ["SocialNetwork", "SOCIAL_NETWORKS", "A social network a page can link."],
  ["PlanCode", "PLAN_CODES", "A plan's code."],
  ["CountryCode", "COUNTRY_CODES", "A country's ISO 3166-1 alpha-2 code."],
  ["PageType", "PAGE_TYPES", "A page's type."],
  ["ContactCategory", "CONTACT_CATEGORIES", "A Contact form category."],
  ["ContentKind", "CONTENT_KINDS", "A standard (catalogue) or custom initiative."],
  ["ContentAccess", "CONTENT_ACCESS", "Who may read an item."],
  ["ContentVisibility", "CONTENT_VISIBILITIES", "Whether an item is listed."],
  ["NewsKind", "NEWS_KINDS", "News or an event."],
  ["LinkIcon", "LINK_ICONS", "An icon a link block may show."],
  ["AnalyticsWindow", "ANALYTICS_WINDOWS", "An Analytics window in days."],
  ["ReportReason", "REPORT_REASONS", "Why a page or initiative is reported."],
];

/** A long list of short codes (the countries) is written twenty to a line, so the file stays readable. */
function codeList(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length <= 40 || !value.every((item) => typeof item === "string" && item.length <= 4)) return undefined;
  const rows: string[] = [];
  for (let i = 0; i < value.length; i += 20)
    rows.push(
      `  ${value
        .slice(i, i + 20)
        .map((item) => JSON.stringify(item))
        .join(", ")},`,
    );
  return `[\n${rows.join("\n")}\n]`;
}

const literal = (value: unknown): string => (value instanceof RegExp ? String(value) : (codeList(value) ?? JSON.stringify(value, null, 2)));

/** The text of src/rules.ts for the API as it is now. */
export function renderRules(): string {
  const header = `// Generated from the Greenpage API's own constants by api/scripts/sdk-contract/rules.ts.
// Do not edit: run \`npm run types -w sdk\`.
`;
  const body = RULES.map(([name, value, doc]) => `\n/** ${doc} */\nexport const ${name} = ${literal(value)}${value instanceof RegExp ? "" : " as const"};\n`);
  const unions = UNIONS.map(([name, list, doc]) => `\n/** ${doc} */\nexport type ${name} = (typeof ${list})[number];\n`);
  return header + body.join("") + unions.join("");
}
