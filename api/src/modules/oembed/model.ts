import { t } from "elysia";

const size = (field: string) =>
  t.Optional(t.Integer({ minimum: 1, maximum: 10000, error: `${field} must be a whole number of pixels from 1 to 10000.`, "x-field": field }));

/** The consumer's request, as https://oembed.com defines it. */
export const OEmbedQuery = t.Object({
  url: t.Optional(t.String({ maxLength: 2000, description: "A page URL on the site: `{site}/{handle}` or `{site}/{handle}/{content_id}`." })),
  format: t.Optional(t.String({ maxLength: 20, description: "Only `json` (the default); anything else answers 501." })),
  maxwidth: size("maxwidth"),
  maxheight: size("maxheight"),
});
export type OEmbedQuery = typeof OEmbedQuery.static;

export const OEmbed = t.Object({
  version: t.Literal("1.0"),
  type: t.Literal("rich"),
  provider_name: t.String(),
  provider_url: t.String(),
  title: t.String(),
  author_name: t.String(),
  author_url: t.String(),
  html: t.String({ description: "An iframe of the page's widget view, or of the initiative's card for an initiative's URL." }),
  width: t.Integer(),
  height: t.Integer(),
  thumbnail_url: t.Optional(t.String({ description: "The share image; given with its width and height, and only when it fits `maxwidth` and `maxheight`." })),
  thumbnail_width: t.Optional(t.Integer()),
  thumbnail_height: t.Optional(t.Integer()),
});
export type OEmbed = typeof OEmbed.static;
