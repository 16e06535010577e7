// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSigningOut, leaveAfter } from "./sign-out.ts";

vi.mock("../auth-client.ts", () => ({ authClient: { signOut: vi.fn(async () => ({})) } }));

afterEach(() => vi.restoreAllMocks());

describe("leaving after a call that ends the session", () => {
  it("holds the session watch off while the call runs, gives it back when the call fails, and leaves once it succeeds", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);

    let during = false;
    const failed = await leaveAfter(async () => {
      during = isSigningOut();
      return { error: { status: 400 } };
    }, "/");
    expect(during).toBe(true);
    expect(failed.error).toEqual({ status: 400 });
    expect(isSigningOut()).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    await leaveAfter(async () => ({ error: null }), "/");
    expect(isSigningOut()).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/");
  });
});
