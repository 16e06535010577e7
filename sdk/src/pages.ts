import { type Api, idText, unwrap } from "./request.ts";
import type {
  ExploreInitiativesQuery,
  HandleCheckQuery,
  ExploreQuery,
  Id,
  PageCreate,
  PageUpdate,
  PublicContentQuery,
  PublicContentsQuery,
  PublicNewsQuery,
  PublicPageQuery,
  PublicPageViewQuery,
} from "./types.ts";

/**
 * Pages: what visitors read by handle (no sign-in; an unpublished page
 * throws `coming_soon`), and the signed-in owner's own pages by id.
 */
export function pagesApi(api: Api) {
  const byHandle = (handle: string) => ({ business: handle });
  return {
    /** A published page's display fields in one language. `GET /businesses/public/{handle}/` */
    get: (handle: string, query?: PublicPageQuery) => unwrap(api.GET("/api/v1/businesses/public/{business}/", { params: { path: byHandle(handle), query } })),
    /** Everything a page view renders in one read: the page, its categories with contents, the latest news. `GET …/page/` */
    view: (handle: string, query?: PublicPageViewQuery) =>
      unwrap(api.GET("/api/v1/businesses/public/{business}/page/", { params: { path: byHandle(handle), query } })),
    /** Categories with their published contents; News last. `GET …/content-categories/` */
    categories: (handle: string, query?: PublicPageQuery) =>
      unwrap(api.GET("/api/v1/businesses/public/{business}/content-categories/", { params: { path: byHandle(handle), query } })),
    /** Published public contents in display order. `GET …/contents/` */
    contents: (handle: string, query?: PublicContentsQuery) =>
      unwrap(api.GET("/api/v1/businesses/public/{business}/contents/", { params: { path: byHandle(handle), query } })),
    /** One published content; a gated one shows its teaser unless `grant` opens it. `GET …/contents/{id}/` */
    content: (handle: string, contentId: Id, query?: PublicContentQuery) =>
      unwrap(
        api.GET("/api/v1/businesses/public/{business}/contents/{content_id}/", {
          params: { path: { business: handle, content_id: idText(contentId) }, query },
        }),
      ),
    /**
     * A Verified item's signed credential (W3C VC 2.0), for anyone to check
     * (`@greenpage/sdk/credentials` verifies it); `not_found` when the item is
     * not Verified. `GET …/contents/{id}/credential/`
     */
    credential: (handle: string, contentId: Id, query?: { grant?: string }) =>
      unwrap(
        api.GET("/api/v1/businesses/public/{business}/contents/{content_id}/credential/", {
          params: { path: { business: handle, content_id: idText(contentId) }, query },
        }),
      ),
    /** Published news and events, newest first, paginated. `GET …/news/` */
    news: (handle: string, query?: PublicNewsQuery) =>
      unwrap(api.GET("/api/v1/businesses/public/{business}/news/", { params: { path: byHandle(handle), query } })),

    /** The pages the signed-in user owns or edits (empty when none yet). `GET /businesses/my/` */
    mine: () => unwrap(api.GET("/api/v1/businesses/my/")),
    /** Creates a page (handle 4–30 characters, unique; the plan caps how many). `POST /businesses/create/` */
    create: (page: PageCreate) => unwrap(api.POST("/api/v1/businesses/create/", { body: page })),
    /** Changes a page's fields. `PATCH /businesses/update/{id}/` */
    update: (pageId: Id, patch: PageUpdate) => unwrap(api.PATCH("/api/v1/businesses/update/{id}/", { params: { path: { id: idText(pageId) } }, body: patch })),
    /** Whether a handle is free and valid; `business_id` leaves the page's own handle out. `GET /businesses/handle-check/` */
    checkHandle: (query: HandleCheckQuery, init?: { signal?: AbortSignal }) =>
      unwrap(api.GET("/api/v1/businesses/handle-check/", { params: { query }, signal: init?.signal })),
    /** Views, upvotes and feedback counts for the dashboard's home. `GET /businesses/{id}/stats/` */
    stats: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/stats/", { params: { path: { business_id: idText(pageId) } } })),
    /** Publishes a page (needs a verified email, a display name and a description). */
    publish: (pageId: Id) => unwrap(api.PATCH("/api/v1/businesses/update/{id}/", { params: { path: { id: idText(pageId) } }, body: { is_published: true } })),
    /** Deletes a page with everything on it (owner only). `DELETE /businesses/{id}/` */
    delete: async (pageId: Id): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/", { params: { path: { business_id: idText(pageId) } } }));
    },
    /** Takes a page offline: visitors see "coming soon". */
    unpublish: (pageId: Id) =>
      unwrap(api.PATCH("/api/v1/businesses/update/{id}/", { params: { path: { id: idText(pageId) } }, body: { is_published: false } })),
  };
}

/** Explore: search published pages and the initiatives shared to Explore. */
export function exploreApi(api: Api) {
  return {
    /** Pages by search text, country, framework, category, page type; sorted by upvotes or recent. `GET /explore/pages/` */
    pages: (query?: ExploreQuery) => unwrap(api.GET("/api/v1/explore/pages/", { params: { query } })),
    /** Initiatives shared to Explore, with the same filters. `GET /explore/initiatives/` */
    initiatives: (query?: ExploreInitiativesQuery) => unwrap(api.GET("/api/v1/explore/initiatives/", { params: { query } })),
  };
}
