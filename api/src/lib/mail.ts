import { and, eq, inArray, lt } from "drizzle-orm";
import type { Transporter } from "nodemailer";
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
const CAPPED_MAIL_KINDS: ReadonlySet<string> = new Set([
  "reset_password",
  "verify_email",
  "contact_acknowledgement",
  "newsletter_confirm",
  "team_invitation",
  "ownership_transfer",
]);

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

/** `headers` go out as they are (SMTP), e.g. `List-Unsubscribe`; the outbox keeps them. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; kind: string; headers?: Record<string, string> };

export type Mailer = {
  /**
   * Writes the mail to the outbox, then has it delivered (a durable job, or in the background) when SMTP is configured.
   * Resolves to its outbox id, or null when a capped kind has reached its recipient's cap (nothing is sent).
   */
  send(mail: OutgoingMail): Promise<number | null>;
  /** Writes the mail to the outbox inside the caller's transaction (it exists only if that commits); `dispatch` it after. */
  compose(tx: Pick<Database, "insert">, mail: OutgoingMail): Promise<number>;
  /** Has composed mails delivered. */
  dispatch(ids: number[]): Promise<void>;
  /** Delivers one outbox mail now; throws when SMTP refuses it (the job retries). Sent mails are not sent again. */
  deliver(id: number): Promise<void>;
  /** From now on, delivery goes through this durable queue (the job runner) instead of the background. */
  useQueue(enqueue: (id: number) => Promise<void>): void;
  /**
   * Delivers what is still waiting: after a restart, pending and failed mails;
   * with `olderThanMs`, only pending mails written that long ago (whose delivery a crash may have lost).
   */
  flushPending(options?: { olderThanMs?: number }): Promise<void>;
  /** Waits for background deliveries; used on shutdown. */
  idle(): Promise<void>;
};

/** A failed mail is retried until it has failed this often. */
export const MAIL_ATTEMPTS = 8;

export function createMailer(deps: { db: Database; smtpUrl?: string | undefined; from: string; logger: Logger }): Mailer {
  // nodemailer is loaded with the first mail to deliver, not at start: without SMTP (the dev mailbox) never,
  // and an idle API does not hold it (issue 25). Its transport is then kept for every later mail.
  const smtpUrl = deps.smtpUrl;
  let transport: Promise<Transporter> | null = null;
  const smtp = (url: string) => (transport ??= import("nodemailer").then(({ createTransport }) => createTransport(url)));
  const inFlight = new Set<Promise<void>>();
  let enqueue: ((id: number) => Promise<void>) | null = null;

  async function deliver(id: number): Promise<void> {
    if (!smtpUrl) return;
    const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row || row.status === "sent") return;
    try {
      await (await smtp(smtpUrl)).sendMail({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        headers: row.headers ?? undefined,
      });
      await deps.db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.logger.error("mail.failed", { mail_id: id, error: message });
      await deps.db
        .update(emailOutbox)
        .set({ status: "failed", attempts: row.attempts + 1, lastError: message })
        .where(eq(emailOutbox.id, id));
      throw error;
    }
  }

  function track(work: Promise<void>) {
    const quiet = work.catch(() => undefined);
    inFlight.add(quiet);
    void quiet.finally(() => inFlight.delete(quiet));
  }

  async function dispatch(ids: number[]) {
    if (!smtpUrl) return;
    for (const id of ids) {
      if (enqueue) await enqueue(id);
      else track(deliver(id));
    }
  }

  async function compose(tx: Pick<Database, "insert">, mail: OutgoingMail): Promise<number> {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        headers: mail.headers ?? null,
        kind: mail.kind,
        status: smtpUrl ? "pending" : "kept",
      })
      .returning({ id: emailOutbox.id });
    deps.logger.info("mail.queued", { mail_id: row!.id, kind: mail.kind, delivery: smtpUrl ? "smtp" : "outbox" });
    return row!.id;
  }

  return {
    async send(mail) {
      const to = mail.to.toLowerCase();
      if (CAPPED_MAIL_KINDS.has(mail.kind) && !(await hitRateLimit(deps.db, RATE_LIMITS.mailPerRecipient, `${mail.kind}:${mailboxOf(to)}`)).allowed) {
        deps.logger.info("mail.capped", { kind: mail.kind });
        return null;
      }
      const id = await compose(deps.db, mail);
      await dispatch([id]);
      return id;
    },
    compose,
    dispatch,
    deliver,
    useQueue(queue) {
      enqueue = queue;
    },
    async flushPending(options = {}) {
      if (!smtpUrl) return;
      const where =
        options.olderThanMs === undefined
          ? and(inArray(emailOutbox.status, ["pending", "failed"]), lt(emailOutbox.attempts, MAIL_ATTEMPTS))
          : and(eq(emailOutbox.status, "pending"), lt(emailOutbox.createdAt, new Date(Date.now() - options.olderThanMs)));
      const waiting = await deps.db.select({ id: emailOutbox.id }).from(emailOutbox).where(where);
      await dispatch(waiting.map((row) => row.id));
    },
    async idle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
