import { type Api, unwrap } from "./request.ts";
import type { NotificationKind, NotificationSettingsInput } from "./types.ts";

/**
 * The signed-in member's notification mails (new feedback, gated items
 * opened, verification decisions, their plan): which kinds are on and their
 * language, for every page they belong to. And the unsubscribe link every
 * such mail carries, which needs no sign-in.
 */
export function notificationsApi(api: Api) {
  const settings = () => unwrap(api.GET("/api/v1/users/me/notifications/"));
  const update = (input: NotificationSettingsInput) => unwrap(api.PUT("/api/v1/users/me/notifications/", { body: input }));
  return {
    /** Which kinds are on, and the mails' language (null: the page's). `GET /users/me/notifications/` */
    settings,
    /** Changes what is given; the rest stays. `PUT /users/me/notifications/` */
    update,
    /** Switches one kind on or off. */
    set: (kind: NotificationKind, enabled: boolean) => update({ kinds: { [kind]: enabled } }),
    /** What a mail's unsubscribe token turns off, and whether it still is on (changes nothing). `GET /notifications/unsubscribe/{token}/` */
    unsubscribeState: (token: string) => unwrap(api.GET("/api/v1/notifications/unsubscribe/{token}/", { params: { path: { token } } })),
    /** Turns off what the token names; no sign-in needed. A forged token is `not_found`. `POST /notifications/unsubscribe/{token}/` */
    unsubscribe: (token: string) => unwrap(api.POST("/api/v1/notifications/unsubscribe/{token}/", { params: { path: { token } } })),
  };
}
