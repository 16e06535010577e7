import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscribers } from "@greenpage/db/schema";
import { createTestApp, uniqueEmail } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CHECK_INBOX = { detail: "Check your inbox to confirm your subscription." };
const INVALID = { detail: "This confirmation link is invalid or has expired.", code: "invalid_token" };

const mailsTo = (to: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
const subscriber = async (email: string) =>
  (await t.ctx.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`))[0];

/** The token of the newest link to `path` mailed to `to`. */
async function mailedToken(to: string, path: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const match = new RegExp(`${t.config.siteUrl}${path}\\?token=([A-Za-z0-9._-]+)`).exec(mail?.textBody ?? "");
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1]!;
}

async function subscribe(email: string, locale?: "en" | "ja") {
  const res = await t.client().post("/api/v1/newsletter/subscribe/", locale ? { email, locale } : { email });
  expect(res.status, res.text).toBe(202);
  expect(res.json).toEqual(CHECK_INBOX);
}

describe("POST /newsletter/subscribe/", () => {
  it("keeps a new address pending and mails a confirmation link whose token is stored only as a hash", async () => {
    const email = uniqueEmail("news");
    await subscribe(email.toUpperCase(), "ja");
    const row = await subscriber(email);
    expect(row).toMatchObject({ email, status: "pending", locale: "ja", confirmedAt: null });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: "newsletter_confirm", subject: "Greenpageニュースレターの購読確認" });
    const token = await mailedToken(email, "/newsletter/confirm");
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(token);
    const hours = (row!.tokenExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it("answers the same for a pending address with a fresh link (the old one stops working)", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    const first = await mailedToken(email, "/newsletter/confirm");
    await subscribe(email);
    const second = await mailedToken(email, "/newsletter/confirm");
    expect(second).not.toBe(first);
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await t.client().post("/api/v1/newsletter/confirm/", { token: first })).json).toEqual(INVALID);
    expect((await t.client().post("/api/v1/newsletter/confirm/", { token: second })).json).toEqual({ status: "confirmed" });
  });

  it("answers the same for a confirmed address but sends it nothing", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    await t.client().post("/api/v1/newsletter/confirm/", { token: await mailedToken(email, "/newsletter/confirm") });
    const mailsBefore = (await mailsTo(email)).length;
    await subscribe(email);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    expect((await subscriber(email))?.status).toBe("confirmed");
  });

  it("refuses a missing or invalid address and an unknown locale with field errors", async () => {
    const client = t.client();
    expect((await client.post("/api/v1/newsletter/subscribe/", {})).json).toEqual({ email: ["This field is required."] });
    // Checked after trimming, so spaces alone are no address.
    expect((await client.post("/api/v1/newsletter/subscribe/", { email: "   " })).json).toEqual({ email: ["This field is required."] });
    const invalid = await client.post("/api/v1/newsletter/subscribe/", { email: "someone@" });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ email: ["Enter a valid email address."] });
    expect((await client.post("/api/v1/newsletter/subscribe/", { email: uniqueEmail(), locale: "de" })).json).toEqual({
      locale: ["Only en and ja are supported."],
    });
  });

  it("allows 5 subscriptions per address in 10 minutes, then answers 429", async () => {
    const client = t.client();
    for (let i = 0; i < 5; i++) expect((await client.post("/api/v1/newsletter/subscribe/", { email: uniqueEmail("news") })).status).toBe(202);
    const refused = await client.post("/api/v1/newsletter/subscribe/", { email: uniqueEmail("news") });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ detail: "Too many requests. Please try again later." });
  });
});

describe("POST /newsletter/confirm/", () => {
  it("confirms with the mailed token, then welcomes the subscriber with an unsubscribe link; a second click still answers confirmed", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    const token = await mailedToken(email, "/newsletter/confirm");
    const res = await t.client().post("/api/v1/newsletter/confirm/", { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "confirmed" });
    const row = await subscriber(email);
    expect(row).toMatchObject({ status: "confirmed" });
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    const [welcome] = await mailsTo(email);
    expect(welcome).toMatchObject({ kind: "newsletter_subscribed", subject: "You are subscribed to the Greenpage newsletter" });
    expect(welcome!.htmlBody).toContain(`${t.config.siteUrl}/newsletter/unsubscribe?token=`);

    const again = await t.client().post("/api/v1/newsletter/confirm/", { token });
    expect(again.json).toEqual({ status: "confirmed" });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("answers 400 invalid_token for an unknown, missing or expired token", async () => {
    for (const body of [{ token: "not-a-token" }, {}]) {
      const res = await t.client().post("/api/v1/newsletter/confirm/", body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(INVALID);
    }
    const email = uniqueEmail("news");
    await subscribe(email);
    await t.ctx.db
      .update(newsletterSubscribers)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await t.client().post("/api/v1/newsletter/confirm/", { token: await mailedToken(email, "/newsletter/confirm") });
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual(INVALID);
    expect((await subscriber(email))?.status).toBe("pending");
  });
});

describe("POST /newsletter/unsubscribe/", () => {
  it("unsubscribes with the link of the welcome mail (twice is fine); a new subscription starts over", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    await t.client().post("/api/v1/newsletter/confirm/", { token: await mailedToken(email, "/newsletter/confirm") });
    const token = await mailedToken(email, "/newsletter/unsubscribe");

    for (let i = 0; i < 2; i++) {
      const res = await t.client().post("/api/v1/newsletter/unsubscribe/", { token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: "unsubscribed" });
    }
    expect((await subscriber(email))?.status).toBe("unsubscribed");

    await subscribe(email);
    expect(await subscriber(email)).toMatchObject({ status: "pending", confirmedAt: null });
    expect((await mailsTo(email))[0]?.kind).toBe("newsletter_confirm");
  });

  it("refuses a token whose signature does not match its subscriber", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    await t.client().post("/api/v1/newsletter/confirm/", { token: await mailedToken(email, "/newsletter/confirm") });
    const token = await mailedToken(email, "/newsletter/unsubscribe");
    const [id, signature] = token.split(".");
    const other = `${Number(id) + 1}.${signature}`;
    const forged = `${id}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    for (const bad of [other, forged, "12", ""]) {
      const res = await t.client().post("/api/v1/newsletter/unsubscribe/", { token: bad });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ detail: "This unsubscribe link is invalid.", code: "invalid_token" });
    }
    expect((await subscriber(email))?.status).toBe("confirmed");
  });
});

describe("OpenAPI", () => {
  it("documents the three newsletter routes", async () => {
    const { paths } = (await t.client().get("/api/v1/openapi.json")).json;
    expect(paths["/api/v1/newsletter/subscribe/"]?.post).toBeDefined();
    expect(paths["/api/v1/newsletter/confirm/"]?.post).toBeDefined();
    expect(paths["/api/v1/newsletter/unsubscribe/"]?.post).toBeDefined();
  });
});
