import { t } from "elysia";
import type { LanguageCode } from "@greenpage/db/schema";
import { LanguageCodeSchema, NullableText, Text } from "../../lib/http-schemas.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";
import { EMAIL_PATTERN, RULES } from "../../lib/validate.ts";

/** The Contact form's categories; the site's form offers the same codes. */
export const CONTACT_CATEGORIES = ["general", "sales", "support", "partnership", "press", "verification"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export type ContactLocale = LanguageCode;

/** The longest text each field takes (the site's form checks the same, from the SDK's rules). */
export const CONTACT_LIMITS = { company: 150, name: 100, email: 254, message: 5000 } as const;

/** Each rule once, with its message; the route trims the text fields before they are checked. */
const text = (maxLength: number) => ({
  maxLength,
  messages: { required: M.required, minLength: M.required, maxLength: M.tooLong(maxLength) },
});

export const ContactBody = t.Object({
  company: t.Optional(NullableText({ ...text(CONTACT_LIMITS.company), description: "Optional." })),
  name: Text({ ...text(CONTACT_LIMITS.name), minLength: 1 }),
  email: Text({
    ...text(CONTACT_LIMITS.email),
    minLength: 1,
    pattern: EMAIL_PATTERN,
    messages: { ...text(CONTACT_LIMITS.email).messages, pattern: M.email },
  }),
  category: Text({
    maxLength: 40,
    minLength: 1,
    pattern: `^(${CONTACT_CATEGORIES.join("|")})$`,
    messages: { required: M.required, minLength: M.required, maxLength: M.category, pattern: M.category },
    description: `One of: ${CONTACT_CATEGORIES.join(", ")}.`,
  }),
  message: Text({ ...text(CONTACT_LIMITS.message), minLength: 1 }),
  locale: t.Optional(LanguageCodeSchema({ error: RULES.language, description: "Language of the acknowledgement mail (default en)." })),
});
export type ContactBody = typeof ContactBody.static;

/** A checked message, as stored and mailed. */
export type ContactMessage = {
  company: string | null;
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  locale: ContactLocale;
};

export const ContactCreated = t.Object({ id: t.Integer() });
