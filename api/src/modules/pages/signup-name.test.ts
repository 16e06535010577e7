import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignUserPlan } from "../../lib/plans/index.ts";
import { createTestApp, signUp, uniqueHandle } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function owner(businessName: string | undefined) {
  const client = t.client();
  const { user } = await signUp(client, { business_name: businessName });
  const create = (body: Record<string, unknown> = {}) =>
    client.post("/api/v1/businesses/create/", { handle: uniqueHandle(), page_type: "business", ...body }, { origin: t.config.siteUrl });
  return { client, user, create };
}

describe("the sign-up business name", () => {
  it("names the owner's first page in its default language when they give no name", async () => {
    const { create, client } = await owner("  Midori Coffee Roasters ");
    const res = await create();
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ name_json: { en: "Midori Coffee Roasters" }, default_language: "en", is_ready: false });
    // It is stored, not only answered.
    const [mine] = (await client.get("/api/v1/businesses/my/")).json;
    expect(mine.name_json).toEqual({ en: "Midori Coffee Roasters" });
  });

  it("gives way to a name the owner gives, in any language", async () => {
    const { create } = await owner("Midori Coffee Roasters");
    const res = await create({ name_json: { ja: "みどりコーヒー" } });
    expect(res.json.name_json).toEqual({ ja: "みどりコーヒー" });
  });

  it("names only the first page, and nothing without a business name", async () => {
    const first = await owner("Harbor Textiles");
    await assignUserPlan(t.ctx.db, first.user.id, "pro");
    expect((await first.create()).json.name_json).toEqual({ en: "Harbor Textiles" });
    const second = await first.create();
    expect(second.status).toBe(201);
    expect(second.json.name_json ?? {}).toEqual({});

    const none = await owner(undefined);
    expect((await none.create()).json.name_json ?? {}).toEqual({});
  });

  it("is cut to a display name's limit", async () => {
    const { create } = await owner("Ｇ".repeat(200));
    expect((await create()).json.name_json).toEqual({ en: "Ｇ".repeat(120) });
  });
});
