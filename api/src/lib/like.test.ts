import { describe, expect, it } from "vitest";
import { containing } from "./like.ts";

describe("containing", () => {
  it("wraps the text in % and takes %, _ and \\ literally", () => {
    expect(containing("ab")).toBe("%ab%");
    expect(containing("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
