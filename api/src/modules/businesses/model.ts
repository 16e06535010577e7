import { t } from "elysia";
import { SOCIAL_NETWORKS } from "@greenpage/db/schema";
import { SubscriptionPlan } from "../../lib/plans/index.ts";

const Localized = t.Record(t.String(), t.String({ maxLength: 5000 }), {
  description: 'Text per language: `{ en: "…", ja: "…" }`.',
});
const LocalizedInput = t.Optional(t.Nullable(Localized));
const Framework = t.Object({ framework: t.String(), categories: t.Array(t.String(), { maxItems: 50 }) });

export const LinkButton = t.Object({ title: t.Optional(t.Nullable(t.String({ maxLength: 60 }))), url: t.Optional(t.Nullable(t.String({ maxLength: 2000 }))) });
export const Links = t.Object({
  primary_button: t.Optional(t.Nullable(LinkButton)),
  secondary_button: t.Optional(t.Nullable(LinkButton)),
  homepage: t.Optional(t.Nullable(t.String({ maxLength: 2000 }))),
  contact_email: t.Optional(t.Nullable(t.String({ maxLength: 254 }))),
  socials: t.Optional(t.Partial(t.Object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, t.Nullable(t.String({ maxLength: 2000 }))]))))),
});
export type LinksInput = typeof Links.static;

export const Style = t.Object({
  theme: t.Optional(t.Union([t.Literal("light"), t.Literal("dark")], { error: "Select light or dark." })),
  primary_color: t.Optional(t.Nullable(t.String({ maxLength: 7 }))),
  accent_color: t.Optional(t.Nullable(t.String({ maxLength: 7 }))),
  font: t.Optional(t.Union([t.Literal("system"), t.Literal("serif"), t.Literal("rounded")], { error: "Select system, serif or rounded." })),
});
export type StyleInput = typeof Style.static;

export const CreateBusinessBody = t.Object({
  handle: t.Optional(t.String({ maxLength: 200, error: "Handle must be between 4 and 30 characters." })),
  country: t.Optional(t.Nullable(t.String({ maxLength: 10 }))),
  page_type: t.Optional(t.String({ maxLength: 20 })),
  framework_type: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  business_category: t.Optional(t.Array(t.String({ maxLength: 40 }), { maxItems: 20 })),
  business_initiative: t.Optional(t.Array(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select initiatives from the catalogue." }), { maxItems: 100 })),
  name_json: LocalizedInput,
  description_json: LocalizedInput,
});
export type CreateBusinessBody = typeof CreateBusinessBody.static;

export const UpdateBusinessBody = t.Object({
  handle: t.Optional(t.String({ maxLength: 200, error: "Handle must be between 4 and 30 characters." })),
  country: t.Optional(t.Nullable(t.String({ maxLength: 10 }))),
  page_type: t.Optional(t.String({ maxLength: 20 })),
  framework_type: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  frameworks: t.Optional(t.Array(Framework, { maxItems: 10 })),
  business_category: t.Optional(t.Array(t.String({ maxLength: 40 }), { maxItems: 20 })),
  business_initiative: t.Optional(t.Array(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select initiatives from the catalogue." }), { maxItems: 100 })),
  name_json: LocalizedInput,
  description_json: LocalizedInput,
  introduction_json: LocalizedInput,
  mission_json: LocalizedInput,
  logo: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  style: t.Optional(Style),
  links: t.Optional(Links),
  default_language_id: t.Optional(t.Integer({ minimum: 1, maximum: 32767, error: "Enable this language before making it the default." })),
  default_view: t.Optional(t.String({ maxLength: 10 })),
  is_published: t.Optional(t.Boolean()),
  is_visible: t.Optional(t.Boolean()),
});
export type UpdateBusinessBody = typeof UpdateBusinessBody.static;

export const LanguageBody = t.Object({
  language_id: t.Integer({ error: "Select a language." }),
  is_enabled: t.Optional(t.Boolean()),
});

export const BusinessLanguage = t.Object({ language_id: t.Integer(), code: t.String(), is_enabled: t.Boolean(), is_default: t.Boolean() });
export type BusinessLanguage = typeof BusinessLanguage.static;

const OutLinkButton = t.Object({ title: t.String(), url: t.String() });
export const OutLinks = t.Object({
  primary_button: t.Optional(t.Nullable(OutLinkButton)),
  secondary_button: t.Optional(t.Nullable(OutLinkButton)),
  homepage: t.Optional(t.Nullable(t.String())),
  contact_email: t.Optional(t.Nullable(t.String())),
  socials: t.Optional(t.Record(t.String(), t.String())),
});

/** A page's own plan (each page has one; plan limits on page features follow it). */
export const PageSubscription = t.Object({ status: t.String(), subscription_plan: SubscriptionPlan });

export const Business = t.Object({
  id: t.Integer(),
  handle: t.String(),
  country: t.Nullable(t.String()),
  page_type: t.String(),
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
  default_language: t.String(),
  default_view: t.String(),
  languages: t.Array(BusinessLanguage),
  is_published: t.Boolean(),
  is_visible: t.Boolean(),
  is_ready: t.Boolean({ description: "True when both name_json and description_json are present." }),
  published_at: t.Nullable(t.String()),
  handle_changed_at: t.Nullable(t.String()),
  next_handle_change_at: t.Nullable(t.String({ description: "When the handle may change again (two weeks after the last change)." })),
  role: t.Union([t.Literal("owner"), t.Literal("editor")]),
  page_subscription: t.Nullable(PageSubscription),
  created_at: t.String(),
  updated_at: t.String(),
});
export type Business = typeof Business.static;

export const HandleCheck = t.Object({
  handle: t.String(),
  available: t.Boolean(),
  errors: t.Array(t.String(), { description: "The messages saving this handle would give (empty when available)" }),
});
