import { describe, expect, it } from "vitest";
import { GreenpageError, type Me } from "@greenpage/sdk";
import { checkSession, safeCallback, signInRedirect } from "./session.ts";

describe("session redirects", () => {
  it("sends visitors without a session to sign in with SessionRequired and the page to come back to", () => {
    expect(signInRedirect(new URL("http://localhost:4321/dashboard?tab=home"))).toBe("/login?error=SessionRequired&callbackUrl=%2Fdashboard%3Ftab%3Dhome");
  });

  it("follows only same-site callback paths", () => {
    expect(safeCallback("/dashboard/contents")).toBe("/dashboard/contents");
    expect(safeCallback("https://evil.example")).toBe("/dashboard");
    expect(safeCallback("//evil.example")).toBe("/dashboard");
    expect(safeCallback(null)).toBe("/dashboard");
    expect(safeCallback("/\\evil.example")).toBe("/dashboard");
    expect(safeCallback("/\t/evil.example")).toBe("/dashboard");
    expect(safeCallback("/dashboard?tab=home#top")).toBe("/dashboard?tab=home#top");
    for (const sneaky of ["/..//evil.example", "/.//evil.example/x", "/%2e%2e//evil.example"]) expect(safeCallback(sneaky), sneaky).toBe("/dashboard");
  });
});

describe("checkSession", () => {
  const withCookie = new Request("http://localhost/dashboard", { headers: { cookie: "better-auth.session_token=abc" } });
  const refusal = (status: number) =>
    GreenpageError.fromResponse(status, { detail: "no", code: status === 401 ? "not_authenticated" : "database_unavailable" });

  it("is signed out without a cookie, or when the API says the session is gone (401)", async () => {
    expect(await checkSession(new Request("http://localhost/dashboard"))).toEqual({ state: "signed_out" });
    expect(await checkSession(withCookie, () => Promise.reject(refusal(401)))).toEqual({ state: "signed_out" });
  });

  it("is unavailable, not signed out, when the API cannot answer (down, or its database is)", async () => {
    expect(await checkSession(withCookie, () => Promise.reject(GreenpageError.network(new Error("ECONNREFUSED"))))).toEqual({ state: "unavailable" });
    expect(await checkSession(withCookie, () => Promise.reject(refusal(503)))).toEqual({ state: "unavailable" });
  });

  it("is signed in with the user the API returns", async () => {
    const user = { id: "u1", email: "owner@example.com" } as Me;
    expect(await checkSession(withCookie, async () => user)).toEqual({ state: "signed_in", user });
  });
});
