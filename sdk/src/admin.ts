import { type Api, idText, unwrap } from "./request.ts";
import type { Id, InvitationsInput, PageQuery, PageSubscription, UserSubscription } from "./types.ts";

/** Whose plan to set: a user by id or email, or a page by id or handle. */
export type PlanTarget = { user: string; page?: never } | { page: Id; user?: never };

/**
 * The product team's calls. The client must be signed in as an admin;
 * anyone else gets a `forbidden` GreenpageError (403).
 */
export function adminApi(api: Api) {
  function assign(target: { user: string }, planCode: string): Promise<UserSubscription>;
  function assign(target: { page: Id }, planCode: string): Promise<PageSubscription>;
  function assign(target: PlanTarget, planCode: string): Promise<UserSubscription | PageSubscription>;
  function assign(target: PlanTarget, planCode: string): Promise<UserSubscription | PageSubscription> {
    const body = { plan: planCode };
    if (target.user !== undefined) {
      return unwrap(api.PUT("/api/v1/admin/users/{user}/plan/", { params: { path: { user: target.user } }, body }));
    }
    return unwrap(api.PUT("/api/v1/admin/businesses/{business}/plan/", { params: { path: { business: idText(target.page!) } }, body }));
  }

  return {
    invitations: {
      /** Makes invitation codes for early sign-up (`count` 1–500, default 1; `expires_in_days` 1–365, default never). `POST /admin/invitations/` */
      create: (input: InvitationsInput = {}) => unwrap(api.POST("/api/v1/admin/invitations/", { body: input })),
      /** The codes, newest first, paginated, with whether each was used. `GET /admin/invitations/` */
      list: (query?: PageQuery) => unwrap(api.GET("/api/v1/admin/invitations/", { params: { query } })),
    },
    users: {
      /** Every user with their plan, newest first, paginated. `GET /admin/users/` */
      list: (query?: PageQuery) => unwrap(api.GET("/api/v1/admin/users/", { params: { query } })),
    },
    verifications: {
      /** Items waiting for review, oldest first. `GET /admin/verifications/` */
      queue: () => unwrap(api.GET("/api/v1/admin/verifications/")),
      /** Verifies an item (Submitted → Verified). `POST /admin/verifications/{content_id}/approve/` */
      approve: (contentId: Id) =>
        unwrap(api.POST("/api/v1/admin/verifications/{content_id}/approve/", { params: { path: { content_id: idText(contentId) } } })),
      /** Sends an item back to Self Reported with the reason the owner reads. `POST …/reject/` */
      reject: (contentId: Id, reason: string) =>
        unwrap(api.POST("/api/v1/admin/verifications/{content_id}/reject/", { params: { path: { content_id: idText(contentId) } }, body: { reason } })),
    },
    plans: {
      /**
       * Puts a user (`{ user: id or email }`) or a page (`{ page: id or handle }`)
       * on a plan by its code (`starter`, `plus`, `pro`, `premium`), active with
       * no end, and answers the subscription. An unknown plan is a field error
       * on `plan`; an unknown user or page is `not_found`.
       * `PUT /admin/users/{user}/plan/`, `PUT /admin/businesses/{business}/plan/`
       */
      assign,
    },
  };
}
