import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { GreenpageError } from "./errors.ts";
import { joinToken } from "./members.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("members", () => {
  it("invites by link, a second user joins, the owner changes their role, reads the activity and removes them", async () => {
    const owner = await api.owner();
    const invitation = await owner.sdk.members.invite(owner.page.id, { role: "editor" });
    expect(invitation).toMatchObject({ role: "editor", max_uses: 1, uses: 0, state: "active" });
    expect(joinToken(invitation.url)).toBe(invitation.token);

    // Anyone with the link sees what it offers, signed in or not.
    expect(await api.client().members.invitation(invitation.token)).toMatchObject({
      page: { id: owner.page.id, handle: owner.page.handle },
      role: "editor",
      invited_by: "Test Owner",
      state: "active",
      seats_left: 0,
    });

    const member = await api.account();
    expect(await member.sdk.members.join(joinToken(invitation.url))).toEqual({
      business_id: owner.page.id,
      handle: owner.page.handle,
      role: "editor",
      joined: true,
    });
    const view = await owner.sdk.members.list(owner.page.id);
    expect(view.my_role).toBe("owner");
    expect(view.members.map((m) => [m.email, m.role, m.is_me])).toEqual([
      [owner.email, "owner", true],
      [member.email, "editor", false],
    ]);
    expect(view.invitations).toEqual([]);
    expect(view.allowance).toMatchObject({ used: 2, members: 2, pending: 0, limit: 2, plan: { code: "starter" } });

    expect(await owner.sdk.members.setRole(owner.page.id, member.userId, "viewer")).toMatchObject({ user_id: member.userId, role: "viewer" });
    const activity = await member.sdk.members.activity(owner.page.id);
    expect(activity.results.map((a) => a.action)).toEqual(["member.role_viewer", "member.join", "member.invite"]);

    await owner.sdk.members.remove(owner.page.id, member.userId);
    expect(await member.sdk.pages.mine()).toEqual([]);
    expect(await failure(member.sdk.members.list(owner.page.id))).toMatchObject({ kind: "not_found" });
  });

  it("a member leaves; the owner offers the page, the member accepts it and can delete it", async () => {
    const owner = await api.owner({ plan: "plus" });
    const invitation = await owner.sdk.members.invite(owner.page.id, { role: "viewer", max_uses: 2 });
    const [taker, leaver] = [await api.account(), await api.account()];
    await taker.sdk.members.join(invitation.token);
    await leaver.sdk.members.join(joinToken(invitation.url));
    expect((await owner.sdk.members.list(owner.page.id)).allowance).toMatchObject({ used: 3, members: 3, pending: 0, limit: 5 });

    await leaver.sdk.members.leave(owner.page.id);
    expect(await leaver.sdk.pages.mine()).toEqual([]);
    expect(await failure(owner.sdk.members.leave(owner.page.id))).toMatchObject({ code: "last_owner" });

    expect(await owner.sdk.members.offerOwnership(owner.page.id, taker.userId)).toMatchObject({ to: { user_id: taker.userId } });
    expect((await taker.sdk.members.list(owner.page.id)).transfer).toMatchObject({ from: { user_id: owner.userId } });
    await taker.sdk.members.acceptOwnership(owner.page.id);
    const after = await taker.sdk.members.list(owner.page.id);
    expect(after.my_role).toBe("owner");
    expect(Object.fromEntries(after.members.map((m) => [m.user_id, m.role]))).toEqual({ [owner.userId]: "editor", [taker.userId]: "owner" });

    await taker.sdk.pages.delete(owner.page.id);
    expect(await owner.sdk.pages.mine()).toEqual([]);
    expect(await taker.sdk.pages.mine()).toEqual([]);
  });

  it("refuses an invitation once the team is full, in the specification's words", async () => {
    const owner = await api.owner();
    await owner.sdk.members.invite(owner.page.id, { role: "editor" });
    const refused = await failure(owner.sdk.members.invite(owner.page.id, { role: "viewer" }));
    expect(refused).toBeInstanceOf(GreenpageError);
    expect(refused).toMatchObject({
      status: 403,
      kind: "plan_limit",
      code: "plan_limit",
      detail: "This team has reached the maximum number of users (2) for its plan. Upgrade to add more.",
      // Absolute: the site's URL, so a client that is not the site can open it.
      upgradeUrl: expect.stringMatching(/^https?:\/\/[^/]+\/dashboard\/billing$/),
    });
  });

  it("takes the token out of a join link, or the token as given", () => {
    expect(joinToken("https://x/join/abc.def")).toBe("abc.def");
    expect(joinToken("https://greenpage.dev/join/abc.def?utm=mail#top")).toBe("abc.def");
    expect(joinToken("  abc.def \n")).toBe("abc.def");
  });
});
