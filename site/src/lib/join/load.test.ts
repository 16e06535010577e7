import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../test/fake-fetch.ts";
import type { SessionCheck } from "../session.ts";
import { loadJoinView } from "./load.ts";

const TOKEN = "abcdefghijklmnopqrstuv.0123456789abcdefghijklmnopqrstuv";
const preview = (state: string) => ({
  page: { id: 9, handle: "kiln-studio", name_json: { en: "Kiln Studio" }, logo_url: null },
  role: "editor",
  invited_by: "Dana Owner",
  expires_at: "2030-01-08T09:00:00.000Z",
  state,
  seats_left: 0,
});
const request = (cookie?: string) => new Request("http://site.example/join/x", { headers: cookie ? { cookie } : {} });
const signedOut: SessionCheck = { state: "signed_out" };
const signedIn = { state: "signed_in", user: { id: "u1", name: "Hana" } } as SessionCheck;

/** The API: the link's preview (wherever the SDK puts the token), and the visitor's pages. */
function api(answer: { preview?: unknown; status?: number; pages?: { id: number; role: string }[] }) {
  const fake = fakeFetch((call) => {
    if (call.path.startsWith("/api/v1/invitations/") && JSON.stringify(call).includes(TOKEN))
      return json(answer.status ?? 200, answer.preview ?? { detail: "x", code: "invitation_invalid" });
    if (call.path === "/api/v1/businesses/my/") return json(200, answer.pages ?? []);
    return json(404, { detail: "Not found.", code: "not_found" });
  });
  vi.stubGlobal("fetch", fake.fetch);
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe("the join page's view of a link", () => {
  it("offers a working link, saying whether the visitor is signed in, and passes their address on for the API's limits", async () => {
    const fake = api({ preview: preview("active") });
    expect(await loadJoinView(TOKEN, request(), "203.0.113.7", signedOut)).toMatchObject({ state: "offer", signedIn: false, invitation: { role: "editor" } });
    const [input, init] = fake.fetch.mock.calls[0]!;
    expect(new Headers(input instanceof Request ? input.headers : init?.headers).get("x-forwarded-for")).toBe("203.0.113.7");
    api({ preview: preview("active"), pages: [{ id: 3, role: "owner" }] });
    expect(await loadJoinView(TOKEN, request("better-auth.session_token=s"), undefined, signedIn)).toMatchObject({ state: "offer", signedIn: true });
  });

  it("knows a member already on the team, whatever the link's state now", async () => {
    api({ preview: preview("used_up"), pages: [{ id: 9, role: "viewer" }] });
    expect(await loadJoinView(TOKEN, request("better-auth.session_token=s"), undefined, signedIn)).toMatchObject({ state: "member", role: "viewer" });
  });

  it("gives a closed link's reason, and calls a forged or malformed one invalid", async () => {
    for (const reason of ["expired", "revoked", "used_up"]) {
      api({ preview: preview(reason) });
      expect(await loadJoinView(TOKEN, request(), undefined, signedOut)).toMatchObject({ state: "closed", reason });
    }
    api({ status: 404 });
    expect(await loadJoinView(TOKEN, request(), undefined, signedOut)).toEqual({ state: "invalid" });
    const fake = api({ preview: preview("active") });
    expect(await loadJoinView("../../users/me", request(), undefined, signedOut)).toEqual({ state: "invalid" });
    expect(fake.calls).toEqual([]);
  });

  it("says when to try again: too many lookups, or an API that did not answer (nor could say who is asking)", async () => {
    expect(await loadJoinView(TOKEN, request("better-auth.session_token=s"), undefined, { state: "unavailable" })).toEqual({ state: "unavailable" });
    api({ status: 429, preview: { detail: "Too many requests. Please try again later.", code: "rate_limited" } });
    expect(await loadJoinView(TOKEN, request(), undefined, signedOut)).toEqual({ state: "rate_limited" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("fetch failed"))),
    );
    expect(await loadJoinView(TOKEN, request(), undefined, signedOut)).toEqual({ state: "unavailable" });
  });
});
