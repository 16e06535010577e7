import { describe, expect, it } from "vitest";
import { joinToken, joinTokenOfPath, loginToJoin, signupToJoin } from "./links.ts";

describe("join links", () => {
  it("lead to sign-up or log-in and back to the invitation", () => {
    expect(signupToJoin("n0nce.sig")).toBe("/signup?join=n0nce.sig");
    expect(loginToJoin("n0nce.sig")).toBe("/login?next=/join/n0nce.sig");
    expect(joinTokenOfPath("/join/n0nce.sig")).toBe("n0nce.sig");
    expect(joinTokenOfPath("/dashboard")).toBeNull();
    expect(joinTokenOfPath("/join/a/b")).toBeNull();
  });

  it("take only what is safe in a path as a token", () => {
    expect(joinToken("Ab_-9.x~")).toBe("Ab_-9.x~");
    for (const unsafe of [null, "", "..", "a/b", "a?b", "a#b", "a%2F", "x".repeat(101)]) expect(joinToken(unsafe)).toBeNull();
  });
});
