import { t } from "elysia";
import { ChoiceIn, CodeSchema, LocalizedTextIn, NullableText, Text } from "../../lib/http-schemas.ts";
import { EMAIL_PATTERN, RULES } from "../../lib/validate.ts";
import { LANGUAGE_CODES, PAGE_ROLES, SOCIAL_NETWORKS } from "@greenpage/db/schema";
import { SubscriptionPlan } from "../../lib/plans/index.ts";
import { Handle } from "./handle.ts";
import { PAGE_MESSAGES } from "./messages.ts";
import { FRAMEWORK_CODES } from "../catalog/frameworks.ts";

const Localized = t.Record(t.String(), t.String({ maxLength: 5000 }), {
  description: 'Text per language: `{ en: "…", ja: "…" }`.',
});
/** The longest text per language of a page's `_json` fields, after trimming. */
export const PAGE_TEXT_LIMITS = { name_json: 120, description_json: 2000, introduction_json: 2000, mission_json: 1000 } as const;
/** Text per language, or null for none. */
const LocalizedInput = (field: keyof typeof PAGE_TEXT_LIMITS) => t.Optional(t.Nullable(LocalizedTextIn(PAGE_TEXT_LIMITS[field])));
const Framework = t.Object({
  framework: t.String({ maxLength: 40, error: RULES.framework }),
  categories: t.Array(t.String({ maxLength: 60, error: RULES.frameworkCategory }), { maxItems: 50 }),
});

/** The longest link and contact email (after trimming). */
export const LINK_LIMITS = { url: 2000, contact_email: 254 } as const;
/** A link, or empty or null for none; whether it is a web address is the service's to say (it parses it, adding https:// when no scheme is written). */
const Url = t.Optional(NullableText({ maxLength: LINK_LIMITS.url, messages: { maxLength: RULES.tooLong(LINK_LIMITS.url) } }));
/** The Links form, saved as a whole: it always carries the contact email. The page's buttons are its link blocks. */
export const Links = t.Object({
  homepage: Url,
  contact_email: Text({
    minLength: 1,
    maxLength: LINK_LIMITS.contact_email,
    pattern: EMAIL_PATTERN,
    messages: { required: RULES.required, type: RULES.required, minLength: RULES.required, maxLength: RULES.email, pattern: RULES.email },
  }),
  socials: t.Optional(t.Partial(t.Object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, Url]))))),
});
export type LinksInput = typeof Links.static;

/** A page is an organization's (business) or a person's (personal): Explore's two tabs. */
export const PAGE_TYPES = ["business", "personal"] as const;
/** How a public page lays out its items at first. */
export const PAGE_VIEWS = ["list", "grid"] as const;

const PageType = ChoiceIn(PAGE_TYPES, PAGE_MESSAGES.pageType, { description: "business (the default when creating) or personal" });
/** A page's look: light or dark, a colour as `#RRGGBB`, and one of three fonts. */
export const PAGE_THEMES = ["light", "dark"] as const;
export const PAGE_FONTS = ["system", "serif", "rounded"] as const;
export const COLOR_PATTERN = "^#[0-9a-fA-F]{6}$";
/** `#RRGGBB`; empty or null is none. */
const Color = t.Optional(
  t.Union([t.String({ maxLength: 7, pattern: `^$|${COLOR_PATTERN}` }), t.Null()], { error: PAGE_MESSAGES.color, description: "`#RRGGBB`" }),
);

export const Style = t.Object({
  theme: t.Optional(ChoiceIn(PAGE_THEMES, PAGE_MESSAGES.theme)),
  primary_color: Color,
  accent_color: Color,
  font: t.Optional(ChoiceIn(PAGE_FONTS, PAGE_MESSAGES.font)),
});
export type StyleInput = typeof Style.static;

/** ISO 3166-1 alpha-2 (either case); empty or null is none. Whether the region exists is the service's to say. */
const Country = t.Optional(
  t.Union([t.String({ maxLength: 2, pattern: "^$|^[A-Za-z]{2}$" }), t.Null()], {
    error: PAGE_MESSAGES.country,
    description: "ISO 3166-1 alpha-2 code, e.g. JP",
  }),
);
/** The framework the page reports against first; empty or null is none. */
const FrameworkType = t.Optional(
  t.Union([...FRAMEWORK_CODES.map((code) => t.Literal(code)), t.Literal(""), t.Null()], { error: RULES.framework, description: "A framework's code" }),
);

export const CreatePageBody = t.Object({
  handle: Handle,
  country: Country,
  page_type: t.Optional(PageType),
  framework_type: FrameworkType,
  business_category: t.Optional(t.Array(t.String({ maxLength: 40 }), { maxItems: 20 })),
  business_initiative: t.Optional(t.Array(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select initiatives from the catalogue." }), { maxItems: 100 })),
  name_json: LocalizedInput("name_json"),
  description_json: LocalizedInput("description_json"),
});
export type CreatePageBody = typeof CreatePageBody.static;

export const UpdatePageBody = t.Object({
  handle: t.Optional(Handle),
  country: Country,
  page_type: t.Optional(PageType),
  framework_type: FrameworkType,
  frameworks: t.Optional(t.Array(Framework, { maxItems: 10 })),
  business_category: t.Optional(t.Array(t.String({ maxLength: 40 }), { maxItems: 20 })),
  business_initiative: t.Optional(t.Array(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select initiatives from the catalogue." }), { maxItems: 100 })),
  name_json: LocalizedInput("name_json"),
  description_json: LocalizedInput("description_json"),
  introduction_json: LocalizedInput("introduction_json"),
  mission_json: LocalizedInput("mission_json"),
  logo: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  style: t.Optional(Style),
  links: t.Optional(Links),
  default_language_id: t.Optional(t.Integer({ minimum: 1, maximum: 32767, error: "Enable this language before making it the default." })),
  default_view: t.Optional(
    t.Union(
      PAGE_VIEWS.map((view) => t.Literal(view)),
      { error: PAGE_MESSAGES.defaultView },
    ),
  ),
  is_published: t.Optional(t.Boolean()),
  is_visible: t.Optional(t.Boolean()),
});
export type UpdatePageBody = typeof UpdatePageBody.static;

export const LanguageBody = t.Object({
  language_id: t.Integer({ minimum: 0, maximum: 2147483647, error: "Select a language." }),
  is_enabled: t.Optional(t.Boolean()),
});

export const PageLanguage = t.Object({ language_id: t.Integer(), code: CodeSchema(LANGUAGE_CODES), is_enabled: t.Boolean(), is_default: t.Boolean() });
export type PageLanguage = typeof PageLanguage.static;

export const OutLinks = t.Object({
  homepage: t.Optional(t.Nullable(t.String())),
  contact_email: t.Optional(t.Nullable(t.String())),
  socials: t.Optional(t.Record(t.String(), t.String())),
});

/** A page's own plan (each page has one; plan limits on page features follow it). */
export const PageSubscription = t.Object({ status: t.String(), subscription_plan: SubscriptionPlan });

export const Page = t.Object({
  id: t.Integer(),
  handle: t.String(),
  country: t.Nullable(t.String()),
  page_type: CodeSchema(PAGE_TYPES),
  framework_type: t.Nullable(t.String()),
  frameworks: t.Array(Framework),
  business_category: t.Array(t.String()),
  business_initiative: t.Array(t.Integer()),
  name_json: t.Nullable(Localized),
  description_json: t.Nullable(Localized),
  introduction_json: t.Nullable(Localized),
  mission_json: t.Nullable(Localized),
  logo: t.Nullable(t.String()),
  logo_url: t.Nullable(t.String()),
  style: t.Record(t.String(), t.Unknown()),
  links: OutLinks,
  default_language_id: t.Integer(),
  default_language: CodeSchema(LANGUAGE_CODES),
  default_view: CodeSchema(PAGE_VIEWS),
  languages: t.Array(PageLanguage),
  is_published: t.Boolean(),
  is_visible: t.Boolean(),
  is_ready: t.Boolean({ description: "True when both name_json and description_json are present." }),
  published_at: t.Nullable(t.String()),
  moderation_state: t.Nullable(
    t.String({
      enum: ["unpublished", "hidden"],
      description: "Set when the Greenpage team took the page down: `unpublished` (publish again once fixed) or `hidden` (only the team can restore it)",
    }),
  ),
  moderation_reason: t.Nullable(t.String({ description: "Why the team took the page down" })),
  moderated_at: t.Nullable(t.String()),
  handle_changed_at: t.Nullable(t.String()),
  next_handle_change_at: t.Nullable(t.String({ description: "When the handle may change again (two weeks after the last change)." })),
  role: CodeSchema(PAGE_ROLES, { description: "The caller's role: owner, editor or viewer" }),
  page_subscription: t.Nullable(PageSubscription),
  created_at: t.String(),
  updated_at: t.String(),
});
export type Page = typeof Page.static;

export const HandleCheck = t.Object({
  handle: t.String(),
  available: t.Boolean(),
  errors: t.Array(t.String(), { description: "The messages saving this handle would give (empty when available)" }),
});
