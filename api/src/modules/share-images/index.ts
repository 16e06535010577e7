import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { errorResponse, PageKey, PathId } from "../../lib/http-schemas.ts";
import { findPublicContentRow, findPublishedPage, languageFor, type PublishedPage } from "../published-pages/lookup.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { type CardSource, shareImage } from "./service.ts";

const ErrorResponse = errorResponse(PUBLISHED_PAGE_ERRORS);

const ShareQuery = t.Object({
  lang: t.Optional(t.String({ maxLength: 20, description: "en or ja; falls back to the page's default language", "x-field": "lang" })),
  v: t.Optional(t.String({ maxLength: 40, description: "The card's version, as `share_image_url` gives it; the current one is cached for a year" })),
});

const documented = {
  200: { description: "A 1200×630 PNG", content: { "image/png": { schema: t.String({ format: "binary" }) } } },
  404: { description: "Not found, or `coming_soon` for an unpublished page", content: { "application/json": { schema: ErrorResponse } } },
};

function pngResponse(png: Uint8Array, current: boolean) {
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "image/png",
      "content-length": String(png.byteLength),
      // A versioned address never shows anything else; an old or missing version is the current card for now.
      "cache-control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
}

const sourceOf = (page: PublishedPage, lang: string | undefined, item?: { id: number; titleJson: CardSource["itemTitle"] }): CardSource => ({
  page,
  language: languageFor(page, lang).code,
  fallback: page.defaultLanguage,
  ...(item ? { contentId: item.id, itemTitle: item.titleJson } : {}),
});

/** Share images (`og:image`): a card per published page and per published initiative, drawn once per version. */
export const shareImagesModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/public/:business", tags: ["Public pages"], normalize: false })
    .get(
      "/share-image/",
      async ({ params, query }) => {
        const page = await findPublishedPage(ctx, params.business);
        const { png, version } = await shareImage(ctx, sourceOf(page, query.lang));
        return pngResponse(png, query.v === version);
      },
      {
        params: t.Object({ business: PageKey }),
        query: ShareQuery,
        detail: { summary: "The page's share image: name, description, colour and logo (1200×630 PNG)", responses: documented },
      },
    )
    .get(
      "/contents/:content_id/share-image/",
      async ({ params, query }) => {
        const page = await findPublishedPage(ctx, params.business);
        const row = await findPublicContentRow(ctx, page, Number(params.content_id));
        const { png, version } = await shareImage(ctx, sourceOf(page, query.lang, row));
        return pngResponse(png, query.v === version);
      },
      {
        params: t.Object({ business: PageKey, content_id: PathId }),
        query: ShareQuery,
        detail: { summary: "An initiative's share image: its title under the page's name, colour and logo (1200×630 PNG)", responses: documented },
      },
    );
