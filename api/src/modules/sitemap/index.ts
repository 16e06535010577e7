import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { publicReader } from "../../lib/read-routing.ts";
import { listSitemapItems, listSitemapPages, SITEMAP_CHUNK, SITEMAP_ITEM_CHUNK } from "./service.ts";

const Languages = t.Array(t.String(), { description: "Enabled languages (hreflang alternates)" });
const SitemapPage = t.Object({ handle: t.String(), updated_at: t.String(), languages: Languages });
const SitemapItem = t.Object({
  handle: t.String(),
  id: t.Integer(),
  updated_at: t.String({ description: "The later of the item's and its page's last edit" }),
  languages: Languages,
});
const ChunkQuery = t.Object({
  chunk: t.Optional(t.Integer({ minimum: 1, maximum: 1000, error: "Chunk must be a whole number from 1 to 1000.", "x-field": "chunk" })),
});

/** What search engines may index: published, visible pages and their listed initiatives, in chunks the size of one sitemap file. */
export const sitemapModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/sitemap", tags: ["Public pages"] })
    .get("/pages/", ({ query }) => listSitemapPages(publicReader(ctx), query.chunk ?? 1), {
      query: ChunkQuery,
      response: t.Object({
        chunks: t.Integer({ description: `How many chunks of ${SITEMAP_CHUNK} pages there are` }),
        chunk_size: t.Integer(),
        results: t.Array(SitemapPage),
      }),
      detail: { summary: "Published, visible pages for the sitemap, oldest first" },
    })
    .get("/items/", ({ query }) => listSitemapItems(publicReader(ctx), query.chunk ?? 1), {
      query: ChunkQuery,
      response: t.Object({
        chunks: t.Integer({ description: `How many chunks of ${SITEMAP_ITEM_CHUNK} initiatives there are` }),
        chunk_size: t.Integer(),
        results: t.Array(SitemapItem),
      }),
      detail: { summary: "Published, listed initiatives of published, visible pages for the sitemap (gated ones too: their URL shows a teaser), oldest first" },
    });
