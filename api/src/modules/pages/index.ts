import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard, requireSession } from "../../lib/auth-guard.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { trimFields } from "../../lib/http.ts";
import { PAGE_ERRORS } from "./errors.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { checkHandle } from "./handle-check.ts";
import { listPageLanguages, setPageLanguage } from "./languages.ts";
import { Page, PageLanguage, CreatePageBody, HandleCheck, LanguageBody, UpdatePageBody } from "./model.ts";
import { createPage, deletePage, listMyPages, updatePage } from "./service.ts";
import { noContent } from "../../lib/http.ts";

const ErrorResponse = errorResponse(PAGE_ERRORS);

const IdParams = t.Object({ id: PathId });
// Every `/businesses/{x}/…` route names its parameter alike (the router requires it).
const PageParams = t.Object({ business_id: PathId });
const errors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const languageErrors = {
  400: t.Object({ detail: t.String(), code: t.Union([t.Literal("unknown_language"), t.Literal("default_language_required")]), reason: t.String() }),
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};

/** The owner's pages: create, list, update, languages. Every `{id}` call checks membership. */
export const pagesModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses", tags: ["Pages"] })
    .use(authGuard(ctx))
    .use(pageGuard(ctx))
    .post(
      "/create/",
      async ({ body, user, set }) => {
        set.status = 201;
        return createPage(ctx, user, body);
      },
      {
        auth: true,
        body: CreatePageBody,
        transform: trimFields(CreatePageBody),
        response: { 201: Page, ...errors },
        detail: { summary: "Create a page (handle 4–30 characters, unique; 1 page per account, 5 on Pro)" },
      },
    )
    .get(
      "/handle-check/",
      async ({ query, user }) => {
        await enforceRateLimit(ctx.db, RATE_LIMITS.handleCheck, user.id);
        return checkHandle(ctx, user.id, query.handle, query.business_id);
      },
      {
        auth: true,
        query: t.Object({ handle: t.String({ maxLength: 200 }), business_id: t.Optional(t.String({ maxLength: 20 })) }),
        response: { 200: HandleCheck, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        detail: {
          summary: "Check a handle while typing: the create/update rules (4–30 characters, allowed characters, reserved, unique)",
          description: "With `business_id`, that page's current handle counts as available. Rate-limited per user.",
        },
      },
    )
    .get("/my/", ({ user }) => listMyPages(ctx, user.id), {
      auth: true,
      response: { 200: t.Array(Page), 401: ErrorResponse },
      detail: { summary: "The pages the user owns or is a member of (an empty list means no page yet)" },
    })
    .patch("/update/:id/", ({ body, user, page, role }) => updatePage(ctx, user, { page, role }, body), {
      page: "editor",
      params: IdParams,
      body: UpdatePageBody,
      transform: trimFields(UpdatePageBody),
      response: { 200: Page, ...errors },
      detail: {
        summary: "Update a page: publish state, visibility, general information, links, handle",
        description:
          "Publishing needs a verified email and a ready page (name_json and description_json). The handle changes at most once every two weeks. Handle, publish state and visibility are owner-only.",
      },
    })
    .delete(
      "/:business_id/",
      async ({ page, principal }) => {
        requireSession(principal);
        await deletePage(ctx, page.id);
        return noContent();
      },
      {
        page: "owner",
        params: PageParams,
        response: { 204: t.Void({ description: "No content" }), 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        detail: {
          summary: "Delete the page with everything on it (owner only)",
          description:
            "Initiatives, news, forms and their answers, files, members and invitations go; payments keep their history. Needs a signed-in session (an API key gets 403 `session_required`).",
        },
      },
    )
    .get("/:business_id/languages/", ({ page }) => listPageLanguages(ctx.db, page), {
      page: "viewer",
      params: PageParams,
      response: { 200: t.Array(PageLanguage), 401: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "The page's languages" },
    })
    .post("/:business_id/languages/", ({ body, page }) => setPageLanguage(ctx.db, page, body), {
      page: "editor",
      params: PageParams,
      body: LanguageBody,
      response: { 200: t.Array(PageLanguage), ...languageErrors },
      detail: { summary: "Enable or disable a language (the default language cannot be disabled)" },
    })
    .patch("/:business_id/languages/", ({ body, page }) => setPageLanguage(ctx.db, page, body), {
      page: "editor",
      params: PageParams,
      body: LanguageBody,
      response: { 200: t.Array(PageLanguage), ...languageErrors },
      detail: { summary: "Enable or disable a language (the default language cannot be disabled)" },
    });
