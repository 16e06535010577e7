import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULES_FILE, renderRules } from "../../api/scripts/sdk-contract/rules.ts";
import { HANDLE_LENGTH, LANGUAGE_IDS, PLAN_LIMITS } from "./rules.ts";

describe("src/rules.ts", () => {
  it("matches the constants the API enforces", () => {
    if (readFileSync(RULES_FILE, "utf8") === renderRules()) return;
    expect.fail("The SDK's rules are out of date with the API. Regenerate them with `npm run types -w sdk` and commit sdk/src/rules.ts.");
  });

  it("carries values a client can use as they are", () => {
    expect(HANDLE_LENGTH).toEqual({ min: 4, max: 30 });
    expect(LANGUAGE_IDS.ja).toBe(2);
    expect(PLAN_LIMITS.starter.pages_per_account).toBe(1);
  });
});
