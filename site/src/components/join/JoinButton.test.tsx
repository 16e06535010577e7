// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n/index.ts";
import { lastSelectedPageId, rememberedPageRole } from "../../lib/dashboard/storage.ts";
import { fakeFetch, json } from "../../test/fake-fetch.ts";
import JoinButton from "./JoinButton.tsx";

const TOKEN = "abcdefghijklmnopqrstuv.0123456789abcdefghijklmnopqrstuv";
let assign: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  const api = fakeFetch(() => json(status, body));
  vi.stubGlobal("fetch", api.fetch);
  return api;
}

async function clickJoin(locale: "en-US" | "ja-JP" = "en-US") {
  render(<JoinButton locale={locale} token={TOKEN} pageName="Kiln Studio" />);
  await userEvent.setup().click(await screen.findByRole("button", { name: locale === "en-US" ? "Join Kiln Studio" : "Kiln Studioに参加" }));
}

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("joining with a link", () => {
  it("joins, makes the page current (with its role) and opens the dashboard on it", async () => {
    const api = answer(200, { business_id: 12, handle: "kiln-studio", role: "editor", joined: true });
    await clickJoin();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: "POST", path: expect.stringMatching(/^\/api\/v1\/invitations\/.*accept\/$/) });
    expect(JSON.stringify(api.calls[0])).toContain(TOKEN);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard"));
    expect(lastSelectedPageId()).toBe(12);
    expect(rememberedPageRole()).toBe("editor");
  });

  it("says the team is full and that the owner can make room", async () => {
    answer(403, { detail: "This team has reached the maximum number of users (2) for its plan. Upgrade to add more.", code: "plan_limit", upgrade_url: "/x" });
    await clickJoin();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This team has reached the maximum number of users for its plan. Ask the page owner to upgrade the plan or to free a seat, then open this link again.",
    );
    expect(assign).not.toHaveBeenCalled();
    expect(lastSelectedPageId()).toBeNull();
  });

  it("says a link that closed meanwhile is closed, in the visitor's language", async () => {
    answer(410, { detail: "This invitation has expired. Ask the page owner for a new link.", code: "invitation_expired" });
    await clickJoin();
    expect((await screen.findByRole("alert")).textContent).toBe("This invitation has expired. Ask the page owner for a new link.");
    cleanup();
    answer(410, { detail: "This invitation was revoked. Ask the page owner for a new link.", code: "invitation_revoked" });
    await clickJoin("ja-JP");
    expect((await screen.findByRole("alert")).textContent).toBe("この招待は取り消されました。ページのオーナーに新しいリンクを依頼してください。");
  });

  it("sends a visitor whose session ended to log in and come back", async () => {
    answer(401, { detail: "Authentication credentials were not provided or are invalid.", code: "not_authenticated" });
    await clickJoin();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/login?next=/join/${TOKEN}`));
  });
});
