import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "@greenpage/db/schema";
import { createTestApp, uniqueEmail } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_INBOX: "team@greenpage.test" });
});
afterAll(async () => t.close());

const valid = () => ({
  company: "Midori Coffee",
  name: "Hana Sato",
  email: uniqueEmail("contact"),
  category: "sales",
  message: "How much is Pro for 40 people?\nThanks <b>a lot</b>",
});
const mailsTo = (to: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));

describe("POST /contact/", () => {
  it("stores the message, mails it to the team inbox and acknowledges it to the sender in their language", async () => {
    const body = { ...valid(), locale: "ja" };
    const res = await t.client().post("/api/v1/contact/", body);
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number) });

    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.id));
    expect(row).toMatchObject({ company: "Midori Coffee", name: "Hana Sato", email: body.email, category: "sales", locale: "ja" });
    expect(row!.message).toBe(body.message);

    const team = (await mailsTo("team@greenpage.test")).find((m) => m.subject.startsWith(`Contact #${res.json.id} `));
    expect(team).toMatchObject({ kind: "contact_message", subject: `Contact #${res.json.id} (Plans and pricing): Hana Sato` });
    expect(team!.textBody).toContain(`From: Hana Sato <${body.email}>`);
    expect(team!.textBody).toContain("How much is Pro for 40 people?");
    expect(team!.htmlBody).toContain("Thanks &#60;b&#62;a lot&#60;/b&#62;");
    expect(team!.htmlBody).not.toContain("<b>");

    const acknowledgements = await mailsTo(body.email);
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]).toMatchObject({ kind: "contact_acknowledgement", subject: "お問い合わせを受け付けました — Greenpage" });
    expect(acknowledgements[0]!.textBody).toContain("プランと料金");
    expect(acknowledgements[0]!.textBody).not.toContain("How much");
  });

  it("acknowledges in English by default and accepts a message without a company", async () => {
    const { company: _, ...body } = valid();
    const res = await t.client().post("/api/v1/contact/", body);
    expect(res.status, res.text).toBe(201);
    const [ack] = await mailsTo(body.email);
    expect(ack?.subject).toBe("We received your message — Greenpage");
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.id));
    expect(row).toMatchObject({ company: null, locale: "en" });
  });

  it("answers each missing required field with its own field error, all at once, and stores nothing", async () => {
    const count = async () => (await t.ctx.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const before = await count();
    for (const field of ["name", "email", "category", "message"] as const) {
      const body: Record<string, unknown> = valid();
      delete body[field];
      const res = await t.client().post("/api/v1/contact/", body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ [field]: ["This field is required."] });
    }
    const blank = await t.client().post("/api/v1/contact/", { name: " ", email: "", category: "", message: "\n" });
    expect(blank.json).toEqual({
      name: ["This field is required."],
      email: ["This field is required."],
      category: ["This field is required."],
      message: ["This field is required."],
    });
    expect(await count()).toBe(before);
  });

  it("refuses an invalid email, an unknown category, an unknown locale and overlong fields", async () => {
    const client = t.client();
    expect((await client.post("/api/v1/contact/", { ...valid(), email: "hana@example" })).json).toEqual({ email: ["Enter a valid email address."] });
    expect((await client.post("/api/v1/contact/", { ...valid(), category: "billing" })).json).toEqual({ category: ["Select a valid category."] });
    expect((await client.post("/api/v1/contact/", { ...valid(), locale: "fr" })).json).toEqual({ locale: ["Only en and ja are supported."] });
    const long = await client.post("/api/v1/contact/", { ...valid(), name: "n".repeat(101), company: "c".repeat(151), message: "m".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({
      name: ["Ensure this field has no more than 100 characters."],
      company: ["Ensure this field has no more than 150 characters."],
      message: ["Ensure this field has no more than 5000 characters."],
    });
    expect((await client.post("/api/v1/contact/", "not json", { "content-type": "application/json" })).status).toBe(400);
  });

  it("allows 5 messages per address in 10 minutes, then answers 429 with the specification's message", async () => {
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      // A form error does not use up the allowance.
      if (i === 2) expect((await client.post("/api/v1/contact/", { ...valid(), email: "nope" })).status).toBe(400);
      expect((await client.post("/api/v1/contact/", valid())).status).toBe(201);
    }
    const refused = await client.post("/api/v1/contact/", valid());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ detail: "Too many requests. Please try again later.", code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The IETF draft's RateLimit fields beside Retry-After, as the OpenAPI document declares them.
    expect(refused.headers.get("ratelimit-limit")).toBe("5");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("ratelimit-reset")).toBe(refused.headers.get("retry-after"));
    // Another visitor is not affected.
    expect((await t.client().post("/api/v1/contact/", valid())).status).toBe(201);
  });

  it("is documented in the OpenAPI document with its field rules", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    const body = doc.json.paths["/api/v1/contact/"]?.post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "email", "category", "message"]));
    expect(body.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 100, "x-trim": true });
    expect(body.properties.email).toMatchObject({ maxLength: 254, pattern: expect.stringContaining("@") });
    expect(body.properties.category.pattern).toBe("^(general|sales|support|partnership|press|verification)$");
    expect(JSON.stringify(body)).not.toContain("messages");
  });

  it("measures lengths after trimming, and stores the trimmed text", async () => {
    const res = await t.client().post("/api/v1/contact/", { ...valid(), name: `  ${"n".repeat(100)}  `, category: " sales " });
    expect(res.status, res.text).toBe(201);
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.id));
    expect(row).toMatchObject({ name: "n".repeat(100), category: "sales" });
  });
});
