import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { ContactBody, ContactCreated } from "./model.ts";
import { submitContactMessage, toContactMessage } from "./service.ts";
import { trimFields } from "../../lib/http.ts";

const ErrorResponse = errorResponse();

/** The Contact page's form, no sign-in. Only valid messages count against the per-address limit. */
export const contactModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Contact"] }).post(
    "/contact/",
    async ({ body, request, set }) => {
      const input = toContactMessage(body);
      await enforceRateLimit(ctx.db, RATE_LIMITS.contact, clientIp(request) ?? "unknown");
      const created = await submitContactMessage(ctx, input);
      set.status = 201;
      return created;
    },
    {
      body: ContactBody,
      transform: trimFields(ContactBody),
      response: { 201: ContactCreated, 400: FieldErrorsResponse, 429: ErrorResponse },
      detail: {
        summary: "Send a message to the Greenpage team",
        description: "Stores the message, mails it to the team and sends the sender a short acknowledgement in `locale`.",
      },
    },
  );
