import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { listSitemapPages, SITEMAP_CHUNK } from "./service.ts";

const SitemapPage = t.Object({
  handle: t.String(),
  updated_at: t.String(),
  languages: t.Array(t.String(), { description: "Enabled languages (hreflang alternates)" }),
});

/** What search engines may index: published, visible pages, in chunks the size of one sitemap file. */
export const sitemapModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/sitemap", tags: ["Public pages"] }).get("/pages/", ({ query }) => listSitemapPages(ctx, query.chunk ?? 1), {
    query: t.Object({
      chunk: t.Optional(t.Integer({ minimum: 1, maximum: 1000, error: "Chunk must be a whole number from 1 to 1000.", "x-field": "chunk" })),
    }),
    response: t.Object({
      chunks: t.Integer({ description: `How many chunks of ${SITEMAP_CHUNK} pages there are` }),
      chunk_size: t.Integer(),
      results: t.Array(SitemapPage),
    }),
    detail: { summary: "Published, visible pages for the sitemap, oldest first" },
  });
