import { describe, expect, it } from "vitest";
import { completeUrl, isWebOrBareUrl } from "./url.ts";

describe("link addresses", () => {
  it("completes an address written without a scheme to https://", () => {
    expect(completeUrl("example.com")).toBe("https://example.com");
    expect(completeUrl(" instagram.com/x ")).toBe("https://instagram.com/x");
    expect(completeUrl("//example.org")).toBe("https://example.org");
    expect(completeUrl("localhost:3000")).toBe("https://localhost:3000");
    expect(completeUrl("http://example.com")).toBe("http://example.com");
    expect(completeUrl("")).toBe("");
  });

  it("accepts web and bare addresses and refuses any other scheme", () => {
    for (const ok of ["", "example.com", "https://example.com", "HTTP://example.com", "instagram.com/x"]) expect(isWebOrBareUrl(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://example.com", "mailto:hi@example.com"]) expect(isWebOrBareUrl(bad), bad).toBe(false);
  });
});
