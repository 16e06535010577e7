import { contactMessages } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { contactAcknowledgementMail, contactTeamMail } from "./mails.ts";
import type { ContactBody, ContactCategory, ContactMessage } from "./model.ts";

/**
 * The message as stored and mailed. Every field rule (required, lengths,
 * email, category) is in the model, checked after trimming, every problem at
 * once; what is left is the shape: no company is null, the locale defaults to en.
 */
export function toContactMessage(body: ContactBody): ContactMessage {
  return {
    company: body.company || null,
    name: body.name,
    email: body.email,
    category: body.category as ContactCategory,
    message: body.message,
    locale: body.locale ?? "en",
  };
}

/** Stores the message, mails it to the team and acknowledges it to the sender, both through the outbox. */
export async function submitContactMessage(ctx: AppContext, input: ContactMessage): Promise<{ id: number }> {
  const [row] = await ctx.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const id = row!.id;
  await ctx.mailer.send({ to: ctx.config.contactInbox, kind: "contact_message", ...contactTeamMail(id, input) });
  await ctx.mailer.send({ to: input.email, kind: "contact_acknowledgement", ...contactAcknowledgementMail(input) });
  return { id };
}
