import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { isComingSoon } from "./errors.ts";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["admin"]>>["sdk"];
beforeAll(async () => {
  api = await startApi();
  admin = (await api.admin()).sdk;
});
afterAll(async () => api.close());

describe("admin pages and moderation", () => {
  it("a visitor reports a page; the admin finds it, unpublishes the page, resolves the report and restores the page", async () => {
    const { sdk: owner, page, email } = await api.owner({ published: true });
    const visitor = api.client();
    const created = await visitor.site.reportPage(page.handle, { reason: "misleading", message: "Made-up numbers", email: "r@example.com" });
    expect(created.id).toBeGreaterThan(0);
    expect(await failure(visitor.site.reportPage(page.handle, { reason: "boring" as "spam" }))).toMatchObject({
      kind: "field_errors",
      fieldErrors: { reason: ["Select a valid reason."] },
    });

    const listed = await admin.admin.pages.list({ q: page.handle });
    expect(listed.results).toEqual([expect.objectContaining({ handle: page.handle, owner_email: email, open_reports: 1, moderation_state: null })]);
    const open = await admin.admin.reports.list({ page_size: 100 });
    expect(open.results.find((r) => r.id === created.id)).toMatchObject({ reason: "misleading", page: { handle: page.handle } });

    const resolved = await admin.admin.reports.resolve(created.id, { resolution: "unpublish", note: "Unverifiable claims" });
    expect(resolved).toMatchObject({ status: "resolved", resolution: "unpublished", resolution_note: "Unverifiable claims" });
    expect(isComingSoon(await failure(visitor.pages.get(page.handle)))).toBe(true);
    const shown = await admin.admin.pages.get(page.id);
    expect(shown).toMatchObject({ moderation_state: "unpublished", moderation_reason: "Unverifiable claims", open_reports: 0 });
    expect(shown.history.map((e) => e.action)).toEqual(["page.unpublish"]);
    expect((await owner.pages.mine()).find((p) => p.id === page.id)).toMatchObject({ moderation_state: "unpublished" });

    const restored = await admin.admin.pages.restore(page.handle);
    expect(restored).toMatchObject({ is_published: true, moderation_state: null });
    expect(await failure(admin.admin.pages.restore(page.handle))).toMatchObject({ code: "not_moderated" });
  });

  it("hides a page: its owner's publish is refused until an admin restores it", async () => {
    const { sdk: owner, page } = await api.owner({ published: true });
    expect(await admin.admin.pages.hide(page.handle, "Scam")).toMatchObject({ moderation_state: "hidden", is_published: false });
    expect(await failure(owner.pages.update(page.id, { is_published: true }))).toMatchObject({ kind: "forbidden", code: "page_hidden" });
    expect((await admin.admin.pages.list({ state: "moderated", q: page.handle })).count).toBe(1);
    await admin.admin.pages.restore(page.id);
    expect(await admin.admin.pages.unpublish(page.id, "Check")).toMatchObject({ moderation_state: "unpublished" });
    expect(await owner.pages.update(page.id, { is_published: true })).toMatchObject({ is_published: true, moderation_state: null });
  });

  it("refuses a non-admin", async () => {
    const { sdk } = await api.account();
    expect(await failure(sdk.admin.pages.list())).toMatchObject({ kind: "forbidden" });
    expect(await failure(sdk.admin.reports.list({ status: "resolved" }))).toMatchObject({ kind: "forbidden" });
  });
});
