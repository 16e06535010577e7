import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { OEMBED_ERRORS } from "./errors.ts";
import { OEmbed, OEmbedQuery } from "./model.ts";
import { embedFor } from "./service.ts";

const ErrorResponse = errorResponse(OEMBED_ERRORS);

/**
 * oEmbed provider (https://oembed.com) for the site's page URLs; public pages
 * link to it with `<link rel="alternate" type="application/json+oembed">`.
 * Paths are not strict, so `/oembed?url=` answers as `/oembed/?url=` does.
 */
export const oembedModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Public pages"] }).get(
    "/oembed/",
    async ({ query, set, request }) => {
      const embed = await embedFor(ctx, query, request);
      set.headers["cache-control"] = "public, max-age=300";
      return embed;
    },
    {
      query: OEmbedQuery,
      response: { 200: OEmbed, 400: FieldErrorsResponse, 404: ErrorResponse, 501: ErrorResponse },
      detail: {
        summary: "oEmbed for a published page (an iframe of its widget view) or one of its items (an iframe of the item's card)",
        description:
          "Default size 400×600 for a page, 400×420 for an item, bounded by `maxwidth` and `maxheight`. Unknown, foreign or unpublished URLs answer 404.",
      },
    },
  );
