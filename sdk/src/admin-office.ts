import { GreenpageError } from "./errors.ts";
import { type Api, idText, unwrap } from "./request.ts";
import type {
  AdminMessageQuery,
  ExtendInput,
  Id,
  InvitationQuery,
  InvitationsInput,
  PageSubscription,
  PlanAssignOptions,
  SubscriberQuery,
  UserSubscription,
} from "./types.ts";

/** Whose plan: a user by id or email, or a page by id or handle. */
export type PlanTarget = { user: string; page?: never } | { page: Id; user?: never };

const csvText = new TextDecoder("utf-8", { ignoreBOM: true });
async function csv(pending: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<string> {
  const data = await unwrap(pending);
  if (!(data instanceof ArrayBuffer))
    throw new GreenpageError({ status: 200, kind: "server", code: "invalid_response", detail: "The API answered with no CSV." });
  return csvText.decode(data);
}

/** `?user=` or `?business=` for the plans' reads. */
const targetQuery = (target: PlanTarget) => (target.user !== undefined ? { user: target.user } : { business: idText(target.page!) });

/**
 * The console's invitation codes, plans and messages (issue 24); spread into
 * `adminApi`'s groups. Every call needs an admin client (403 otherwise).
 */
export function adminOfficeApi(api: Api) {
  function assign(target: { user: string }, planCode: string, options?: PlanAssignOptions): Promise<UserSubscription>;
  function assign(target: { page: Id }, planCode: string, options?: PlanAssignOptions): Promise<PageSubscription>;
  function assign(target: PlanTarget, planCode: string, options?: PlanAssignOptions): Promise<UserSubscription | PageSubscription>;
  function assign(target: PlanTarget, planCode: string, options: PlanAssignOptions = {}): Promise<UserSubscription | PageSubscription> {
    const body = { plan: planCode, ...options };
    if (target.user !== undefined) {
      return unwrap(api.PUT("/api/v1/admin/users/{user}/plan/", { params: { path: { user: target.user } }, body }));
    }
    return unwrap(api.PUT("/api/v1/admin/businesses/{business}/plan/", { params: { path: { business: idText(target.page!) } }, body }));
  }

  const invitations = {
    /** Makes invitation codes for early sign-up (`count` 1–500, default 1; `expires_in_days` 1–365, default never; `note` ≤ 200). `POST /admin/invitations/` */
    create: (input: InvitationsInput = {}) => unwrap(api.POST("/api/v1/admin/invitations/", { body: input })),
    /** The codes, newest first, paginated, with status and who used them; `status` (unused, used, expired, revoked) and `q` filter. `GET /admin/invitations/` */
    list: (query?: InvitationQuery) => unwrap(api.GET("/api/v1/admin/invitations/", { params: { query } })),
    /** Revokes an unused code: sign-up then refuses it (`code_used` conflict for a used one). `POST /admin/invitations/{code}/revoke/` */
    revoke: (code: string) => unwrap(api.POST("/api/v1/admin/invitations/{code}/revoke/", { params: { path: { code } } })),
    /** The codes as CSV text (same filters), starting with the byte order mark. `GET /admin/invitations/export/` */
    export: (query?: Omit<InvitationQuery, "page" | "page_size">) =>
      csv(api.GET("/api/v1/admin/invitations/export/", { params: { query }, parseAs: "arrayBuffer" })),
  };

  return {
    invitations,
    /** The same calls as `invitations`, by the console's name for them. */
    codes: invitations,
    plans: {
      /**
       * Puts a user (`{ user: id or email }`) or a page (`{ page: id or handle }`)
       * on a plan by its code (`starter`, `plus`, `pro`, `premium`), active with
       * no end, or until `options.until` (a date or date-time); `options.reason`
       * goes to the audit log. An unknown plan is a field error on `plan`; an
       * unknown user or page is `not_found`.
       * `PUT /admin/users/{user}/plan/`, `PUT /admin/businesses/{business}/plan/`
       */
      assign,
      /**
       * Moves the end of a plan later: `{ days }` (1–366) or `{ until }`. A paid
       * plan's period (and its renewal) moves; a plan given until a date ends
       * later. `no_end` conflict for a plan without an end. `POST …/plan/extend/`
       */
      extend: (target: PlanTarget, input: ExtendInput) =>
        target.user !== undefined
          ? unwrap(api.POST("/api/v1/admin/users/{user}/plan/extend/", { params: { path: { user: target.user } }, body: input }))
          : unwrap(api.POST("/api/v1/admin/businesses/{business}/plan/extend/", { params: { path: { business: idText(target.page!) } }, body: input })),
      /** The subscription, what the team did to it (assign, extend, refunds) and its billing transactions. `GET /admin/plans/history/` */
      history: (target: PlanTarget) => unwrap(api.GET("/api/v1/admin/plans/history/", { params: { query: targetQuery(target) } })),
      /** The billed account's transactions with `refundable_amount`. `GET /admin/transactions/` */
      transactions: (target: PlanTarget) => unwrap(api.GET("/api/v1/admin/transactions/", { params: { query: targetQuery(target) } })),
      /** Refunds a charge: in full within 14 days, the unused part after; `amount` (minor units) refunds less. `POST /billing/admin/transactions/{transaction}/refund/` */
      refund: (transactionId: Id, amount?: number) =>
        unwrap(
          api.POST("/api/v1/billing/admin/transactions/{transaction}/refund/", {
            params: { path: { transaction: idText(transactionId) } },
            body: amount === undefined ? {} : { amount },
          }),
        ),
    },
    messages: {
      /** Contact messages, newest first; `status` open (default), handled or all; `q` searches. `GET /admin/messages/` */
      list: (query?: AdminMessageQuery) => unwrap(api.GET("/api/v1/admin/messages/", { params: { query } })),
      /** One message with its replies (the first read marks it read). `GET /admin/messages/{id}/` */
      get: (id: Id) => unwrap(api.GET("/api/v1/admin/messages/{id}/", { params: { path: { id: idText(id) } } })),
      /** Marks it handled. `POST /admin/messages/{id}/handled/` */
      markHandled: (id: Id) => unwrap(api.POST("/api/v1/admin/messages/{id}/handled/", { params: { path: { id: idText(id) } } })),
      /** Opens it again. `DELETE /admin/messages/{id}/handled/` */
      reopen: (id: Id) => unwrap(api.DELETE("/api/v1/admin/messages/{id}/handled/", { params: { path: { id: idText(id) } } })),
      /** Mails a reply to the sender in their language and marks the message handled. `POST /admin/messages/{id}/replies/` */
      reply: (id: Id, body: string) => unwrap(api.POST("/api/v1/admin/messages/{id}/replies/", { params: { path: { id: idText(id) } }, body: { body } })),
    },
    subscribers: {
      /** Newsletter subscribers with `counts` per status; `status` and `q` filter. `GET /admin/newsletter/subscribers/` */
      list: (query?: SubscriberQuery) => unwrap(api.GET("/api/v1/admin/newsletter/subscribers/", { params: { query } })),
      /** The subscribers as CSV text (same filters). `GET /admin/newsletter/subscribers/export/` */
      export: (query?: Omit<SubscriberQuery, "page" | "page_size">) =>
        csv(api.GET("/api/v1/admin/newsletter/subscribers/export/", { params: { query }, parseAs: "arrayBuffer" })),
      /** Removes a subscriber for good (the audit log keeps the address). `DELETE /admin/newsletter/subscribers/{id}/` */
      remove: async (id: Id): Promise<void> => {
        await unwrap(api.DELETE("/api/v1/admin/newsletter/subscribers/{id}/", { params: { path: { id: idText(id) } } }));
      },
    },
  };
}
