import { Elysia, t } from "elysia";
import type { AppContext } from "../../context.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { ErrorResponse } from "../accounts/model.ts";
import { PublicBusiness, PublicCategory, PublicContent, PublicListQuery, PublicNews, PublicQuery } from "./model.ts";
import * as pages from "./service.ts";

const Business = t.Object({ business: t.String({ description: "Handle or id" }) });
const notFound = { 404: ErrorResponse };

/** What visitors read, no sign-in: only published pages, only published public contents. */
export const publicPagesModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/public/:business", tags: ["Public pages"], normalize: false })
    .get(
      "/",
      async ({ params, query }) => {
        const page = await pages.findPublishedPage(ctx, params.business);
        return pages.toPublicBusiness(ctx, page, pages.languageFor(page, query.lang));
      },
      {
        params: Business,
        query: PublicQuery,
        response: { 200: PublicBusiness, ...notFound },
        detail: { summary: "A published page's display fields in the requested language (404 `coming_soon` when unpublished)" },
      },
    )
    .get(
      "/content-categories/",
      async ({ params, query }) => {
        const page = await pages.findPublishedHead(ctx, params.business);
        return pages.listPublicCategories(ctx, page, pages.languageFor(page, query.lang));
      },
      { params: Business, query: PublicQuery, response: { 200: t.Array(PublicCategory), ...notFound }, detail: { summary: "Categories with their published contents; News last" } },
    )
    .get(
      "/contents/",
      async ({ params, query }) => {
        const page = await pages.findPublishedHead(ctx, params.business);
        return pages.listPublicContents(ctx, page, pages.languageFor(page, query.lang), query.list_page === true);
      },
      { params: Business, query: PublicListQuery, response: { 200: t.Array(PublicContent), ...notFound }, detail: { summary: "Published public contents in display order" } },
    )
    .get(
      "/contents/:content_id/",
      async ({ params, query }) => {
        const page = await pages.findPublishedPage(ctx, params.business);
        return pages.getPublicContent(ctx, page, Number(params.content_id), pages.languageFor(page, query.lang));
      },
      {
        params: t.Object({ business: t.String(), content_id: t.String() }),
        query: PublicQuery,
        response: { 200: PublicContent, ...notFound },
        detail: { summary: "One published content (public or unlisted); gated ones show their teaser only" },
      },
    )
    .get(
      "/news/",
      async ({ params, query }) => {
        const page = await pages.findPublishedHead(ctx, params.business);
        const window = pageWindow(query);
        return { ...(await pages.listPublicNews(ctx, page, pages.languageFor(page, query.lang), window)), page: window.page, page_size: window.pageSize };
      },
      {
        params: Business,
        query: t.Composite([PageQuery, PublicQuery]),
        response: { 200: Paginated(PublicNews), ...notFound },
        detail: { summary: "Published news and events, newest first" },
      },
    );
