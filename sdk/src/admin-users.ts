import { type Api, unwrap } from "./request.ts";
import type { AdminUsersQuery, UserRole } from "./types.ts";

/**
 * The console's Users and Overview calls (issue 24). `user` is an id or an
 * email address. Writes are recorded in the audit log with the admin who made them.
 */
export function adminUsersApi(api: Api) {
  const path = (user: string) => ({ params: { path: { user } } });
  return {
    users: {
      /** Users, newest first, paginated; `q` finds part of an email or name, `role` and `state` narrow. `GET /admin/users/` */
      list: (query?: AdminUsersQuery) => unwrap(api.GET("/api/v1/admin/users/", { params: { query } })),
      /** One user with their pages, live sessions and API keys. `GET /admin/users/{user}/` */
      get: (user: string) => unwrap(api.GET("/api/v1/admin/users/{user}/", path(user))),
      /**
       * Disables an account with a reason: its sessions, tokens and API keys stop
       * working at once and it cannot sign in (`account_disabled`). Not your own. `POST …/disable/`
       */
      disable: (user: string, reason: string) => unwrap(api.POST("/api/v1/admin/users/{user}/disable/", { ...path(user), body: { reason } })),
      /** Lets a disabled account sign in again; its API keys work again. `POST …/enable/` */
      enable: (user: string, reason?: string) =>
        unwrap(api.POST("/api/v1/admin/users/{user}/enable/", { ...path(user), body: reason === undefined ? {} : { reason } })),
      /** What deleting the user would remove, or why it cannot (pages others work on). `GET …/deletion/` */
      deletionPreview: (user: string) => unwrap(api.GET("/api/v1/admin/users/{user}/deletion/", path(user))),
      /** Deletes the account and the pages it owns, with a reason (`owns_shared_pages`, `own_account`, `last_admin` refuse). `DELETE /admin/users/{user}/` */
      delete: (user: string, reason: string) => unwrap(api.DELETE("/api/v1/admin/users/{user}/", { ...path(user), body: { reason } })),
      /** Makes the user an admin or a user again; never the last admin (`last_admin`). `PUT …/role/` */
      setRole: (user: string, role: UserRole) => unwrap(api.PUT("/api/v1/admin/users/{user}/role/", { ...path(user), body: { role } })),
      /** Mails the verification link again (`already_verified` when there is nothing to verify). `POST …/verification-email/` */
      resendVerification: (user: string) => unwrap(api.POST("/api/v1/admin/users/{user}/verification-email/", path(user))),
      /** Mails a password reset link, as Forgot password does. `POST …/password-reset/` */
      sendPasswordReset: (user: string) => unwrap(api.POST("/api/v1/admin/users/{user}/password-reset/", path(user))),
    },
    /** The console's figures: sign-ups, pages, plans, this month's money, queues and failures. `GET /admin/overview/` */
    overview: () => unwrap(api.GET("/api/v1/admin/overview/")),
  };
}
