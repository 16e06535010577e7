import { describe, expect, it } from "vitest";
import { targetHref } from "./audit.ts";
import { searchTextFrom } from "./search.ts";

describe("searchTextFrom", () => {
  it("reads q from an address, trimmed, and nothing when there is none", () => {
    expect(searchTextFrom("?q=%20ada%40example.com%20&page=2")).toBe("ada@example.com");
    expect(searchTextFrom("?role=admin")).toBe("");
    expect(searchTextFrom("")).toBe("");
  });

  it("caps the text at the input's length", () => {
    expect(searchTextFrom(`?q=${"a".repeat(150)}`, 100)).toHaveLength(100);
  });

  it("gives back what the Audit log's target links put in the address", () => {
    const user = targetHref({ type: "user", id: "u1", label: "ada+test@example.com" }, {});
    const page = targetHref({ type: "page", id: "7", label: "green-co" }, {});
    expect(user?.startsWith("/dashboard/admin/users?")).toBe(true);
    expect(page?.startsWith("/dashboard/admin/pages?")).toBe(true);
    expect(searchTextFrom(new URL(user!, "http://x").search)).toBe("ada+test@example.com");
    expect(searchTextFrom(new URL(page!, "http://x").search)).toBe("green-co");
  });
});
