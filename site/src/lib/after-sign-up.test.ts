import { describe, expect, it } from "vitest";
import { afterSignUp } from "./after-sign-up.ts";

describe("afterSignUp", () => {
  it("goes on to the checkout of the offer chosen on the pricing page", () => {
    expect(afterSignUp(new URL("http://x/signup?plan=plus&tier=b1_10"))).toBe("/dashboard/billing?buy=plus&tier=b1_10");
    expect(afterSignUp(new URL("http://x/signup?plan=plus&tier=b1_10&currency=JPY"))).toBe("/dashboard/billing?buy=plus&tier=b1_10&currency=JPY");
    expect(afterSignUp(new URL("http://x/signup?plan=plus&tier=b1_10&currency=EUR"))).toBe("/dashboard/billing?buy=plus&tier=b1_10");
  });

  it("goes back to the team invitation the visitor came from", () => {
    expect(afterSignUp(new URL("http://x/signup?join=abc_DEF-123.xyz"))).toBe("/join/abc_DEF-123.xyz");
    expect(afterSignUp(new URL("http://x/signup?join=../../evil"))).toBe("/dashboard");
    expect(afterSignUp(new URL("http://x/signup?join=a%2F%2Fevil.example"))).toBe("/dashboard");
    expect(afterSignUp(new URL("http://x/signup?join=.."))).toBe("/dashboard");
  });

  it("goes to the dashboard otherwise, and never anywhere a link could smuggle in", () => {
    expect(afterSignUp(new URL("http://x/signup"))).toBe("/dashboard");
    expect(afterSignUp(new URL("http://x/signup?plan=plus"))).toBe("/dashboard");
    expect(afterSignUp(new URL("http://x/signup?plan=//evil.example&tier=b1_10"))).toBe("/dashboard");
    expect(afterSignUp(new URL("http://x/signup?plan=plus&tier=b1_10%26x=1"))).toBe("/dashboard");
  });
});
