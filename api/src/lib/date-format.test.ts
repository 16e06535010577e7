import { FormatRegistry } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import "../app.ts";

describe("the date format of our models", () => {
  it("accepts real calendar days as YYYY-MM-DD and nothing else, with the OpenAPI plugin loaded", () => {
    const isDate = FormatRegistry.Get("date")!;
    for (const day of ["2026-11-25", "2024-02-29", "2000-02-29", "1999-12-31"]) expect(isDate(day), day).toBe(true);
    for (const value of ["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-1-01", "2026-11-25T00:00:00Z", ""]) {
      expect(isDate(value), value).toBe(false);
    }
  });
});
