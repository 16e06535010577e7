import { t } from "elysia";
import { ChoiceIn, Text } from "../../lib/http-schemas.ts";
import { PageQuery } from "../../lib/pagination.ts";
import { RULES } from "../../lib/validate.ts";

export const MESSAGE_TEXTS = {
  status: "Select a valid status: open, handled or all.",
  subscriberStatus: "Select a valid status: pending, confirmed or unsubscribed.",
  bodyRequired: "Write the reply.",
} as const;

export const REPLY_MAX = 5000;
export const MESSAGE_STATUSES = ["open", "handled", "all"] as const;
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

const Search = t.Optional(t.String({ maxLength: 200, "x-field": "q" }));

export const MessageFilter = t.Object({
  status: t.Optional(ChoiceIn(MESSAGE_STATUSES, MESSAGE_TEXTS.status, { "x-field": "status", description: "open (default), handled or all" })),
  q: Search,
});
export type MessageFilter = typeof MessageFilter.static;
export const MessageListQuery = t.Composite([PageQuery, MessageFilter]);

export const ContactMessageSummary = t.Object({
  id: t.Integer(),
  name: t.String(),
  email: t.String(),
  company: t.Nullable(t.String()),
  category: t.String(),
  locale: t.String(),
  excerpt: t.String({ description: "The message's first 160 characters" }),
  read_at: t.Nullable(t.String()),
  handled_at: t.Nullable(t.String()),
  replies: t.Integer({ description: "How many replies were sent" }),
  created_at: t.String(),
});

export const ContactReply = t.Object({ id: t.Integer(), author_name: t.String(), body: t.String(), created_at: t.String() });

export const ContactMessageDetail = t.Object({
  id: t.Integer(),
  name: t.String(),
  email: t.String(),
  company: t.Nullable(t.String()),
  category: t.String(),
  locale: t.String(),
  message: t.String(),
  read_at: t.Nullable(t.String()),
  handled_at: t.Nullable(t.String()),
  handled_by: t.Nullable(t.String({ description: "The email of the admin who marked it handled" })),
  created_at: t.String(),
  replies: t.Array(ContactReply),
});

export const MessageParams = t.Object({ id: t.String({ maxLength: 20 }) });

export const ReplyBody = t.Object({
  body: Text({
    minLength: 1,
    maxLength: REPLY_MAX,
    messages: { required: MESSAGE_TEXTS.bodyRequired, minLength: MESSAGE_TEXTS.bodyRequired, maxLength: RULES.tooLong(REPLY_MAX) },
    description: "The answer, mailed to the sender in their language's frame",
  }),
});
export type ReplyBody = typeof ReplyBody.static;

export const SubscriberFilter = t.Object({
  status: t.Optional(ChoiceIn(SUBSCRIBER_STATUSES, MESSAGE_TEXTS.subscriberStatus, { "x-field": "status" })),
  q: Search,
});
export type SubscriberFilter = typeof SubscriberFilter.static;
export const SubscriberListQuery = t.Composite([PageQuery, SubscriberFilter]);

export const Subscriber = t.Object({
  id: t.Integer(),
  email: t.String(),
  locale: t.String(),
  status: t.String(),
  created_at: t.String(),
  confirmed_at: t.Nullable(t.String()),
});

export const SubscriberPage = t.Object({
  count: t.Integer(),
  page: t.Integer(),
  page_size: t.Integer(),
  counts: t.Object({ pending: t.Integer(), confirmed: t.Integer(), unsubscribed: t.Integer(), total: t.Integer() }),
  results: t.Array(Subscriber),
});
