import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, contents } from "@greenpage/db/schema";
import { createTestApp, isolatedDatabaseUrl } from "../test/harness.ts";
import { DEMO_HANDLE, DEMO_LOGIN, seedDemoContent } from "./demo.ts";

// Seeding needs an empty database: its own PGlite, or a new PostgreSQL database.
let t: Awaited<ReturnType<typeof createTestApp>>;
let isolated: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
beforeAll(async () => {
  isolated = await isolatedDatabaseUrl();
  t = await createTestApp({}, isolated.url);
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
});

describe("seedDemoContent", () => {
  it("creates a verified demo login and a published page with initiatives, once", async () => {
    expect(await seedDemoContent(t.ctx)).toBe(true);
    expect(await seedDemoContent(t.ctx)).toBe(false);
    const c = t.client();
    const tokens = await c.post("/api/v1/auth/token/", DEMO_LOGIN);
    expect(tokens.status).toBe(200);
    c.bearer = tokens.json.access;
    expect((await c.get("/api/v1/users/me/")).json.email_verified).toBe(true);
    const [page] = await t.ctx.db.select().from(businesses).where(eq(businesses.handle, DEMO_HANDLE));
    expect(page?.isPublished).toBe(true);
    expect(page?.nameJson?.ja).toBeTruthy();
    const items = await t.ctx.db.select().from(contents).where(eq(contents.businessId, page!.id));
    expect(items.length).toBeGreaterThanOrEqual(3);
  });
});
