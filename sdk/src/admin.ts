import { adminAuditApi } from "./admin-audit.ts";
import { adminModerationApi } from "./admin-moderation.ts";
import { adminOfficeApi } from "./admin-office.ts";
import { adminUsersApi } from "./admin-users.ts";
import { type Api, idText, unwrap } from "./request.ts";
import type { Id, ReviewQueueQuery } from "./types.ts";

/**
 * The product team's calls. The client must be signed in as an admin;
 * anyone else gets a `forbidden` GreenpageError (403).
 */
export function adminApi(api: Api) {
  return {
    ...adminModerationApi(api),
    ...adminOfficeApi(api),
    ...adminUsersApi(api),
    verifications: {
      /**
       * Items waiting for review, oldest first; `{ state: "verified" }` lists
       * verified items instead, newest first (`q`: part of a handle or title).
       * `GET /admin/verifications/`
       */
      queue: (query?: ReviewQueueQuery) => unwrap(api.GET("/api/v1/admin/verifications/", { params: { query } })),
      /** Verifies an item (Submitted → Verified). `POST /admin/verifications/{content_id}/approve/` */
      approve: (contentId: Id) =>
        unwrap(api.POST("/api/v1/admin/verifications/{content_id}/approve/", { params: { path: { content_id: idText(contentId) } } })),
      /** Sends an item back to Self Reported with the reason the owner reads. `POST …/reject/` */
      reject: (contentId: Id, reason: string) =>
        unwrap(api.POST("/api/v1/admin/verifications/{content_id}/reject/", { params: { path: { content_id: idText(contentId) } }, body: { reason } })),
      /** Takes a verification back (Verified → Self Reported) with the reason the owner reads; its credential is revoked. `POST …/revoke/` */
      revoke: (contentId: Id, reason: string) =>
        unwrap(api.POST("/api/v1/admin/verifications/{content_id}/revoke/", { params: { path: { content_id: idText(contentId) } }, body: { reason } })),
    },
    audit: adminAuditApi(api),
  };
}
