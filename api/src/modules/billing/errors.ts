import { defineErrors } from "../../lib/errors.ts";
import { STALE_CHECKOUT } from "./state.ts";

/** What billing answers besides field errors and the common codes. The first two are the specification's words. */
export const BILLING_ERRORS = defineErrors({
  plan_not_available: { status: 400, message: "Plan not available.", ja: "このプランはご利用いただけません。" },
  currency_mismatch: {
    status: 400,
    message: "Please upgrade using the same currency as your previous Pro plan.",
    ja: "以前のProプランと同じ通貨でアップグレードしてください。",
  },
  already_on_plan: { status: 409, message: "You are already on this plan." },
  use_downgrade: { status: 409, message: "This plan costs less than yours. Schedule it as a downgrade; it starts when your period ends." },
  use_checkout: { status: 409, message: "This plan costs more than yours. Upgrade through checkout instead." },
  yearly_locked: { status: 409, message: "Your plan is billed yearly: changes keep yearly billing until the plan ends." },
  payment_past_due: { status: 409, message: "Your last payment failed. Update your card in the payment portal first." },
  provider_unavailable: { status: 503, message: "The payment provider cannot be reached. Please try again later." },
  not_subscribed: { status: 409, message: "You have no paid plan to change." },
  nothing_scheduled: { status: 409, message: "Your plan has no scheduled end to take back." },
  checkout_closed: { status: 409, message: "This checkout is closed. Start again from Billing." },
  checkout_stale: { status: 409, message: STALE_CHECKOUT },
  card_declined: { status: 402, message: "Your card was declined." },
  not_refundable: { status: 409, message: "Nothing of this payment can be refunded." },
  no_portal: { status: 409, message: "Your payments are not managed in a customer portal." },
  invalid_signature: { status: 400, message: "The webhook signature is invalid." },
});
