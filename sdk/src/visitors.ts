import { type Api, idText, unwrap } from "./request.ts";
import type { ContactInput, GateInput, GateQuery, Id, NewsletterSubscribeInput, PageReportInput, PageViewEvent, SignupInput, SignupQuery } from "./types.ts";

/**
 * Upvotes of a published page and of its items (signed-in visitors). Both
 * directions are idempotent, so a double click cannot count twice; without a
 * session they throw `unauthorized`.
 */
export function upvotesApi(api: Api) {
  const page = (handle: string) => ({ path: { business: handle } });
  const item = (handle: string, contentId: Id) => ({ path: { business: handle, content_id: idText(contentId) } });
  return {
    /** `PUT` (upvote) or `DELETE` (withdraw) `/businesses/public/{handle}/upvote/`; answers `{ upvoted, upvote_count }`. */
    page: (handle: string, upvoted: boolean) =>
      unwrap(
        upvoted
          ? api.PUT("/api/v1/businesses/public/{business}/upvote/", { params: page(handle) })
          : api.DELETE("/api/v1/businesses/public/{business}/upvote/", { params: page(handle) }),
      ),
    /** The same for one item: `…/contents/{content_id}/upvote/`. */
    content: (handle: string, contentId: Id, upvoted: boolean) =>
      unwrap(
        upvoted
          ? api.PUT("/api/v1/businesses/public/{business}/contents/{content_id}/upvote/", { params: item(handle, contentId) })
          : api.DELETE("/api/v1/businesses/public/{business}/contents/{content_id}/upvote/", { params: item(handle, contentId) }),
      ),
  };
}

/**
 * Opens a gated item: a limited one with the visitor's name, company and
 * email, a password one with its password. On success the API sets a
 * short-lived grant cookie for the item, so a browser reloads the page.
 * Field errors come in the language of `lang` (en or ja), ready to show.
 * `POST /businesses/public/{handle}/contents/{content_id}/access/`
 */
export function gatesApi(api: Api) {
  return {
    open: (handle: string, contentId: Id, input: GateInput, query?: GateQuery) =>
      unwrap(
        api.POST("/api/v1/businesses/public/{business}/contents/{content_id}/access/", {
          params: { path: { business: handle, content_id: idText(contentId) }, query },
          body: input,
        }),
      ),
  };
}

/** Who is signed in: the user with their subscription (`unauthorized` without a session). `GET /users/me/` */
export function accountApi(api: Api) {
  return { me: () => unwrap(api.GET("/api/v1/users/me/")) };
}

/** What the public site posts: page views, the contact form, the newsletter, sign-up. */
export function siteApi(api: Api) {
  return {
    /**
     * Records one page view (fire and forget: it is sent with `keepalive`, so
     * it survives the page being left). `POST /analytics/evts/` answers 202.
     */
    pageView: async (event: PageViewEvent): Promise<void> => {
      await unwrap(api.POST("/api/v1/analytics/evts/", { body: event, keepalive: true }));
    },
    /** Sends the contact form to the team (rate limited). `POST /contact/` */
    contact: (input: ContactInput) => unwrap(api.POST("/api/v1/contact/", { body: input })),
    /**
     * "Report this page": tells the team what is wrong with a published page or
     * one of its initiatives (`content_id`); no sign-in, rate limited per address.
     * `POST /businesses/public/{handle}/reports/` answers 201 `{ id }`.
     */
    reportPage: (handle: string, input: PageReportInput) =>
      unwrap(api.POST("/api/v1/businesses/public/{business}/reports/", { params: { path: { business: handle } }, body: input })),
    newsletter: {
      /** Asks for a confirmation email (double opt-in); answers `{ detail }` to show. `POST /newsletter/subscribe/` */
      subscribe: (input: NewsletterSubscribeInput) => unwrap(api.POST("/api/v1/newsletter/subscribe/", { body: input })),
      /** Confirms with the mailed token; an unknown or expired token is `bad_request`. */
      confirm: (token: string) => unwrap(api.POST("/api/v1/newsletter/confirm/", { body: { token } })),
      /** Unsubscribes with the mailed token. */
      unsubscribe: (token: string) => unwrap(api.POST("/api/v1/newsletter/unsubscribe/", { body: { token } })),
    },
    /** Creates an account and signs it in (the session cookie is set); `early_signup` needs an invitation code. `POST /signup/` */
    signup: (input: SignupInput, query?: SignupQuery) => unwrap(api.POST("/api/v1/signup/", { body: input, params: { query } })),
    /** The social sign-in providers this server offers. `GET /auth/providers/` */
    signOnProviders: () => unwrap(api.GET("/api/v1/auth/providers/")),
    /** One chunk of the published pages for sitemap.xml (handles and update times). `GET /sitemap/pages/` */
    sitemapPages: (chunk: number) => unwrap(api.GET("/api/v1/sitemap/pages/", { params: { query: { chunk } } })),
    /** One chunk of the listed initiatives of those pages (handle, id, update time). `GET /sitemap/items/` */
    sitemapItems: (chunk: number) => unwrap(api.GET("/api/v1/sitemap/items/", { params: { query: { chunk } } })),
  };
}
