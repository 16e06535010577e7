import { t } from "elysia";
import { LanguageCodeSchema, Text } from "../../lib/http-schemas.ts";
import { EMAIL_PATTERN, RULES } from "../../lib/validate.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";

export const NewsletterLocale = LanguageCodeSchema({
  error: RULES.language,
  description: "Language of the newsletter's mails (default en).",
});
export type NewsletterLocale = typeof NewsletterLocale.static;

export const SubscribeBody = t.Object({
  email: Text({
    minLength: 1,
    maxLength: 254,
    pattern: EMAIL_PATTERN,
    messages: { required: M.required, minLength: M.required, maxLength: M.email, pattern: M.email },
  }),
  locale: t.Optional(NewsletterLocale),
});
export type SubscribeBody = typeof SubscribeBody.static;

export const TokenBody = t.Object({ token: t.Optional(t.String({ maxLength: 200, description: "The `token` query value of the mailed link." })) });
export type TokenBody = typeof TokenBody.static;

export const Detail = t.Object({ detail: t.String() });
export const SubscriptionStatus = t.Object({ status: t.Union([t.Literal("confirmed"), t.Literal("unsubscribed")]) });
