import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@greenpage/db/schema";
import { createTestApp, signUp, uniqueEmail } from "../test/harness.ts";
import { mailboxOf } from "./mail.ts";
import { RATE_LIMITS } from "./rate-limit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_INBOX: "team@greenpage.test" });
});
afterAll(async () => t.close());

const CAP = RATE_LIMITS.mailPerRecipient.max;
const ATTEMPTS = CAP + 3;
const mailed = async (to: string, kind: string) =>
  (
    await t.ctx.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
  ).length;

/** Each attempt from a client of its own (its own address): rotating addresses must not get around the cap. */
async function fromRotatingClients(send: (client: ReturnType<typeof t.client>) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ATTEMPTS; i++) statuses.push((await send(t.client())).status);
  return statuses;
}

describe("mails a stranger can trigger are capped per recipient", () => {
  it("password reset: every request is answered alike, the inbox gets at most the cap in an hour", async () => {
    const { email } = await signUp(t.client());
    const statuses = await fromRotatingClients((c) =>
      c.post("/api/auth/request-password-reset", { email, redirectTo: `${t.config.siteUrl}/reset-password` }, { origin: t.config.siteUrl }),
    );
    expect(statuses).toEqual(Array(ATTEMPTS).fill(200));
    expect(await mailed(email, "reset_password")).toBe(CAP);
  });

  it("Contact form: every message reaches the team, the sender's address gets at most the cap of acknowledgements", async () => {
    const victim = uniqueEmail("victim");
    const body = { name: "Someone", email: victim, category: "sales", message: "Hello" };
    const before = await mailed("team@greenpage.test", "contact_message");
    expect(await fromRotatingClients((c) => c.post("/api/v1/contact/", body))).toEqual(Array(ATTEMPTS).fill(201));
    expect(await mailed(victim, "contact_acknowledgement")).toBe(CAP);
    expect((await mailed("team@greenpage.test", "contact_message")) - before).toBe(ATTEMPTS);
  });

  it("newsletter confirmation", async () => {
    const victim = uniqueEmail("newsletter");
    const statuses = await fromRotatingClients((c) => c.post("/api/v1/newsletter/subscribe/", { email: victim }));
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect(await mailed(victim, "newsletter_confirm")).toBe(CAP);
  });

  it("email verification, counting the one sent at sign-up", async () => {
    const { email } = await signUp(t.client());
    const statuses = await fromRotatingClients((c) =>
      c.post("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" }, { origin: t.config.siteUrl }),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await mailed(email, "verify_email")).toBe(CAP);
  });

  it("counts tagged and dotted spellings of one mailbox as that mailbox", async () => {
    expect(mailboxOf("Victim+1@Example.com")).toBe("victim@example.com");
    expect(mailboxOf("v.i.c.t.i.m+x@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("first.last@example.com")).toBe("first.last@example.com");
    const tag = crypto.randomUUID().slice(0, 8);
    const spellings = Array.from({ length: CAP + 2 }, (_, i) => `box${tag}+${i}@example.com`);
    for (const email of spellings) await t.client().post("/api/v1/contact/", { name: "Someone", email, category: "sales", message: "Hello" });
    const sent = await t.ctx.db.select({ to: emailOutbox.to }).from(emailOutbox).where(eq(emailOutbox.kind, "contact_acknowledgement"));
    expect(sent.filter((mail) => mail.to.startsWith(`box${tag}+`))).toHaveLength(CAP);
  });

  it("counts each address and kind on its own, case-insensitively", async () => {
    const victim = uniqueEmail("case");
    for (const email of [victim, victim.toUpperCase(), victim, victim.toUpperCase()]) {
      await t.client().post("/api/v1/contact/", { name: "Someone", email, category: "sales", message: "Hello" });
    }
    expect(await mailed(victim, "contact_acknowledgement")).toBe(CAP);
    const other = uniqueEmail("other");
    await t.client().post("/api/v1/contact/", { name: "Someone", email: other, category: "sales", message: "Hello" });
    expect(await mailed(other, "contact_acknowledgement")).toBe(1);
  });
});
