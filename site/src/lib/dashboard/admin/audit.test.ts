import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { actionLabel, auditExportHref, auditFilterFromSearch, auditParams, NO_AUDIT_FILTER, targetHref } from "./audit.ts";

describe("the Audit log's filters", () => {
  it("reads the address, keeps only what is set, and exports the same view", () => {
    const filter = auditFilterFromSearch("?action=page.hide&actor=%20rika%40example.com%20&from=2026-11-01&page=3&other=x");
    expect(filter).toEqual({ ...NO_AUDIT_FILTER, action: "page.hide", actor: "rika@example.com", from: "2026-11-01" });
    expect(auditParams(filter).toString()).toBe("action=page.hide&actor=rika%40example.com&from=2026-11-01");
    expect(auditParams({ ...NO_AUDIT_FILTER, q: "   " }).toString()).toBe("");
    expect(auditExportHref(filter)).toBe("/api/v1/admin/audit/export/?action=page.hide&actor=rika%40example.com&from=2026-11-01");
    expect(auditExportHref(NO_AUDIT_FILTER)).toBe("/api/v1/admin/audit/export/");
  });

  it("links users and pages to their console screens and an initiative to its public page", () => {
    expect(targetHref({ type: "user", id: "u1", label: "a+b@example.com" }, {})).toBe("/dashboard/admin/users?q=a%2Bb%40example.com");
    expect(targetHref({ type: "user", id: "u1", label: null }, {})).toBe("/dashboard/admin/users?q=u1");
    expect(targetHref({ type: "page", id: "7", label: "midori-coffee" }, {})).toBe("/dashboard/admin/pages?q=midori-coffee");
    expect(targetHref({ type: "content", id: "12", label: "midori-coffee: Solar" }, { handle: "midori-coffee" })).toBe("/midori-coffee/12");
    expect(targetHref({ type: "content", id: "12", label: "x" }, {})).toBeNull();
    expect(targetHref({ type: "invitation", id: null, label: "3 codes" }, {})).toBeNull();
  });
});

/** Every action the admin console records (issue 24). */
const ACTIONS = [
  "invitation.create",
  "invitation.revoke",
  "plan.assign_user",
  "plan.assign_page",
  "plan.extend",
  "billing.refund",
  "verification.approve",
  "verification.reject",
  "verification.revoke",
  "user.disable",
  "user.enable",
  "user.delete",
  "user.role",
  "user.verification_email",
  "user.password_reset",
  "page.unpublish",
  "page.hide",
  "page.restore",
  "report.resolve",
  "message.handled",
  "message.reopen",
  "message.reply",
  "subscriber.remove",
];

describe("the Audit log's action labels", () => {
  it("names every action in words, in English and Japanese, each its own", () => {
    for (const locale of ["en-US", "ja-JP"] as const) {
      const t = createI18n(locale).t;
      const labels = ACTIONS.map((action) => actionLabel(t, action));
      for (const [i, label] of labels.entries()) expect(label, `${locale} ${ACTIONS[i]}`).not.toBe(ACTIONS[i]);
      expect(new Set(labels).size).toBe(ACTIONS.length);
    }
    expect(actionLabel(createI18n("en-US").t, "verification.approve")).toBe("Verification approved");
    expect(actionLabel(createI18n("ja-JP").t, "verification.approve")).toBe("認証を承認");
  });

  it("shows an unknown action by its name", () => {
    const t = createI18n("en-US").t;
    for (const name of ["legacy.thing", "user.teleport", "user", "odd name", "a.b.c"]) expect(actionLabel(t, name)).toBe(name);
  });
});
