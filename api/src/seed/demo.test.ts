import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, contents, pageUpvotes } from "@greenpage/db/schema";
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
    expect(items.some((item) => item.sharedToExplore && item.coverImage)).toBe(true);

    // The logo and covers are real stored files the public page can show.
    const logo = await c.get(`/api/v1/files/${page!.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");

    // Explore has organizations and individuals, with upvote counters that match their votes.
    const pages = await t.ctx.db.select().from(businesses);
    expect(pages.filter((p) => p.pageType === "personal" && p.isPublished).length).toBeGreaterThanOrEqual(2);
    const votes = await t.ctx.db.select({ id: pageUpvotes.businessId, n: count() }).from(pageUpvotes).groupBy(pageUpvotes.businessId);
    const counted = new Map(votes.map((v) => [v.id, v.n]));
    for (const p of pages) expect(p.upvoteCount, p.handle).toBe(counted.get(p.id) ?? 0);
    expect(pages.find((p) => p.handle === DEMO_HANDLE)!.upvoteCount).toBeGreaterThan(0);
  });
});
