import { t } from "elysia";

const Localized = t.Record(t.String(), t.String({ maxLength: 20000 }), { description: "Text per language: `{ en, ja }`." });
const LocalizedOut = t.Record(t.String(), t.String());
const Framework = t.Object({ framework: t.String(), categories: t.Array(t.String(), { maxItems: 50 }) });
const Text = (maxLength: number) => t.Optional(t.Nullable(t.String({ maxLength })));

export const ContentBody = t.Object({
  kind: t.Optional(t.String({ maxLength: 20 })),
  standard_initiative_id: t.Optional(t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647 }), { error: "Select an initiative from the catalogue." })),
  content_category_id: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647 }), { error: "Select a valid category.", description: "null = the default News category" }),
  ),
  order_key: t.Optional(t.Integer({ minimum: 0, maximum: 100000, error: "Order must be a whole number from 0." })),
  title_json: t.Optional(Localized),
  content_json: t.Optional(Localized),
  description_json: t.Optional(Localized),
  additional_info_json: t.Optional(Localized),
  image: Text(200),
  cover_image: Text(200),
  issuing_organization: Text(200),
  auditor: Text(200),
  issue_date: Text(10),
  expiration_date: Text(10),
  credential_id: Text(200),
  link: Text(2000),
  status_id: t.Optional(t.Nullable(t.Integer({ minimum: 1, maximum: 32767 }), { error: "Select a valid status." })),
  access: t.Optional(t.String({ maxLength: 20 })),
  password: t.Optional(t.String({ maxLength: 200 })),
  visibility: t.Optional(t.String({ maxLength: 20 })),
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
  kind: t.String(),
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
  attachments: t.Array(Attachment),
  link: t.Nullable(t.String()),
  status_id: t.Nullable(t.Integer()),
  access: t.String(),
  has_password: t.Boolean(),
  visibility: t.String(),
  is_published: t.Boolean(),
  evidence_state: t.String(),
  frameworks: t.Array(Framework),
  shared_to_explore: t.Boolean(),
  shared_at: t.Nullable(t.String({ description: "When it was last shared to Explore" })),
  created_at: t.String(),
  updated_at: t.String(),
});
export type Content = typeof Content.static;

export const CategoryBody = t.Object({
  name_json: t.Optional(Localized),
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
  kind: t.Optional(t.String({ maxLength: 10 })),
  title_json: t.Optional(Localized),
  body_json: t.Optional(Localized),
  date: t.Optional(t.Nullable(t.String({ maxLength: 40, description: "Publication date (ISO 8601)." }))),
  starts_at: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  ends_at: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  location: Text(200),
  link: Text(2000),
  image: Text(200),
  is_published: t.Optional(t.Boolean()),
});
export type NewsBody = typeof NewsBody.static;

export const NewsItem = t.Object({
  id: t.Integer(),
  business_id: t.Integer(),
  kind: t.String(),
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
