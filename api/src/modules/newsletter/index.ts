import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { NEWSLETTER_ERRORS } from "./errors.ts";
import { Detail, SubscribeBody, SubscriptionStatus, TokenBody } from "./model.ts";
import { NEWSLETTER_MESSAGES } from "./messages.ts";
import { confirmSubscription, subscribe, unsubscribe, toSubscription } from "./service.ts";
import { trimFields } from "../../lib/http.ts";

const ErrorResponse = errorResponse(NEWSLETTER_ERRORS);

/** Explore's newsletter with double opt-in, no sign-in. The site's /newsletter/confirm and /newsletter/unsubscribe pages post the mailed tokens here. */
export const newsletterModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/newsletter", tags: ["Newsletter"] })
    .post(
      "/subscribe/",
      async ({ body, request, set }) => {
        const input = toSubscription(body);
        await enforceRateLimit(ctx.db, RATE_LIMITS.newsletter, clientIp(request) ?? "unknown");
        await subscribe(ctx, input);
        set.status = 202;
        return { detail: NEWSLETTER_MESSAGES.checkInbox };
      },
      {
        body: SubscribeBody,
        transform: trimFields(SubscribeBody),
        response: { 202: Detail, 400: FieldErrorsResponse, 429: ErrorResponse },
        detail: {
          summary: "Subscribe an address (double opt-in)",
          description:
            "Mails a confirmation link valid 48 hours to a new or pending address. The answer is the same for an address already confirmed (which gets no mail), so it reveals nothing.",
        },
      },
    )
    .post(
      "/confirm/",
      async ({ body }) => {
        await confirmSubscription(ctx, body.token);
        return { status: "confirmed" as const };
      },
      {
        body: TokenBody,
        response: { 200: SubscriptionStatus, 400: ErrorResponse },
        detail: {
          summary: "Confirm a subscription with the mailed token",
          description: "Idempotent: the same token answers `confirmed` again until it expires. Unknown or expired tokens answer 400 `invalid_token`.",
        },
      },
    )
    .post(
      "/unsubscribe/",
      async ({ body }) => {
        await unsubscribe(ctx, body.token);
        return { status: "unsubscribed" as const };
      },
      {
        body: TokenBody,
        response: { 200: SubscriptionStatus, 400: ErrorResponse },
        detail: { summary: "Unsubscribe with the signed token of a newsletter mail's link (idempotent)" },
      },
    );
