import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { NOTIFICATION_ERRORS } from "./errors.ts";
import { NotificationSettings, NotificationSettingsBody, UnsubscribeState, UnsubscribeToken } from "./model.ts";
import { notificationSettingsOf, readUnsubscribe, unsubscribe, updateNotificationSettings } from "./settings.ts";

const ErrorResponse = errorResponse(NOTIFICATION_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * The member's notification mails: which kinds they get (per account, across
 * their pages) and in which language, and the unsubscribe link every such
 * mail carries, which works without signing in.
 */
export const notificationsModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Notifications"] })
    .use(authGuard(ctx))
    .get("/users/me/notifications/", ({ user }) => notificationSettingsOf(ctx, user.id), {
      auth: true,
      response: { 200: NotificationSettings, ...refused },
      detail: { summary: "Your notification mails: which kinds are on, and their language" },
    })
    .put("/users/me/notifications/", ({ user, body }) => updateNotificationSettings(ctx, user.id, body), {
      auth: true,
      body: NotificationSettingsBody,
      response: { 200: NotificationSettings, 400: FieldErrorsResponse, ...refused },
      detail: {
        summary: "Switch notification kinds on or off, or set their language",
        description:
          "Fields left out stay as they are. A kind switched off is not mailed, alone or in a digest, from then on. Up to 3 notifications a day come one mail each; the rest of the day's come in one daily digest.",
      },
    })
    .get("/notifications/unsubscribe/:token/", ({ params }) => readUnsubscribe(ctx, params.token), {
      params: UnsubscribeToken,
      response: { 200: UnsubscribeState, 404: ErrorResponse },
      detail: { summary: "What a notification mail's unsubscribe link turns off (no sign-in; changes nothing)" },
    })
    .post("/notifications/unsubscribe/:token/", ({ params }) => unsubscribe(ctx, params.token), {
      params: UnsubscribeToken,
      response: { 200: UnsubscribeState, 404: ErrorResponse },
      detail: {
        summary: "Turn off what a notification mail's unsubscribe link names (no sign-in; idempotent)",
        description:
          "The `List-Unsubscribe` address of every notification mail: mail clients post `List-Unsubscribe=One-Click` to it (RFC 8058); any body is accepted. A forged or altered token answers 404 `invalid_unsubscribe_link`.",
      },
    });
