import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["admin"]>>;
beforeAll(async () => {
  api = await startApi();
  admin = await api.admin();
});
afterAll(async () => api.close());

describe("admin.users", () => {
  it("finds a user, shows them, disables (their client is refused at once) and enables them", async () => {
    const { sdk, email, userId } = await api.account();
    const found = await admin.sdk.admin.users.list({ q: email.toUpperCase() });
    expect(found.results.map((u) => u.id)).toEqual([userId]);
    expect(found.results[0]).toMatchObject({ plan: "starter", pages_owned: 0, email_verified: true, disabled_at: null });
    expect(await admin.sdk.admin.users.get(email)).toMatchObject({ id: userId, pages: [], api_keys: 0 });

    const disabled = await admin.sdk.admin.users.disable(email, "Spam");
    expect(disabled).toMatchObject({ disabled_reason: "Spam", active_sessions: 0 });
    expect(await failure(sdk.me())).toMatchObject({ status: 401 });
    expect((await admin.sdk.admin.users.list({ q: email, state: "disabled" })).count).toBe(1);
    expect(await failure(api.client().login(email, "secret-123"))).toMatchObject({ code: "account_disabled" });

    expect((await admin.sdk.admin.users.enable(userId)).disabled_at).toBeNull();
    const again = api.client();
    await again.login(email, "secret-123");
    expect((await again.me()).id).toBe(userId);
  });

  it("changes roles, never the last admin's own way out; mails verification and reset links", async () => {
    const { email } = await api.account();
    expect((await admin.sdk.admin.users.setRole(email, "admin")).role).toBe("admin");
    expect((await admin.sdk.admin.users.setRole(email, "user")).role).toBe("user");
    expect(await failure(admin.sdk.admin.users.resendVerification(email))).toMatchObject({ code: "already_verified" });
    expect(await admin.sdk.admin.users.sendPasswordReset(email)).toEqual({ detail: "The password reset link is on its way." });
    expect(await failure(admin.sdk.admin.users.disable(admin.email, "Me"))).toMatchObject({ code: "own_account" });
  });

  it("previews a deletion and deletes with a reason", async () => {
    const { email, page } = await api.owner();
    const preview = await admin.sdk.admin.users.deletionPreview(email);
    expect(preview).toMatchObject({ can_delete: true, pages: [{ handle: page.handle, items: 0 }] });
    expect(await failure(admin.sdk.admin.users.delete(email, " "))).toMatchObject({ kind: "field_errors" });
    expect(await admin.sdk.admin.users.delete(email, "Asked by mail")).toEqual({ detail: "The account and everything it owned are deleted." });
    expect(await failure(admin.sdk.admin.users.get(email))).toMatchObject({ kind: "not_found" });
  });
});

describe("admin.overview", () => {
  it("answers the console's figures with their screens", async () => {
    const overview = await admin.sdk.admin.overview();
    expect(overview.signups.total).toBeGreaterThanOrEqual(1);
    // A shared database may hold retired plans too (other tests make them).
    expect(overview.subscriptions.map((s) => s.plan)).toEqual(expect.arrayContaining(["starter", "plus", "pro", "premium"]));
    expect(overview.links.verification_queue).toBe("/dashboard/admin/verifications");
    expect(await failure((await api.account()).sdk.admin.overview())).toMatchObject({ status: 403 });
  });
});
