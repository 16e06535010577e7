import { t } from "elysia";
import { OutLinks, PAGE_TYPES, PAGE_VIEWS } from "../pages/model.ts";
import { LANGUAGE_CODES } from "@greenpage/db/schema";
import { CodeSchema, EvidenceStateSchema } from "../../lib/http-schemas.ts";

const Framework = t.Object({ framework: t.String(), categories: t.Array(t.String()) });
const Opt = <T extends Parameters<typeof t.Optional>[0]>(schema: T) => t.Optional(schema);

export const PublicQuery = t.Object({
  lang: t.Optional(t.String({ maxLength: 20, description: "en or ja; falls back to the page's default language", "x-field": "lang" })),
});
export const PublicListQuery = t.Object({
  lang: t.Optional(t.String({ maxLength: 20, "x-field": "lang" })),
  list_page: t.Optional(t.BooleanString({ description: "true: the light form for lists (no body text)", "x-field": "list_page" })),
});

export const PublicPage = t.Object({
  id: t.Integer(),
  handle: t.String(),
  page_type: CodeSchema(PAGE_TYPES),
  country: t.Nullable(t.String()),
  language: t.String({ description: "The language the text is in" }),
  default_language: CodeSchema(LANGUAGE_CODES),
  languages: t.Array(t.String(), { description: "Languages the page is offered in" }),
  name: t.Nullable(t.String()),
  description: t.Nullable(t.String()),
  introduction: t.Nullable(t.String()),
  mission: t.Nullable(t.String()),
  logo_url: t.Nullable(t.String()),
  style: t.Record(t.String(), t.Unknown()),
  links: OutLinks,
  default_view: CodeSchema(PAGE_VIEWS),
  frameworks: t.Array(Framework),
  business_category: t.Array(t.String()),
  is_visible: t.Boolean(),
  upvote_count: t.Integer({ description: "Upvotes in Explore" }),
  published_at: t.Nullable(t.String()),
  updated_at: t.String(),
  share_image_url: t.String({ description: "The page's 1200×630 share image (`og:image`); its address changes with what it shows" }),
});
export type PublicPage = typeof PublicPage.static;

const PublicAttachment = t.Object({ name: t.String(), url: t.String(), content_type: t.String(), size: t.Integer() });

/** A content as visitors see it. A gated one (limited or password access) carries its teaser only. */
export const PublicContent = t.Object({
  id: t.Integer(),
  content_category_id: t.Nullable(t.Integer()),
  order_key: t.Integer(),
  kind: t.String(),
  title: t.Nullable(t.String()),
  description: t.Nullable(t.String()),
  image_url: t.Nullable(t.String()),
  cover_image_url: t.Nullable(t.String()),
  status_id: t.Nullable(t.Integer()),
  evidence_state: EvidenceStateSchema(),
  frameworks: t.Array(Framework),
  access: t.String(),
  is_locked: t.Boolean({ description: "True when the protected fields are withheld until the visitor passes the gate" }),
  content: Opt(t.Nullable(t.String())),
  additional_info: Opt(t.Nullable(t.String())),
  issuing_organization: Opt(t.Nullable(t.String())),
  auditor: Opt(t.Nullable(t.String())),
  issue_date: Opt(t.Nullable(t.String())),
  expiration_date: Opt(t.Nullable(t.String())),
  is_expired: Opt(t.Boolean()),
  credential_id: Opt(t.Nullable(t.String())),
  last_verified: Opt(t.Nullable(t.String())),
  verified_by: Opt(t.Nullable(t.String({ description: "Who reviewed a Verified item (its own URL only): the reviewer's name" }))),
  link: Opt(t.Nullable(t.String())),
  attachments: Opt(t.Array(PublicAttachment)),
  share_image_url: Opt(t.String({ description: "The initiative's 1200×630 share image (on its own read only)" })),
});
export type PublicContent = typeof PublicContent.static;

export const PublicCategory = t.Object({
  id: t.Nullable(t.Integer({ description: "null for News, always last" })),
  order_key: t.Integer(),
  name: t.String(),
  custom_contents: t.Array(PublicContent),
});

export const PublicNews = t.Object({
  id: t.Integer(),
  kind: t.String(),
  title: t.Nullable(t.String()),
  body: t.Nullable(t.String()),
  date: t.String(),
  starts_at: t.Nullable(t.String()),
  ends_at: t.Nullable(t.String()),
  location: t.Nullable(t.String()),
  link: t.Nullable(t.String()),
  image_url: t.Nullable(t.String()),
});
