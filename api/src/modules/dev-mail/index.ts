import { desc, eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import { emailOutbox } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { signInCodeIn } from "../../lib/mail-templates.ts";

const Mail = t.Object({
  id: t.Integer(),
  to: t.String(),
  subject: t.String(),
  kind: t.String(),
  status: t.String(),
  text: t.String(),
  html: t.Nullable(t.String()),
  /** Extra headers it is sent with, such as `List-Unsubscribe`. */
  headers: t.Record(t.String(), t.String()),
  links: t.Array(t.String()),
  /** The one-time code of a sign-in code mail, so tests and developers need not read the body. */
  code: t.Nullable(t.String()),
  created_at: t.String(),
});

/** The dev mailbox as JSON for tests and scripts. Only registered outside production. */
export const devMailModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Development"] }).get(
    "/dev/mail/",
    async ({ query }) => {
      const base = ctx.db.select().from(emailOutbox);
      const rows = await (query.to ? base.where(eq(emailOutbox.to, query.to.trim().toLowerCase())) : base).orderBy(desc(emailOutbox.id)).limit(100);
      return rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        kind: m.kind,
        status: m.status,
        text: m.textBody,
        html: m.htmlBody,
        headers: m.headers ?? {},
        links: [...new Set(m.textBody.match(/https?:\/\/\S+/g) ?? [])],
        code: m.kind === "sign_in_code" ? signInCodeIn(m.textBody) : null,
        created_at: m.createdAt.toISOString(),
      }));
    },
    {
      query: t.Object({ to: t.Optional(t.String()) }),
      response: t.Array(Mail),
      detail: { summary: "Mails in the outbox, newest first (development only)" },
    },
  );
