import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { catalogView, listPlans } from "../../lib/plans/index.ts";
import { notFound } from "../../lib/errors.ts";
import { openCheckout, checkoutView, findCheckout } from "./checkout.ts";
import { BILLING_ERRORS } from "./errors.ts";
import { listOrders, listTransactions, receiptPdf, transactionView } from "./history.ts";
import {
  AuthenticationBody,
  BillingStatus,
  CardBody,
  Catalog,
  Checkout,
  CheckoutBody,
  CheckoutParams,
  DowngradeBody,
  DowngradePreview,
  Order,
  PreviewQuery,
  RefundBody,
  Transaction,
} from "./model.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { refundCharge } from "./refunds.ts";
import { billingStatus, cancelSubscription, downgradePreview, portalLink, reactivateSubscription, scheduleDowngrade } from "./subscription.ts";
import { authenticateTestCheckout, payTestCheckout } from "./test-checkout.ts";

const ErrorResponse = errorResponse(BILLING_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };
const writeErrors = { 400: t.Union([FieldErrorsResponse, ErrorResponse]), 404: ErrorResponse, 409: ErrorResponse, ...refused };
const TransactionParams = t.Object({ transaction: PathId });
const numericId = (value: string) => {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
};

/** Plans, checkout, the subscription's changes, the history and receipts; refunds for admins. */
export const billingModule = (ctx: AppContext, provider: PaymentProvider) =>
  new Elysia({ prefix: "/billing", tags: ["Billing"] })
    .use(authGuard(ctx))
    .get("/catalog/", async () => ({ plans: await listPlans(ctx.db), ...catalogView() }), {
      response: Catalog,
      detail: { summary: "Plans with their limits, prices by employee tier (minor units, monthly and yearly) and setup services" },
    })
    .get("/", ({ user }) => billingStatus(ctx, user.id, provider), {
      auth: true,
      response: { 200: BillingStatus, ...refused },
      detail: { summary: "The signed-in account's subscription: plan, price, period, status, card, scheduled change" },
    })
    .post(
      "/checkout/",
      async ({ user, body, headers, set }) => {
        set.status = 201;
        return openCheckout(ctx, provider, user, body, headers["idempotency-key"]?.slice(0, 128) || null);
      },
      {
        auth: true,
        body: CheckoutBody,
        headers: t.Object({ "idempotency-key": t.Optional(t.String({ maxLength: 128 })) }),
        response: { 201: Checkout, ...writeErrors },
        detail: {
          summary: "Open a checkout for a plan (first purchase or prorated upgrade) or a setup service",
          description:
            "Answers `url`, where the owner pays. 'Plan not available.' for an unknown, inactive or custom-priced plan; 'Please upgrade using the same currency as your previous Pro plan.' when the currency differs. The same `Idempotency-Key` returns the same checkout.",
        },
      },
    )
    .get("/checkout/:checkout/", async ({ user, params }) => checkoutView(await findCheckout(ctx, user.id, params.checkout)), {
      auth: true,
      params: CheckoutParams,
      response: { 200: Checkout, 404: ErrorResponse, ...refused },
      detail: { summary: "One of your checkouts and its status" },
    })
    .post("/checkout/:checkout/pay/", ({ user, params, body }) => payTestCheckout(ctx, user.id, params.checkout, body), {
      auth: true,
      params: CheckoutParams,
      body: CardBody,
      response: { 200: Checkout, 402: ErrorResponse, ...writeErrors },
      detail: {
        summary: "Pay a built-in checkout with a test card (no payment provider configured)",
        description:
          "Stripe's test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402), 4000 0027 6000 3184 asks for authentication (`requires_action`), 4000 0000 0000 0341 succeeds but its renewals fail.",
      },
    })
    .post("/checkout/:checkout/authenticate/", ({ user, params, body }) => authenticateTestCheckout(ctx, user.id, params.checkout, body.approve), {
      auth: true,
      params: CheckoutParams,
      body: AuthenticationBody,
      response: { 200: Checkout, 402: ErrorResponse, ...writeErrors },
      detail: { summary: "Approve or fail the authentication step of a built-in checkout" },
    })
    .post("/subscription/downgrade/", ({ user, body }) => scheduleDowngrade(ctx, provider, user.id, body), {
      auth: true,
      body: DowngradeBody,
      response: { 200: BillingStatus, ...writeErrors },
      detail: { summary: "Move to a cheaper plan at the end of the period (nothing changes before then)" },
    })
    .post("/subscription/cancel/", ({ user }) => cancelSubscription(ctx, provider, user.id), {
      auth: true,
      response: { 200: BillingStatus, ...writeErrors },
      detail: { summary: "End the paid plan at the end of the period (back to Starter then)" },
    })
    .post("/subscription/reactivate/", ({ user }) => reactivateSubscription(ctx, provider, user.id), {
      auth: true,
      response: { 200: BillingStatus, ...writeErrors },
      detail: { summary: "Take back a scheduled cancel or downgrade" },
    })
    .post("/portal/", ({ user }) => portalLink(ctx, provider, user.id), {
      auth: true,
      response: { 200: t.Object({ url: t.String() }), ...writeErrors },
      detail: { summary: "A link to the payment provider's customer portal (card, invoices), when Stripe's portal is enabled" },
    })
    .get("/downgrade-preview/", ({ user, query }) => downgradePreview(ctx, user.id, query.plan), {
      auth: true,
      query: PreviewQuery,
      response: { 200: DowngradePreview, 400: t.Union([FieldErrorsResponse, ErrorResponse]), ...refused },
      detail: { summary: "What a lower plan would block on each of your pages (nothing is deleted)" },
    })
    .get(
      "/transactions/",
      async ({ user, query }) => {
        const window = pageWindow(query);
        return { ...(await listTransactions(ctx, user.id, window)), page: window.page, page_size: window.pageSize };
      },
      {
        auth: true,
        query: PageQuery,
        response: { 200: Paginated(Transaction), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Charges and refunds, newest first" },
      },
    )
    .get(
      "/transactions/:transaction/receipt/",
      async ({ user, params }) => {
        const { filename, pdf } = await receiptPdf(ctx, user.id, numericId(params.transaction));
        return new Response(pdf, {
          headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
        });
      },
      {
        auth: true,
        params: TransactionParams,
        response: { 200: t.Any({ description: "The receipt (a charge) or credit note (a refund) as a PDF" }), 404: ErrorResponse, ...refused },
        detail: { summary: "Download a receipt as PDF" },
      },
    )
    .get("/orders/", ({ user }) => listOrders(ctx, user.id), {
      auth: true,
      response: { 200: t.Array(Order), ...refused },
      detail: { summary: "Setup-service orders with their due dates (business days)" },
    })
    .post(
      "/admin/transactions/:transaction/refund/",
      async ({ params, body, set, user }) => {
        set.status = 201;
        return transactionView(await refundCharge(ctx, provider, numericId(params.transaction), body.amount, { id: user.id, email: user.email }));
      },
      {
        admin: true,
        params: TransactionParams,
        body: RefundBody,
        response: { 201: Transaction, ...writeErrors },
        detail: {
          summary: "Refund a charge (admin)",
          description:
            "In full within 14 days of the charge, the unused part of its period after; `amount` (minor units) refunds less. Refunding the running period's charge ends the plan now.",
        },
      },
    );
