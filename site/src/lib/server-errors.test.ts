import { describe, expect, it, vi } from "vitest";
import { applyFieldErrors } from "./server-errors.ts";

describe("applyFieldErrors", () => {
  it("shows the first server message on each known field and returns the rest", () => {
    const setError = vi.fn();
    const rest = applyFieldErrors(
      { email: ["This email already exists.", "second"], detail: "Too many requests. Please try again later.", code: "rate_limited" },
      ["email", "password"],
      setError,
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "This email already exists." }, { shouldFocus: true });
    expect(rest).toEqual(["Too many requests. Please try again later."]);
  });
});
