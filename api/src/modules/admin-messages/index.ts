import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { Paginated, pageWindow } from "../../lib/pagination.ts";
import { ADMIN_OFFICE_ERRORS } from "../admin-codes/errors.ts";
import {
  ContactMessageDetail,
  ContactMessageSummary,
  MessageListQuery,
  MessageParams,
  ReplyBody,
  SubscriberFilter,
  SubscriberListQuery,
  SubscriberPage,
} from "./model.ts";
import { listMessages, messageId, openMessage, replyToMessage, setHandled } from "./service.ts";
import { exportSubscribers, listSubscribers, removeSubscriber } from "./subscribers.ts";

const ErrorResponse = errorResponse(ADMIN_OFFICE_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });
const CSV = { "text/csv": { schema: { type: "string" as const } } };

/** The Contact form's messages (read, handle, reply by mail) and the newsletter's subscribers (admins only). */
export const adminMessagesModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin", tags: ["Admin"] })
    .use(authGuard(ctx))
    .get(
      "/messages/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listMessages(ctx, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: MessageListQuery,
        response: { 200: Paginated(ContactMessageSummary), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Contact messages, newest first (`status`: open by default, handled, all; `q` searches name, email, company, text)" },
      },
    )
    .get("/messages/:id/", ({ params }) => openMessage(ctx, messageId(params.id)), {
      admin: true,
      params: MessageParams,
      response: { 200: ContactMessageDetail, 404: ErrorResponse, ...refused },
      detail: { summary: "One Contact message with the replies sent (the first read marks it read)" },
    })
    .post("/messages/:id/handled/", ({ params, user }) => setHandled(ctx, actorOf(user), messageId(params.id), true), {
      admin: true,
      params: MessageParams,
      response: { 200: ContactMessageDetail, 404: ErrorResponse, ...refused },
      detail: { summary: "Mark a Contact message handled", description: "Audited as `message.handled` (nothing when it already was)." },
    })
    .delete("/messages/:id/handled/", ({ params, user }) => setHandled(ctx, actorOf(user), messageId(params.id), false), {
      admin: true,
      params: MessageParams,
      response: { 200: ContactMessageDetail, 404: ErrorResponse, ...refused },
      detail: { summary: "Reopen a handled Contact message", description: "Audited as `message.reopen`." },
    })
    .post(
      "/messages/:id/replies/",
      async ({ params, body, user, set }) => {
        set.status = 201;
        return replyToMessage(ctx, { ...actorOf(user), name: user.name }, messageId(params.id), body.body);
      },
      {
        admin: true,
        params: MessageParams,
        body: ReplyBody,
        transform: trimFields(ReplyBody),
        response: { 201: ContactMessageDetail, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
        detail: {
          summary: "Reply to a Contact message by mail",
          description:
            "Mailed to the sender in the message's language (through the outbox), kept with the message, which is marked handled. Audited as `message.reply`.",
        },
      },
    )
    .get(
      "/newsletter/subscribers/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listSubscribers(ctx, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: SubscriberListQuery,
        response: { 200: SubscriberPage, 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "Newsletter subscribers, newest first, with the count per status (`status`: pending, confirmed, unsubscribed; `q` searches the email)",
        },
      },
    )
    .get(
      "/newsletter/subscribers/export/",
      async ({ query }) => {
        const csv = await exportSubscribers(ctx, query);
        const day = new Date().toISOString().slice(0, 10);
        return new Response(csv, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
            "cache-control": "private, no-store",
          },
        });
      },
      {
        admin: true,
        query: SubscriberFilter,
        response: { 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "Newsletter subscribers as CSV (same filters as the list)",
          responses: { 200: { description: "CSV: email, locale, status, subscribed_at, confirmed_at", content: CSV } },
        },
      },
    )
    .delete(
      "/newsletter/subscribers/:id/",
      async ({ params, user }) => {
        await removeSubscriber(ctx, actorOf(user), messageId(params.id));
        return noContent();
      },
      {
        admin: true,
        params: MessageParams,
        response: { 204: t.Void({ description: "Removed: no more newsletter mail; the audit log keeps the address" }), 404: ErrorResponse, ...refused },
        detail: { summary: "Remove a newsletter subscriber", description: "Audited as `subscriber.remove` with the address." },
      },
    );
