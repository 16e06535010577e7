import { type Api, idText, unwrap } from "./request.ts";
import type { CheckoutInput, DowngradeInput, Id, PageQuery, TestCard } from "./types.ts";

/**
 * An account's plan and payments. Money is an integer in the currency's
 * minor unit (USD cents; JPY has none): format it with `formatMoney`.
 */
export function billingApi(api: Api) {
  return {
    /** Plans with limits, prices by employee tier (monthly and yearly) and setup services. No sign-in. `GET /billing/catalog/` */
    catalog: () => unwrap(api.GET("/api/v1/billing/catalog/")),
    /** The account's subscription: plan, price, period, status, card, scheduled change. `GET /billing/` */
    status: () => unwrap(api.GET("/api/v1/billing/")),
    /**
     * Opens a checkout for a plan (`{ plan, tier, currency, interval }`: a first
     * purchase, or an upgrade charged pro rata) or a setup service
     * (`{ service, currency, business_id }`), and answers where to pay (`url`).
     * Pass an `idempotencyKey` to make a retry return the same checkout.
     * `POST /billing/checkout/`
     */
    checkout: (input: CheckoutInput, idempotencyKey?: string) =>
      unwrap(api.POST("/api/v1/billing/checkout/", { body: input, params: { header: idempotencyKey ? { "idempotency-key": idempotencyKey } : {} } })),
    /** A checkout and its status (`open`, `requires_action`, `complete`, `failed`, `expired`). `GET /billing/checkout/{checkout}/` */
    getCheckout: (checkoutId: string) => unwrap(api.GET("/api/v1/billing/checkout/{checkout}/", { params: { path: { checkout: checkoutId } } })),
    /**
     * Pays a built-in checkout (no payment provider configured) with one of
     * Stripe's test cards; a declined card is a `card_declined` error (402).
     * `POST /billing/checkout/{checkout}/pay/`
     */
    payTestCheckout: (checkoutId: string, card: TestCard) =>
      unwrap(api.POST("/api/v1/billing/checkout/{checkout}/pay/", { params: { path: { checkout: checkoutId } }, body: card })),
    /** Approves or fails the authentication step a test card asked for. `POST /billing/checkout/{checkout}/authenticate/` */
    authenticateTestCheckout: (checkoutId: string, approve: boolean) =>
      unwrap(api.POST("/api/v1/billing/checkout/{checkout}/authenticate/", { params: { path: { checkout: checkoutId } }, body: { approve } })),
    /** A link to the payment provider's customer portal (card, invoices), when `status().portal` is true. `POST /billing/portal/` */
    portal: () => unwrap(api.POST("/api/v1/billing/portal/")),
    /** Moves to a cheaper plan at the period end. `POST /billing/subscription/downgrade/` */
    downgrade: (input: DowngradeInput) => unwrap(api.POST("/api/v1/billing/subscription/downgrade/", { body: input })),
    /** Ends the paid plan at the period end. `POST /billing/subscription/cancel/` */
    cancel: () => unwrap(api.POST("/api/v1/billing/subscription/cancel/")),
    /** Takes back a scheduled cancel or downgrade. `POST /billing/subscription/reactivate/` */
    reactivate: () => unwrap(api.POST("/api/v1/billing/subscription/reactivate/")),
    /** What a lower plan would block on each page (nothing is deleted). `GET /billing/downgrade-preview/` */
    downgradePreview: (plan: string) => unwrap(api.GET("/api/v1/billing/downgrade-preview/", { params: { query: { plan } } })),
    /** Charges and refunds, newest first, paginated. `GET /billing/transactions/` */
    transactions: (query?: PageQuery) => unwrap(api.GET("/api/v1/billing/transactions/", { params: { query } })),
    /** A transaction's receipt (or credit note) as PDF bytes. `GET /billing/transactions/{transaction}/receipt/` */
    receipt: async (transactionId: Id) =>
      new Uint8Array(
        await unwrap(
          api.GET("/api/v1/billing/transactions/{transaction}/receipt/", { params: { path: { transaction: idText(transactionId) } }, parseAs: "arrayBuffer" }),
        ),
      ),
    /** Setup-service orders with their due dates. `GET /billing/orders/` */
    orders: () => unwrap(api.GET("/api/v1/billing/orders/")),
    /** Refunds a charge (admins): in full within 14 days, the unused part after; `amount` refunds less. `POST /billing/admin/transactions/{transaction}/refund/` */
    refund: (transactionId: Id, amount?: number) =>
      unwrap(
        api.POST("/api/v1/billing/admin/transactions/{transaction}/refund/", {
          params: { path: { transaction: idText(transactionId) } },
          body: amount === undefined ? {} : { amount },
        }),
      ),
  };
}

const MINOR_DIGITS: Record<string, number> = { USD: 2, JPY: 0 };

/** An amount in minor units as people read it, e.g. `$49.00`, `￥6,500`. */
export function formatMoney(amount: number, currency: string, locale = "en-US"): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount / 10 ** digits,
  );
}
