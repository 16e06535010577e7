import { Elysia, t, type TSchema } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { errorResponse, PathId, PageKey } from "../../lib/http-schemas.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { PublicPage, PublicCategory, PublicContent, PublicListQuery, PublicNews, PublicQuery } from "./model.ts";
import * as pages from "./service.ts";
import * as published from "../published-pages/lookup.ts";
import { PublicLinkBlock } from "../link-blocks/model.ts";
import { listPublicLinkBlocks } from "../link-blocks/public.ts";
import { readPublished } from "../../lib/read-routing.ts";
import { OPEN as OPEN_TO_VERIFIERS, SignedDocument } from "../credentials/index.ts";
import { credentialFor } from "../credentials/store.ts";
import { notFound } from "../../lib/errors.ts";

const ErrorResponse = errorResponse(PUBLISHED_PAGE_ERRORS);

const Page = t.Object({ business: PageKey });

/**
 * These are the hottest reads (every page view and widget open), so their
 * responses are not re-validated on every request — that cost ~15% of the
 * throughput. The schemas still document them in OpenAPI, the handlers are
 * typed by them, and the tests check real responses against them.
 */
export const PUBLIC_RESPONSES = {
  bundle: t.Object({ page: PublicPage, link_blocks: t.Array(PublicLinkBlock), categories: t.Array(PublicCategory), news: Paginated(PublicNews) }),
  page: PublicPage,
  categories: t.Array(PublicCategory),
  contents: t.Array(PublicContent),
  content: PublicContent,
  news: Paginated(PublicNews),
};

const documented = (schema: TSchema, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
  404: { description: "Not found, or `coming_soon` for an unpublished page", content: { "application/json": { schema: ErrorResponse } } },
});

/** What visitors read, no sign-in: only published pages, only published public contents. */
export const publicPagesModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/public/:business", tags: ["Public pages"], normalize: false })
    .get(
      "/",
      async ({ params, query, request }): Promise<typeof PublicPage.static> => {
        const { page } = await readPublished(ctx, request, (reader) => published.findPublishedPage(reader, params.business));
        return pages.toPublicPage(ctx, page, published.languageFor(page, query.lang));
      },
      {
        params: Page,
        query: PublicQuery,
        detail: {
          summary: "A published page's display fields in the requested language (404 `coming_soon` when unpublished)",
          responses: documented(PUBLIC_RESPONSES.page, "The page"),
        },
      },
    )
    .get(
      "/page/",
      async ({ params, query, request }): Promise<typeof PUBLIC_RESPONSES.bundle.static> => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedPage(db, params.business));
        const language = published.languageFor(page, query.lang);
        const window = pageWindow({ page: 1, page_size: query.news_page_size ?? 10 });
        const [linkBlocks, categories, news] = await Promise.all([
          listPublicLinkBlocks(reader, page, language),
          pages.listPublicCategories(reader, page, language),
          pages.listPublicNews(reader, page, language, window),
        ]);
        return { page: pages.toPublicPage(ctx, page, language), link_blocks: linkBlocks, categories, news: { ...news, page: 1, page_size: window.pageSize } };
      },
      {
        params: Page,
        query: t.Composite([
          PublicQuery,
          t.Object({
            news_page_size: t.Optional(t.Integer({ minimum: 1, maximum: 100, error: "Page size must be between 1 and 100.", "x-field": "news_page_size" })),
          }),
        ]),
        detail: {
          summary: "Everything a page view renders in one read: the page, its shown link blocks, its categories with contents, and the latest news",
          responses: documented(PUBLIC_RESPONSES.bundle, "The page with its contents and news"),
        },
      },
    )
    .get(
      "/content-categories/",
      async ({ params, query, request }): Promise<typeof PUBLIC_RESPONSES.categories.static> => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedHead(db, params.business));
        return pages.listPublicCategories(reader, page, published.languageFor(page, query.lang));
      },
      {
        params: Page,
        query: PublicQuery,
        detail: { summary: "Categories with their published contents; News last", responses: documented(PUBLIC_RESPONSES.categories, "Categories") },
      },
    )
    .get(
      "/contents/",
      async ({ params, query, request }): Promise<typeof PUBLIC_RESPONSES.contents.static> => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedHead(db, params.business));
        return pages.listPublicContents(reader, page, published.languageFor(page, query.lang), query.list_page === true);
      },
      {
        params: Page,
        query: PublicListQuery,
        detail: { summary: "Published public contents in display order", responses: documented(PUBLIC_RESPONSES.contents, "Contents") },
      },
    )
    .get(
      "/contents/:content_id/",
      async ({ params, query, request }): Promise<typeof PublicContent.static> => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedPage(db, params.business));
        return pages.getPublicContent(reader, page, Number(params.content_id), published.languageFor(page, query.lang), query.grant);
      },
      {
        params: t.Object({ business: PageKey, content_id: PathId }),
        query: t.Composite([
          PublicQuery,
          t.Object({ grant: t.Optional(t.String({ maxLength: 512, description: "The grant a passed gate returned: opens this gated item" })) }),
        ]),
        detail: {
          summary: "One published content (public or unlisted); gated ones show their teaser only",
          responses: documented(PUBLIC_RESPONSES.content, "The content"),
        },
      },
    )
    .get(
      "/contents/:content_id/credential/",
      async ({ params, query, request, set }) => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedPage(db, params.business));
        const content = await pages.getPublicContent(reader, page, Number(params.content_id), published.languageFor(page, undefined), query.grant);
        // A gated item's evidence is for those who passed its gate, and so is its credential.
        if (content.is_locked) throw notFound();
        const credential = await credentialFor(ctx, content.id);
        if (!credential) throw notFound();
        Object.assign(set.headers, OPEN_TO_VERIFIERS, { "cache-control": "no-cache" });
        return credential;
      },
      {
        params: t.Object({ business: PageKey, content_id: PathId }),
        query: t.Object({ grant: t.Optional(t.String({ maxLength: 512, description: "The grant a passed gate returned: opens this gated item" })) }),
        response: { 200: SignedDocument, 404: ErrorResponse },
        detail: {
          summary: "A Verified initiative's current Verifiable Credential (W3C VC 2.0, Data Integrity eddsa-rdfc-2022)",
          description: "404 when the initiative is not Verified, not published, or gated and not opened by `grant`.",
        },
      },
    )
    .get(
      "/news/",
      async ({ params, query, request }): Promise<typeof PUBLIC_RESPONSES.news.static> => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedHead(db, params.business));
        const window = pageWindow(query);
        return {
          ...(await pages.listPublicNews(reader, page, published.languageFor(page, query.lang), window)),
          page: window.page,
          page_size: window.pageSize,
        };
      },
      {
        params: Page,
        query: t.Composite([PageQuery, PublicQuery]),
        detail: { summary: "Published news and events, newest first", responses: documented(PUBLIC_RESPONSES.news, "News") },
      },
    );
