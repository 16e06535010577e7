import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage, signUp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const check = (client: ReturnType<typeof t.client>, handle: string, pageId?: number) =>
  client.get(`/api/v1/businesses/handle-check/?handle=${encodeURIComponent(handle)}${pageId ? `&business_id=${pageId}` : ""}`);

describe("GET /businesses/handle-check/", () => {
  it("answers with the messages saving would give: length, characters, reserved, taken", async () => {
    const taken = await ownerWithPage(t);
    const client = t.client();
    await signUp(client);
    expect((await check(client, "abc")).json).toEqual({ handle: "abc", available: false, errors: ["Handle must be between 4 and 30 characters."] });
    expect((await check(client, "a".repeat(31))).json.errors).toEqual(["Handle must be between 4 and 30 characters."]);
    expect((await check(client, "has space")).json.errors).toEqual(["Handle may only contain letters, numbers, hyphens (-) and underscores (_)."]);
    expect((await check(client, "dashboard")).json.errors).toEqual(["This handle is reserved. Please choose another one."]);
    expect((await check(client, taken.page.handle.toUpperCase())).json).toMatchObject({ available: false, errors: ["This handle name is already taken."] });
    expect((await check(client, `free-${Date.now()}`)).json).toMatchObject({ available: true, errors: [] });
  });

  it("treats the page's own handle as free only for that page's members", async () => {
    const owner = await ownerWithPage(t);
    const stranger = await ownerWithPage(t);
    expect((await check(owner.client, owner.page.handle, owner.page.id)).json.available).toBe(true);
    expect((await check(owner.client, owner.page.handle)).json.available).toBe(false);
    expect((await check(stranger.client, owner.page.handle, owner.page.id)).status).toBe(404);
  });

  it("needs a session and is rate-limited per user", async () => {
    expect((await check(t.client(), "some-handle")).status).toBe(401);
    const client = t.client();
    await signUp(client);
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await check(client, `probe-${i}-x`)).status;
    expect(last).toBe(429);
  });
});
