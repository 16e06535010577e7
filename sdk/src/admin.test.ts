import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { GreenpageError } from "./errors.ts";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["admin"]>>["sdk"];
beforeAll(async () => {
  api = await startApi();
  admin = (await api.admin()).sdk;
});
afterAll(async () => api.close());

describe("plans", () => {
  it("lists the plans on offer with their limits, to anyone", async () => {
    const plans = await api.client().plans.list();
    expect(plans.map((p) => p.code)).toEqual(["starter", "plus", "pro", "premium"]);
    expect(plans.find((p) => p.code === "pro")).toMatchObject({ is_pro: true, limits: { pages_per_account: 5, team_users: null } });
  });
});

describe("admin", () => {
  it("creates invitation codes and lists them, newest first, with whether each was used", async () => {
    const made = await admin.admin.invitations.create({ count: 2, expires_in_days: 7 });
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({ used: false, used_at: null, expires_at: expect.any(String) });
    const [one] = await admin.admin.invitations.create();
    expect(one!.expires_at).toBeNull();

    const listed = await admin.admin.invitations.list({ page: 1, page_size: 100 });
    expect(listed).toMatchObject({ page: 1, page_size: 100 });
    // Other test files may add codes meanwhile (on a shared PostgreSQL): compare the order of ours.
    const ours = new Set([one!.code, ...made.map((i) => i.code)]);
    expect(listed.results.map((i) => i.code).filter((code) => ours.has(code))).toEqual([one!.code, made[1]!.code, made[0]!.code]);
    expect((await admin.admin.invitations.list({ page_size: 1 })).results).toHaveLength(1);
    const error = await failure(admin.admin.invitations.create({ count: 0 }));
    expect(error).toMatchObject({ kind: "field_errors", detail: "Count must be between 1 and 500." });
  });

  it("lists users with their plan, paginated", async () => {
    const { email } = await api.account();
    const page = await admin.admin.users.list({ page: 1, page_size: 100 });
    expect(page).toMatchObject({ page: 1, page_size: 100 });
    expect(Number(page.count)).toBeGreaterThanOrEqual(2);
    expect(page.results.find((u) => u.email === email)).toMatchObject({ user_subscription: { status: "active", subscription_plan: { code: "starter" } } });
    expect((await admin.admin.users.list({ page: 2, page_size: 1 })).results).toHaveLength(1);
    expect(await failure(admin.admin.users.list({ page_size: 500 }))).toMatchObject({
      kind: "field_errors",
      fieldErrors: { page_size: ["Page size must be between 1 and 100."] },
    });
  });

  it("puts a page on a plan by handle or id, and its limits follow", async () => {
    const { sdk, page } = await api.owner();
    const gated = () => sdk.contents.create(page.id, { title_json: { en: "Report" }, access: "limited" });
    expect(await failure(gated())).toMatchObject({ kind: "plan_limit" });

    const plus = await admin.admin.plans.assign({ page: page.handle }, "plus");
    expect(plus).toEqual({ status: "active", subscription_plan: { code: "plus", name_json: { en: "Plus", ja: "プラス" }, is_pro: false } });
    expect((await gated()).access).toBe("limited");

    const pro = await admin.admin.plans.assign({ page: page.id }, "pro");
    expect(pro.subscription_plan).toMatchObject({ code: "pro", is_pro: true });
    expect((await sdk.pages.mine())[0]!.page_subscription).toEqual(pro);
  });

  it("puts a user on a plan by email or id", async () => {
    const { sdk, email, userId } = await api.account();
    const byEmail = await admin.admin.plans.assign({ user: email }, "pro");
    expect(byEmail).toMatchObject({ status: "active", ends_at: null, subscription_plan: { code: "pro", is_pro: true } });
    await sdk.pages.create({ handle: `sdk-${crypto.randomUUID().slice(0, 8)}` });
    await sdk.pages.create({ handle: `sdk-${crypto.randomUUID().slice(0, 8)}` });
    expect(await sdk.pages.mine()).toHaveLength(2);

    const byId = await admin.admin.plans.assign({ user: userId }, "premium");
    expect((await sdk.me()).user_subscription).toEqual(byId);
  });

  it("says what is wrong: an unknown plan, user or page; a caller who is not an admin", async () => {
    const { sdk, page, email } = await api.owner();
    const badPlan = await failure(admin.admin.plans.assign({ page: page.id }, "gold"));
    expect(badPlan).toBeInstanceOf(GreenpageError);
    expect((badPlan as GreenpageError).fieldError("plan")).toBe("Select a valid plan.");
    expect(await failure(admin.admin.plans.assign({ user: "nobody@example.com" }, "pro"))).toMatchObject({ kind: "not_found" });
    expect(await failure(admin.admin.plans.assign({ page: "no-such-page" }, "pro"))).toMatchObject({ kind: "not_found" });

    for (const call of [() => sdk.admin.plans.assign({ user: email }, "pro"), () => sdk.admin.users.list(), () => sdk.admin.invitations.create()]) {
      expect(await failure(call())).toMatchObject({ kind: "forbidden", status: 403 });
    }
    expect(await failure(api.client().admin.invitations.list())).toMatchObject({ kind: "unauthorized" });
    expect((await sdk.me()).user_subscription?.subscription_plan.code).toBe("starter");
  });
});
