import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, contents, users } from "@greenpage/db/schema";
import { ACCOUNT_DELETE_NEEDS_PASSWORD, USER_NAME_MAX_LENGTH } from "../../lib/auth.ts";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** An owner whose page has a logo file and an initiative. */
async function ownerWithFiles(): Promise<Owner & { logo: string }> {
  const o = await ownerWithPage(t, { published: true });
  const cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const uploaded = await t.app.handle(
    new Request(`http://localhost/api/v1/businesses/${o.page.id}/images/`, {
      method: "POST",
      headers: { cookie, origin: t.config.siteUrl, "content-type": "image/png", "x-forwarded-for": o.client.ip },
      body: PNG,
    }),
  );
  const { key } = (await uploaded.json()) as { key: string };
  expect((await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { logo: key }, o.headers)).status).toBe(200);
  const created = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { kind: "custom", title_json: { en: "Solar" } }, o.headers);
  expect(created.status).toBe(201);
  return { ...o, logo: key };
}

const deleteAccount = (o: Owner, body: Record<string, unknown>) => o.client.post("/api/auth/delete-user", body, o.headers);

describe("changing the name", () => {
  it("takes the sign-up rule (required, at most 200 once trimmed) and stores it trimmed", async () => {
    const o = await ownerWithPage(t);
    const update = (name: unknown) => o.client.post("/api/auth/update-user", { name }, o.headers);
    const blank = await update("   ");
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ code: "NAME_REQUIRED", message: "This field is required." });
    const long = await update("n".repeat(USER_NAME_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ code: "NAME_TOO_LONG", message: "Ensure this field has no more than 200 characters." });
    expect((await update("Rika\u0000")).json).toMatchObject({ code: "NAME_INVALID" });
    expect((await update(`  ${"n".repeat(USER_NAME_MAX_LENGTH)}  `)).status).toBe(200);
    const [row] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.email, o.email));
    expect(row?.name).toBe("n".repeat(USER_NAME_MAX_LENGTH));
    const direct = await t
      .client()
      .post(
        "/api/auth/sign-up/email",
        { name: "n".repeat(201), email: `long-${crypto.randomUUID()}@example.com`, password: "long-enough-1" },
        { origin: t.config.siteUrl },
      );
    expect(direct.json).toMatchObject({ code: "NAME_TOO_LONG" });
  });
});

describe("deleting an account", () => {
  it("needs the right password", async () => {
    const o = await ownerWithFiles();
    const missing = await deleteAccount(o, {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(ACCOUNT_DELETE_NEEDS_PASSWORD);
    expect((await deleteAccount(o, { password: "not-the-password" })).status).toBe(400);
    const [still] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, o.user.id));
    expect(still).toBeTruthy();
    expect(await t.ctx.storage.get(o.logo)).not.toBeNull();
  });

  it("removes the user, the pages they own with their contents and files, and leaves other pages alone", async () => {
    const o = await ownerWithFiles();
    const other = await ownerWithFiles();
    const res = await deleteAccount(o, { password: "secret-123" });
    expect(res.status).toBe(200);

    expect(await t.ctx.db.select().from(users).where(eq(users.id, o.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id))).toEqual([]);
    expect(await t.ctx.db.select().from(contents).where(eq(contents.pageId, o.page.id))).toEqual([]);
    expect(await t.ctx.storage.get(o.logo)).toBeNull();
    expect((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/`)).status).toBe(404);
    expect((await o.client.get("/api/v1/users/me/")).status).toBe(401);

    expect(await t.ctx.storage.get(other.logo)).not.toBeNull();
    expect((await t.client().get(`/api/v1/businesses/public/${other.page.handle}/`)).status).toBe(200);
    expect(await t.ctx.db.select({ id: contents.id }).from(contents).where(eq(contents.pageId, other.page.id))).toHaveLength(1);
  });
});

describe("changing the email address", () => {
  it("a verified address changes only once the link mailed to the new address is followed", async () => {
    const o = await ownerWithPage(t);
    const next = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await o.client.post("/api/auth/change-email", { newEmail: next, callbackURL: "/dashboard/account" }, o.headers);
    expect(res.status).toBe(200);
    expect((await o.client.get("/api/v1/users/me/")).json.email).toBe(o.email);

    const mails = (await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(next)}`)).json as { kind: string; links: string[] }[];
    const link = mails.find((m) => m.kind === "verify_email")?.links[0];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    const followed = await o.client.get(`${url.pathname}${url.search}`);
    expect(followed.status).toBeLessThan(400);
    const me = (await o.client.get("/api/v1/users/me/")).json;
    expect(me.email).toBe(next);
    expect(me.email_verified).toBe(true);
  });
});
