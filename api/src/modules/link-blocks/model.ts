import { t } from "elysia";
import { LINK_ICONS } from "@greenpage/db/schema";
import { ChoiceIn, CodeSchema, LocalizedTextIn, NullableText } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { LINK_BLOCK_MESSAGES as M } from "./messages.ts";

/** How many link blocks a page keeps, and the longest text of each field (per language for `_json`), after trimming. */
export const LINK_BLOCK_LIMITS = { blocks: 100, title_json: 80, description_json: 200, url: 2000 } as const;

const LocalizedOut = t.Record(t.String(), t.String());

/** A block as the editor sends it: every field optional on PATCH; title (one language) and URL required when adding. */
export const LinkBlockBody = t.Object({
  title_json: t.Optional(LocalizedTextIn(LINK_BLOCK_LIMITS.title_json, "The button's text per language: `{ en, ja }`; one is required.")),
  url: t.Optional(
    NullableText({
      maxLength: LINK_BLOCK_LIMITS.url,
      messages: { maxLength: RULES.tooLong(LINK_BLOCK_LIMITS.url) },
      description: "https:// or http://; written without a scheme (`example.com`) it is saved as https://",
    }),
  ),
  description_json: t.Optional(LocalizedTextIn(LINK_BLOCK_LIMITS.description_json, "A line under the title per language; optional.")),
  icon: t.Optional(t.Nullable(ChoiceIn(LINK_ICONS, M.icon, { description: "One of LINK_ICONS, or null for none" }), { error: M.icon })),
  thumbnail: t.Optional(t.Nullable(t.String({ maxLength: 200, description: "An image uploaded for this page (its `key`); shown instead of the icon" }))),
  is_hidden: t.Optional(t.Boolean({ description: "Hidden blocks stay in the editor but not on the public page" })),
  order_key: t.Optional(t.Integer({ minimum: 0, maximum: 10000, description: "The place in the list (0 first); appended when omitted on create" })),
});
export type LinkBlockBody = typeof LinkBlockBody.static;

/** The body's own message too: Elysia would otherwise print the whole refused body into its error, which a deeply nested one overflows. */
export const ReorderBody = t.Object(
  {
    ids: t.Array(t.Integer({ minimum: 1, maximum: 2147483647 }), {
      maxItems: LINK_BLOCK_LIMITS.blocks,
      error: M.reorder,
      description: "Every block's id, in the new order",
    }),
  },
  { error: M.reorder },
);

export const LinkBlock = t.Object({
  id: t.Integer(),
  business_id: t.Integer(),
  title_json: LocalizedOut,
  url: t.String(),
  description_json: LocalizedOut,
  icon: t.Nullable(CodeSchema(LINK_ICONS)),
  thumbnail: t.Nullable(t.String()),
  thumbnail_url: t.Nullable(t.String()),
  is_hidden: t.Boolean(),
  order_key: t.Integer(),
  clicks_30d: t.Integer({ description: "Visitors' clicks in the last 30 days (UTC days, today included)" }),
  created_at: t.String(),
  updated_at: t.String(),
});
export type LinkBlock = typeof LinkBlock.static;

/** A shown block as visitors get it: its text in their language. */
export const PublicLinkBlock = t.Object({
  id: t.Integer({ description: "Sent back with a click (`kind: click`, `link_block_id`)" }),
  title: t.String(),
  description: t.Nullable(t.String()),
  url: t.String(),
  icon: t.Nullable(CodeSchema(LINK_ICONS)),
  thumbnail_url: t.Nullable(t.String()),
});
export type PublicLinkBlock = typeof PublicLinkBlock.static;
