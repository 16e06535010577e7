import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, renderApiTypes } from "../../api/scripts/sdk-contract/api-types.ts";

/** The first line where two texts differ, to point at the change. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split("\n");
  const b = fresh.split("\n");
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? "")}, API ${JSON.stringify(b[at] ?? "")}`;
}

describe("src/api-types.ts", () => {
  it("matches the API's OpenAPI document", async () => {
    const committed = readFileSync(API_TYPES_FILE, "utf8");
    const fresh = await renderApiTypes();
    if (committed === fresh) return;
    expect.fail(
      `The SDK's types are out of date with the API (${firstDifference(committed, fresh)}). ` +
        "Regenerate them with `npm run types -w sdk` and commit sdk/src/api-types.ts.",
    );
  });

  it("has no doubled nullable unions such as ((string | null) | null)", () => {
    // An OpenAPI 3.0 `nullable` beside a 3.1 `"null"` type makes the generator wrap null twice.
    const doubled = readFileSync(API_TYPES_FILE, "utf8")
      .split("\n")
      .filter((line) => /\| null\)(\[\])? \| null\b/.test(line));
    expect(doubled).toEqual([]);
  });
});
