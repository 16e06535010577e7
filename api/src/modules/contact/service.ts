import { contactMessages } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector } from "../../lib/errors.ts";
import { isEmail, RULES } from "../../lib/validate.ts";
import { contactAcknowledgementMail, contactTeamMail } from "./mails.ts";
import { CONTACT_CATEGORIES, type ContactBody, type ContactCategory, type ContactMessage } from "./model.ts";

/** Messages of the contact module: the shared field rules plus the one for an unknown category. */
export const CONTACT_MESSAGES = {
  required: RULES.required,
  email: RULES.email,
  tooLong: RULES.tooLong,
  category: "Select a valid category.",
} as const;

const LIMITS = { company: 150, name: 100, email: 254, message: 5000 } as const;

const isCategory = (value: string): value is ContactCategory => (CONTACT_CATEGORIES as readonly string[]).includes(value);

/** The specification's rule: name, email (valid), category and message are all required. Every problem at once. */
export function validateContact(body: ContactBody): ContactMessage {
  const errors = new FieldErrorCollector();
  const text = (field: keyof typeof LIMITS, value: string | null | undefined, required: boolean) => {
    const trimmed = value?.trim() ?? "";
    if (!trimmed && required) errors.add(field, CONTACT_MESSAGES.required);
    else if (trimmed.length > LIMITS[field]) errors.add(field, CONTACT_MESSAGES.tooLong(LIMITS[field]));
    return trimmed;
  };
  const company = text("company", body.company, false);
  const name = text("name", body.name, true);
  const email = text("email", body.email, true);
  if (email && email.length <= LIMITS.email && !isEmail(email)) errors.add("email", CONTACT_MESSAGES.email);
  const message = text("message", body.message, true);
  const category = body.category?.trim() ?? "";
  if (!category) errors.add("category", CONTACT_MESSAGES.required);
  else if (!isCategory(category)) errors.add("category", CONTACT_MESSAGES.category);
  errors.throwIfAny();
  return { company: company || null, name, email, category: category as ContactCategory, message, locale: body.locale ?? "en" };
}

/** Stores the message, mails it to the team and acknowledges it to the sender, both through the outbox. */
export async function submitContactMessage(ctx: AppContext, input: ContactMessage): Promise<{ id: number }> {
  const [row] = await ctx.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const id = row!.id;
  await ctx.mailer.send({ to: ctx.config.contactInbox, kind: "contact_message", ...contactTeamMail(id, input) });
  await ctx.mailer.send({ to: input.email, kind: "contact_acknowledgement", ...contactAcknowledgementMail(input) });
  return { id };
}
