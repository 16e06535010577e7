import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../test/harness.ts";

let dev: Awaited<ReturnType<typeof createTestApp>>;
let prod: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

describe("GET /api/v1/dev/mail/", () => {
  it("lists the mails sent to an address, newest first, with their links", async () => {
    const { email } = await signUp(dev.client());
    const res = await dev.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toMatchObject({ to: email, kind: "verify_email", status: "kept" });
    expect(res.json[0].links[0]).toContain("/api/auth/verify-email?token=");
  });

  it("does not exist in production", async () => {
    const res = await prod.client().get("/api/v1/dev/mail/");
    expect(res.status).toBe(404);
  });
});
