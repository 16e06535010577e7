import { describe, expect, it } from "vitest";
import { adminApi } from "./admin.ts";
import { adminModerationApi } from "./admin-moderation.ts";
import { adminOfficeApi } from "./admin-office.ts";
import { adminUsersApi } from "./admin-users.ts";
import type { Api } from "./request.ts";

// The groups are only built here, never called: no request is made.
const api = {} as Api;

describe("adminApi's groups", () => {
  it("spreads groups that name no key twice, so none is overwritten by a later one", () => {
    const spread = [adminModerationApi(api), adminOfficeApi(api), adminUsersApi(api), { verifications: 0, audit: 0 }].map(Object.keys);
    const all = spread.flat();
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });

  it("has every group the documentation names, each with its calls", () => {
    const admin = adminApi(api);
    const calls = (group: object) => Object.keys(group).sort();
    expect(Object.keys(admin).sort()).toEqual(
      ["audit", "codes", "invitations", "messages", "overview", "pages", "plans", "reports", "subscribers", "users", "verifications"].sort(),
    );
    expect(admin.codes).toBe(admin.invitations);
    expect(calls(admin.users)).toEqual(
      ["delete", "deletionPreview", "disable", "enable", "get", "list", "resendVerification", "sendPasswordReset", "setRole"].sort(),
    );
    expect(calls(admin.pages)).toEqual(["get", "hide", "list", "restore", "unpublish"]);
    expect(calls(admin.reports)).toEqual(["list", "resolve"]);
    expect(calls(admin.codes)).toEqual(["create", "export", "list", "revoke"]);
    expect(calls(admin.plans)).toEqual(["assign", "extend", "history", "refund", "transactions"]);
    expect(calls(admin.messages)).toEqual(["get", "list", "markHandled", "reopen", "reply"]);
    expect(calls(admin.subscribers)).toEqual(["export", "list", "remove"]);
    expect(calls(admin.verifications)).toEqual(["approve", "queue", "reject", "revoke"]);
    expect(calls(admin.audit)).toEqual(["actions", "export", "list"]);
    expect(typeof admin.overview).toBe("function");
  });
});
