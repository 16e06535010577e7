import { t } from "elysia";
import { LanguageCodeSchema } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";

export const NewsletterLocale = LanguageCodeSchema({
  error: RULES.language,
  description: "Language of the newsletter's mails (default en).",
});
export type NewsletterLocale = typeof NewsletterLocale.static;

/** Optional here so a missing address gets the form's own message from the service. */
export const SubscribeBody = t.Object({
  email: t.Optional(t.String({ description: "Required, a valid address." })),
  locale: t.Optional(NewsletterLocale),
});
export type SubscribeBody = typeof SubscribeBody.static;

export const TokenBody = t.Object({ token: t.Optional(t.String({ description: "The `token` query value of the mailed link." })) });
export type TokenBody = typeof TokenBody.static;

export const Detail = t.Object({ detail: t.String() });
export const SubscriptionStatus = t.Object({ status: t.Union([t.Literal("confirmed"), t.Literal("unsubscribed")]) });
