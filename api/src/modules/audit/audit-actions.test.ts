import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";
import { AUDIT_ACTIONS } from "./record.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The Audit log screen's labels for action names, per language (site/src/i18n/locales/<locale>/admin-audit.json). */
function screenLabels(locale: "en-US" | "ja-JP"): Record<string, Record<string, string>> {
  const file = join(import.meta.dirname, "..", "..", "..", "..", "site", "src", "i18n", "locales", locale, "admin-audit.json");
  return JSON.parse(readFileSync(file, "utf8")).admin_audit.actions;
}

describe("audit actions", () => {
  it("names every admin write: a new admin route cannot change anything unaudited, and no entry names a route that is gone", () => {
    const writes = (t.app.routes as { method: string; path: string }[])
      .filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method) && /^\/api\/v1\/(billing\/)?admin\//.test(r.path))
      .map((r) => `${r.method} ${r.path.slice("/api/v1".length)}`);
    // Invitations, two plan assignments, approve, reject and the refund at least.
    expect(writes.length).toBeGreaterThanOrEqual(6);
    expect(writes.filter((key) => !(key in AUDIT_ACTIONS))).toEqual([]);
    expect(Object.keys(AUDIT_ACTIONS).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it("records only action names of the form area.verb, each one the Audit log screen labels in English and Japanese", () => {
    const labels = { en: screenLabels("en-US"), ja: screenLabels("ja-JP") };
    for (const action of Object.values(AUDIT_ACTIONS)) {
      expect(action).toMatch(/^[a-z]+\.[a-z_]+$/);
      const [area, verb] = action.split(".") as [string, string];
      expect(labels.en[area]?.[verb], `${action} has no English label on the Audit log screen`).toBeTruthy();
      expect(labels.ja[area]?.[verb], `${action} has no Japanese label on the Audit log screen`).toBeTruthy();
    }
  });
});
