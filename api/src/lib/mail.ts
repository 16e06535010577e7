import { eq } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import type { Database } from "@greenpage/db";
import { emailOutbox } from "@greenpage/db/schema";
import type { Logger } from "./logger.ts";
import { hitRateLimit, RATE_LIMITS } from "./rate-limit.ts";

/**
 * The mails anyone can have sent to an address they type: capped per address
 * (RATE_LIMITS.mailPerRecipient), so nobody can flood an inbox by rotating
 * client addresses. Past the cap the mail is left out and the request still
 * succeeds: the answer must not tell whether an address exists.
 */
const CAPPED_MAIL_KINDS: ReadonlySet<string> = new Set(["reset_password", "verify_email", "contact_acknowledgement", "newsletter_confirm"]);

/** Gmail delivers `a.b.c+x@gmail.com` to `abc@gmail.com`. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, as far as a cap needs to know it:
 * lowercased, without a `+tag` (every major provider drops it), and without
 * dots where the provider ignores them. `victim+1@` and `victim+2@` are one
 * inbox and share one cap.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address.toLowerCase();
  let local = address.slice(0, at).toLowerCase().split("+")[0]!;
  const domain = address.slice(at + 1).toLowerCase();
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

export type OutgoingMail = { to: string; subject: string; text: string; html?: string; kind: string };

export type Mailer = {
  /**
   * Writes the mail to the outbox, then delivers it in the background when SMTP is configured.
   * Resolves to its outbox id, or null when a capped kind has reached its recipient's cap (nothing is sent).
   */
  send(mail: OutgoingMail): Promise<number | null>;
  /** Delivers what is still pending (after a restart or an SMTP outage). */
  flushPending(): Promise<void>;
  /** Waits for background deliveries; used on shutdown. */
  idle(): Promise<void>;
};

export function createMailer(deps: { db: Database; smtpUrl?: string | undefined; from: string; logger: Logger }): Mailer {
  const transport: Transporter | null = deps.smtpUrl ? createTransport(deps.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await deps.db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.logger.error("mail.failed", { mail_id: id, error: message });
      const [row] = await deps.db.select({ attempts: emailOutbox.attempts }).from(emailOutbox).where(eq(emailOutbox.id, id));
      await deps.db
        .update(emailOutbox)
        .set({ status: "failed", attempts: (row?.attempts ?? 0) + 1, lastError: message })
        .where(eq(emailOutbox.id, id));
    }
  }

  function track(work: Promise<void>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  return {
    async send(mail) {
      const to = mail.to.toLowerCase();
      if (CAPPED_MAIL_KINDS.has(mail.kind) && !(await hitRateLimit(deps.db, RATE_LIMITS.mailPerRecipient, `${mail.kind}:${mailboxOf(to)}`)).allowed) {
        deps.logger.info("mail.capped", { kind: mail.kind });
        return null;
      }
      const [row] = await deps.db
        .insert(emailOutbox)
        .values({
          to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          kind: mail.kind,
          status: transport ? "pending" : "kept",
        })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      deps.logger.info("mail.queued", { mail_id: id, kind: mail.kind, delivery: transport ? "smtp" : "outbox" });
      track(deliver(id, mail));
      return id;
    },
    async flushPending() {
      if (!transport) return;
      const pending = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));
      for (const row of pending) {
        track(deliver(row.id, { to: row.to, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined, kind: row.kind }));
      }
    },
    async idle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
