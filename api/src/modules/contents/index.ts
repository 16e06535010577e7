import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { CONTENT_ERRORS } from "./errors.ts";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./category-service.ts";
import { createContent, deleteContent, getContent, listContentRows, toContentView, updateContent } from "./content-service.ts";
import { CategoryBody, Content, ContentBody, ContentCategory, NewsBody, NewsItem } from "./model.ts";
import { createNews, deleteNews, listNews, updateNews } from "./news-service.ts";

const ErrorResponse = errorResponse(CONTENT_ERRORS);

const Page = t.Object({ business_id: PathId });
const PageAnd = <K extends string>(key: K) => t.Object({ business_id: PathId, [key]: PathId } as Record<"business_id" | K, typeof PathId>);
const errors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const readErrors = { 401: ErrorResponse, 404: ErrorResponse };
const Deleted = t.Void({ description: "No content" });

/** A page's initiatives, categories and news, for its owner and editors. */
export const contentsModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id", tags: ["Contents"] })
    .use(pageGuard(ctx))
    .get("/contents/", async ({ page }) => (await listContentRows(ctx, page.id)).map((row) => toContentView(ctx, row)), {
      page: "viewer",
      params: Page,
      response: { 200: t.Array(Content), ...readErrors },
      detail: { summary: "All contents of the page, in display order (News last)" },
    })
    .post(
      "/contents/",
      async ({ page, body, set }) => {
        set.status = 201;
        return createContent(ctx, page.id, body);
      },
      {
        page: "editor",
        params: Page,
        body: ContentBody,
        transform: trimFields(ContentBody),
        response: { 201: Content, ...errors },
        detail: { summary: "Add an initiative: standard (from the catalogue) or custom; appended to its category unless order_key is given" },
      },
    )
    .get("/contents/:content_id/", ({ page, params }) => getContent(ctx, page.id, Number(params.content_id)), {
      page: "viewer",
      params: PageAnd("content_id"),
      response: { 200: Content, ...readErrors },
      detail: { summary: "One content" },
    })
    .patch("/contents/:content_id/", ({ page, params, body }) => updateContent(ctx, page.id, Number(params.content_id), body), {
      page: "editor",
      params: PageAnd("content_id"),
      body: ContentBody,
      transform: trimFields(ContentBody),
      response: { 200: Content, ...errors },
      detail: {
        summary: "Edit, move or reorder a content",
        description:
          "A new content_category_id moves it to that list (null = News). order_key places it at that index; reordering a list is one PATCH per item with order_key = index.",
      },
    })
    .delete(
      "/contents/:content_id/",
      async ({ page, params }) => {
        await deleteContent(ctx, page.id, Number(params.content_id));
        return noContent();
      },
      { page: "editor", params: PageAnd("content_id"), response: { 204: Deleted, ...readErrors }, detail: { summary: "Delete a content" } },
    )
    .get("/content-categories/", ({ page }) => listCategories(ctx, page.id), {
      page: "viewer",
      params: Page,
      response: { 200: t.Array(ContentCategory), ...readErrors },
      detail: { summary: "Categories with their contents; News (id null) last" },
    })
    .post(
      "/content-categories/",
      async ({ page, body, set }) => {
        set.status = 201;
        return createCategory(ctx, page.id, body);
      },
      {
        page: "editor",
        params: Page,
        body: CategoryBody,
        transform: trimFields(CategoryBody),
        response: { 201: ContentCategory, ...errors },
        detail: { summary: "Create a category (name per language)" },
      },
    )
    .get("/content-categories/:category_id/", ({ page, params }) => getCategory(ctx, page.id, Number(params.category_id)), {
      page: "viewer",
      params: PageAnd("category_id"),
      response: { 200: ContentCategory, ...readErrors },
      detail: { summary: "One category with its contents" },
    })
    .patch("/content-categories/:category_id/", ({ page, params, body }) => updateCategory(ctx, page.id, Number(params.category_id), body), {
      page: "editor",
      params: PageAnd("category_id"),
      body: CategoryBody,
      transform: trimFields(CategoryBody),
      response: { 200: ContentCategory, ...errors },
      detail: { summary: "Rename or reorder a category" },
    })
    .delete(
      "/content-categories/:category_id/",
      async ({ page, params }) => {
        await deleteCategory(ctx, page.id, Number(params.category_id));
        return noContent();
      },
      {
        page: "editor",
        params: PageAnd("category_id"),
        response: { 204: Deleted, ...readErrors },
        detail: { summary: "Delete a category; its contents move to News" },
      },
    )
    .get(
      "/news/",
      async ({ page, query }) => {
        const window = pageWindow(query);
        return { ...(await listNews(ctx, page.id, window)), page: window.page, page_size: window.pageSize };
      },
      {
        page: "viewer",
        params: Page,
        query: PageQuery,
        response: { 200: Paginated(NewsItem), ...readErrors },
        detail: { summary: "News and events, newest first" },
      },
    )
    .post(
      "/news/",
      async ({ page, body, set }) => {
        set.status = 201;
        return createNews(ctx, page.id, body);
      },
      {
        page: "editor",
        params: Page,
        body: NewsBody,
        transform: trimFields(NewsBody),
        response: { 201: NewsItem, ...errors },
        detail: { summary: "Add news or an event" },
      },
    )
    .patch("/news/:news_id/", ({ page, params, body }) => updateNews(ctx, page.id, Number(params.news_id), body), {
      page: "editor",
      params: PageAnd("news_id"),
      body: NewsBody,
      transform: trimFields(NewsBody),
      response: { 200: NewsItem, ...errors },
      detail: { summary: "Edit news or an event" },
    })
    .delete(
      "/news/:news_id/",
      async ({ page, params }) => {
        await deleteNews(ctx, page.id, Number(params.news_id));
        return noContent();
      },
      { page: "editor", params: PageAnd("news_id"), response: { 204: Deleted, ...readErrors }, detail: { summary: "Delete news or an event" } },
    );
