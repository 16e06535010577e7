import { Elysia, t, type TSchema } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { publicReader } from "../../lib/read-routing.ts";
import { authGuard, resolvePrincipal } from "../../lib/auth-guard.ts";
import { SECURITY } from "../../lib/openapi.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { errorResponse, FieldErrorsResponse, PathId, PageKey } from "../../lib/http-schemas.ts";
import { EXPLORE_ERRORS } from "./errors.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { Content } from "../contents/model.ts";
import { cleanExploreQuery } from "./filters.ts";
import { exploreInitiatives } from "./initiative-search.ts";
import { ExploreInitiatives, ExploreInitiativesQuery, ExplorePages, ExploreQuery, UpvoteResult } from "./model.ts";
import { type HotReads, hotReadsFor } from "./hot-reads.ts";
import { explorePages } from "./page-search.ts";
import { shareInitiative, unshareInitiative } from "./sharing.ts";
import { upvoteInitiative, upvotePage } from "./upvotes.ts";

const ErrorResponse = errorResponse(EXPLORE_ERRORS, PUBLISHED_PAGE_ERRORS);

const json = (schema: TSchema, description: string) => ({ description, content: { "application/json": { schema } } });

/**
 * Explore's lists are read on every visit of the directory, so like the public
 * page reads their responses are documented rather than re-validated; the
 * tests hold real responses to these schemas.
 */
export const EXPLORE_RESPONSES = { pages: ExplorePages, initiatives: ExploreInitiatives };

const listResponses = (schema: TSchema) => ({
  200: json(schema, "One page of results with the total count"),
  400: json(FieldErrorsResponse, "A bad filter, sort or search: `{ field: [message] }`"),
});

const PublicPage = t.Object({ business: PageKey });
const PublicInitiative = t.Object({ business: PageKey, content_id: PathId });
const OwnedInitiative = t.Object({ business_id: PathId, content_id: PathId });
const upvoteErrors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
const shareErrors = { 400: t.Union([FieldErrorsResponse, ErrorResponse]), 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Who is reading, when anyone: only to mark what they have upvoted. A bad token reads as anonymous. */
const viewerId = async (ctx: AppContext, request: Request) => (await resolvePrincipal(ctx, request.headers))?.user.id;

/** An upvote changes the counts and order Explore shows: this process's cached reads go (other processes' expire). */
const clearsOnVote =
  (hot: HotReads) =>
  async <T>(vote: Promise<T>): Promise<T> => {
    try {
      return await vote;
    } finally {
      hot.clear();
    }
  };

/** The Explore directory (pages and shared initiatives), upvotes, and sharing an initiative to Explore. */
export function exploreModule(ctx: AppContext, hot: HotReads = hotReadsFor(ctx.config, ctx.pageChanges, ctx.logger)) {
  const voted = clearsOnVote(hot);
  return new Elysia({ tags: ["Explore"] })
    .use(authGuard(ctx))
    .use(pageGuard(ctx))
    .get(
      "/explore/pages/",
      async ({ query, request }): Promise<typeof ExplorePages.static> =>
        explorePages(publicReader(ctx, request), cleanExploreQuery(query), await viewerId(ctx, request), hot),
      {
        query: ExploreQuery,
        detail: {
          security: SECURITY.optional,
          summary: "Published, visible pages: search, filters, Organizations/Individuals (page_type), sort by upvotes or recent",
          description:
            "`q` matches handle, name and description in English and Japanese (case and full-width insensitive; every word must match). `framework` matches the page's main framework or any it reports against. Ties are broken by id, newest first.",
          responses: listResponses(EXPLORE_RESPONSES.pages),
        },
      },
    )
    .get(
      "/explore/initiatives/",
      async ({ query, request }): Promise<typeof ExploreInitiatives.static> =>
        exploreInitiatives(publicReader(ctx, request), cleanExploreQuery(query), await viewerId(ctx, request), hot),
      {
        query: ExploreInitiativesQuery,
        detail: {
          security: SECURITY.optional,
          summary: "Initiatives shared to Explore (the Initiatives tab): search, filters of their page, sort by upvotes or recent",
          description:
            "`q` matches the initiative's title and description. country, category and page_type filter the owning page; `framework` matches the page's frameworks or the initiative's own.",
          responses: listResponses(EXPLORE_RESPONSES.initiatives),
        },
      },
    )
    .put("/businesses/public/:business/upvote/", ({ user, params }) => voted(upvotePage(ctx, user.id, params.business, true)), {
      auth: true,
      params: PublicPage,
      response: { 200: UpvoteResult, ...upvoteErrors },
      detail: { summary: "Upvote a published page (idempotent; members of the page cannot upvote it: 403 `own_page`)" },
    })
    .delete("/businesses/public/:business/upvote/", ({ user, params }) => voted(upvotePage(ctx, user.id, params.business, false)), {
      auth: true,
      params: PublicPage,
      response: { 200: UpvoteResult, ...upvoteErrors },
      detail: { summary: "Withdraw an upvote of a page (idempotent)" },
    })
    .put(
      "/businesses/public/:business/contents/:content_id/upvote/",
      ({ user, params }) => voted(upvoteInitiative(ctx, user.id, params.business, params.content_id, true)),
      {
        auth: true,
        params: PublicInitiative,
        response: { 200: UpvoteResult, ...upvoteErrors },
        detail: { summary: "Upvote an initiative shared to Explore (idempotent; not one on your own page)" },
      },
    )
    .delete(
      "/businesses/public/:business/contents/:content_id/upvote/",
      ({ user, params }) => voted(upvoteInitiative(ctx, user.id, params.business, params.content_id, false)),
      {
        auth: true,
        params: PublicInitiative,
        response: { 200: UpvoteResult, ...upvoteErrors },
        detail: { summary: "Withdraw an upvote of an initiative (idempotent)" },
      },
    )
    .post("/businesses/:business_id/contents/:content_id/share/", ({ page, params }) => shareInitiative(ctx, page.id, params.content_id), {
      page: "editor",
      params: OwnedInitiative,
      response: { 200: Content, ...shareErrors },
      detail: {
        summary: "Share an initiative to Explore",
        description:
          "Needs a cover image, a description and Public access, and a published, listed item (400 field errors). Already shared: 409 `already_shared`. Re-sharing after removal needs a changed status (evidence) or progress: else 400 `share_unchanged`.",
      },
    })
    .delete("/businesses/:business_id/contents/:content_id/share/", ({ page, params }) => unshareInitiative(ctx, page.id, params.content_id), {
      page: "editor",
      params: OwnedInitiative,
      response: { 200: Content, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Remove an initiative from Explore (idempotent)" },
    });
}
