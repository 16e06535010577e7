import { t } from "elysia";
import type { LanguageCode } from "@greenpage/db/schema";
import { LanguageCodeSchema } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";

/** The Contact form's categories; the site's form offers the same codes. */
export const CONTACT_CATEGORIES = ["general", "sales", "support", "partnership", "press", "verification"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export type ContactLocale = LanguageCode;

/** Fields are optional here so a missing one gets the form's own message, checked in the service with the rest. */
export const ContactBody = t.Object({
  company: t.Optional(t.Nullable(t.String({ description: "At most 150 characters." }))),
  name: t.Optional(t.String({ description: "Required, at most 100 characters." })),
  email: t.Optional(t.String({ description: "Required, a valid address (at most 254 characters)." })),
  category: t.Optional(t.String({ description: `Required, one of: ${CONTACT_CATEGORIES.join(", ")}.` })),
  message: t.Optional(t.String({ description: "Required, at most 5000 characters." })),
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
