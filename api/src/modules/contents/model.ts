import { t } from "elysia";
import { ChoiceIn, CodeSchema, EvidenceStateSchema, LocalizedTextIn, NullableText } from "../../lib/http-schemas.ts";
import { DATE_PATTERN, RULES } from "../../lib/validate.ts";
import { CONTENT_MESSAGES as M } from "./messages.ts";

const LocalizedOut = t.Record(t.String(), t.String());
const Framework = t.Object({
  framework: t.String({ maxLength: 40, error: RULES.framework }),
  categories: t.Array(t.String({ maxLength: 60, error: RULES.frameworkCategory }), { maxItems: 50 }),
});
/** Optional free text, trimmed; blank is stored as none. */
const FreeText = (maxLength: number) => t.Optional(NullableText({ maxLength, messages: { maxLength: RULES.tooLong(maxLength) } }));
/** A calendar date, `YYYY-MM-DD`, or empty or null for none (the service also refuses days a month lacks). */
const DateText = t.Optional(t.Nullable(t.String({ maxLength: 10, pattern: `^$|${DATE_PATTERN}` }), { error: RULES.date, description: "YYYY-MM-DD" }));

/** An initiative from the catalogue (standard) or the owner's own (custom). */
export const CONTENT_KINDS = ["standard", "custom"] as const;
/** Who may read an item: everyone, visitors who leave their details (limited), or with its password. */
export const CONTENT_ACCESS = ["public", "limited", "password"] as const;
/** Unlisted items are left out of the page's lists, Explore and the sitemap, but open by their link. */
export const CONTENT_VISIBILITIES = ["public", "unlisted"] as const;
export const NEWS_KINDS = ["news", "event"] as const;

/** The longest text per field of an initiative (per language for the `_json` fields). */
export const CONTENT_LIMITS = {
  title_json: 200,
  content_json: 20000,
  description_json: 2000,
  additional_info_json: 5000,
  issuing_organization: 200,
  auditor: 200,
  credential_id: 200,
  link: 2000,
  password: 200,
} as const;
export const NEWS_LIMITS = { title_json: 200, body_json: 20000, location: 200, link: 2000 } as const;
export const CATEGORY_LIMITS = { name_json: 80 } as const;

export const ContentBody = t.Object({
  kind: t.Optional(ChoiceIn(CONTENT_KINDS, M.kind, { description: "Fixed when the item is added: standard needs standard_initiative_id" })),
  standard_initiative_id: t.Optional(t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647 }), { error: "Select an initiative from the catalogue." })),
  content_category_id: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647 }), { error: "Select a valid category.", description: "null = the default News category" }),
  ),
  order_key: t.Optional(t.Integer({ minimum: 0, maximum: 100000, error: "Order must be a whole number from 0." })),
  title_json: t.Optional(LocalizedTextIn(CONTENT_LIMITS.title_json)),
  content_json: t.Optional(LocalizedTextIn(CONTENT_LIMITS.content_json)),
  description_json: t.Optional(LocalizedTextIn(CONTENT_LIMITS.description_json)),
  additional_info_json: t.Optional(LocalizedTextIn(CONTENT_LIMITS.additional_info_json)),
  image: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  cover_image: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  issuing_organization: FreeText(CONTENT_LIMITS.issuing_organization),
  auditor: FreeText(CONTENT_LIMITS.auditor),
  issue_date: DateText,
  expiration_date: DateText,
  credential_id: FreeText(CONTENT_LIMITS.credential_id),
  review_interval_months: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: 60 }), {
      error: M.reviewInterval,
      description: "With no expiry date: months after its last review when the claim is due again (3, 6, 12, 24 or 36), with expiry's reminders",
    }),
  ),
  link: FreeText(CONTENT_LIMITS.link),
  status_id: t.Optional(t.Nullable(t.Integer({ minimum: 1, maximum: 32767 }), { error: "Select a valid status." })),
  access: t.Optional(ChoiceIn(CONTENT_ACCESS, M.access, { description: "limited and password need a plan with access control" })),
  password: t.Optional(
    t.String({
      maxLength: CONTENT_LIMITS.password,
      error: RULES.tooLong(CONTENT_LIMITS.password),
      description: "Needed with access password (kept hashed; taken as typed)",
    }),
  ),
  visibility: t.Optional(ChoiceIn(CONTENT_VISIBILITIES, M.visibility)),
  is_published: t.Optional(t.Boolean()),
  frameworks: t.Optional(t.Array(Framework, { maxItems: 10 })),
});
export type ContentBody = typeof ContentBody.static;

export const Attachment = t.Object({ key: t.String(), name: t.String(), content_type: t.String(), size: t.Integer() });

export const Content = t.Object({
  id: t.Integer(),
  business_id: t.Integer(),
  content_category_id: t.Nullable(t.Integer()),
  order_key: t.Integer(),
  kind: CodeSchema(CONTENT_KINDS),
  standard_initiative_id: t.Nullable(t.Integer()),
  title_json: LocalizedOut,
  content_json: LocalizedOut,
  description_json: LocalizedOut,
  additional_info_json: LocalizedOut,
  image: t.Nullable(t.String()),
  image_url: t.Nullable(t.String()),
  cover_image: t.Nullable(t.String()),
  cover_image_url: t.Nullable(t.String()),
  issuing_organization: t.Nullable(t.String()),
  auditor: t.Nullable(t.String()),
  issue_date: t.Nullable(t.String()),
  expiration_date: t.Nullable(t.String()),
  is_expired: t.Boolean(),
  credential_id: t.Nullable(t.String()),
  last_verified: t.Nullable(t.String()),
  review_interval_months: t.Nullable(t.Integer()),
  due_date: t.Nullable(t.String({ description: "When the claim is next due: its expiry date, or its review interval's end" })),
  due_basis: t.Nullable(t.UnionEnum(["expiry", "review"])),
  reverification_requested: t.Boolean({ description: "A Verified item sent back for review (it stays Verified until a reviewer decides)" }),
  attachments: t.Array(Attachment),
  link: t.Nullable(t.String()),
  status_id: t.Nullable(t.Integer()),
  access: CodeSchema(CONTENT_ACCESS),
  has_password: t.Boolean(),
  visibility: CodeSchema(CONTENT_VISIBILITIES),
  is_published: t.Boolean(),
  evidence_state: EvidenceStateSchema(),
  frameworks: t.Array(Framework),
  shared_to_explore: t.Boolean(),
  shared_at: t.Nullable(t.String({ description: "When it was last shared to Explore" })),
  created_at: t.String(),
  updated_at: t.String(),
});
export type Content = typeof Content.static;

export const CategoryBody = t.Object({
  name_json: t.Optional(LocalizedTextIn(CATEGORY_LIMITS.name_json, "The name per language: `{ en, ja }`; one is required when adding.")),
  order_key: t.Optional(t.Integer({ minimum: 0, maximum: 100000, error: "Order must be a whole number from 0." })),
});
export type CategoryBody = typeof CategoryBody.static;

export const ContentCategory = t.Object({
  id: t.Nullable(t.Integer({ description: "null for the default News category, always last" })),
  order_key: t.Integer(),
  name_json: LocalizedOut,
  custom_contents: t.Array(Content),
});
export type ContentCategory = typeof ContentCategory.static;

export const NewsBody = t.Object({
  kind: t.Optional(ChoiceIn(NEWS_KINDS, M.newsKind, { description: "An event needs starts_at" })),
  title_json: t.Optional(LocalizedTextIn(NEWS_LIMITS.title_json, "The title per language: `{ en, ja }`; one is required when adding.")),
  body_json: t.Optional(LocalizedTextIn(NEWS_LIMITS.body_json)),
  date: t.Optional(t.Nullable(t.String({ maxLength: 40, description: "Publication date (ISO 8601)." }))),
  starts_at: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  ends_at: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  location: FreeText(NEWS_LIMITS.location),
  link: FreeText(NEWS_LIMITS.link),
  image: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  is_published: t.Optional(t.Boolean()),
});
export type NewsBody = typeof NewsBody.static;

export const NewsItem = t.Object({
  id: t.Integer(),
  business_id: t.Integer(),
  kind: CodeSchema(NEWS_KINDS),
  title_json: LocalizedOut,
  body_json: LocalizedOut,
  date: t.String(),
  starts_at: t.Nullable(t.String()),
  ends_at: t.Nullable(t.String()),
  location: t.Nullable(t.String()),
  link: t.Nullable(t.String()),
  image: t.Nullable(t.String()),
  image_url: t.Nullable(t.String()),
  is_published: t.Boolean(),
  created_at: t.String(),
  updated_at: t.String(),
});
export type NewsItem = typeof NewsItem.static;
