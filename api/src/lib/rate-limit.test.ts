import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@greenpage/db/schema";
import { createTestApp } from "../test/harness.ts";
import { ApiError } from "./errors.ts";
import { enforceRateLimit, hitRateLimit, purgeExpiredRateLimits, RATE_LIMITS, type RateLimitRule } from "./rate-limit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rule: RateLimitRule = { scope: "test", max: 3, windowMs: 60_000 };
const subject = () => `subject-${crypto.randomUUID()}`;

describe("hitRateLimit", () => {
  it("allows max hits in a window, refuses the next with the seconds left, and restarts when the window ends", async () => {
    const who = subject();
    const start = 1_700_000_000_000;
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await hitRateLimit(t.ctx.db, rule, who, start + i * 1000));
    expect(counts.map((h) => [h.count, h.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(counts[3]!.retryAfterSeconds).toBe(57);

    const later = await hitRateLimit(t.ctx.db, rule, who, start + 60_000);
    expect(later).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("counts each subject and scope apart, under a prefixed key", async () => {
    const who = subject();
    await hitRateLimit(t.ctx.db, rule, who);
    await hitRateLimit(t.ctx.db, rule, who);
    expect((await hitRateLimit(t.ctx.db, { ...rule, scope: "other" }, who)).count).toBe(1);
    expect((await hitRateLimit(t.ctx.db, rule, subject())).count).toBe(1);
    const [row] = await t.ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `test:${who}`));
    expect(row?.count).toBe(2);
  });

  it("agrees under concurrent hits (one atomic statement)", async () => {
    const who = subject();
    const hits = await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(t.ctx.db, { ...rule, max: 5 }, who)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(hits.filter((h) => h.allowed)).toHaveLength(5);
  });
});

describe("enforceRateLimit", () => {
  it("throws the 429 error with the specification's message once the allowance is spent", async () => {
    const who = subject();
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.ctx.db, rule, who);
    const error = await enforceRateLimit(t.ctx.db, rule, who).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).toBody()).toMatchObject({ detail: "Too many requests. Please try again later.", code: "rate_limited" });
  });
});

describe("purgeExpiredRateLimits", () => {
  it("deletes our ended windows only, never live ones or better-auth's rows", async () => {
    const now = Date.now();
    const ended = subject();
    const live = subject();
    await hitRateLimit(t.ctx.db, RATE_LIMITS.contact, ended, now - RATE_LIMITS.contact.windowMs - 1);
    await hitRateLimit(t.ctx.db, RATE_LIMITS.contact, live, now);
    const authKey = `203.0.113.5/sign-in/email-${crypto.randomUUID()}`;
    await t.ctx.db.insert(rateLimits).values({ id: crypto.randomUUID(), key: authKey, count: 1, lastRequest: 0 });

    await purgeExpiredRateLimits(t.ctx.db, now);
    const keys = (await t.ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain(`contact:${ended}`);
    expect(keys).toContain(`contact:${live}`);
    expect(keys).toContain(authKey);
  });
});
