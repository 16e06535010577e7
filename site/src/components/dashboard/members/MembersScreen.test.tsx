// @vitest-environment happy-dom
import type { ActivityItem, Member, MembersView } from "@greenpage/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import type { OwnedPage } from "../../../lib/dashboard/api.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import { CurrentPageProvider, PAGES_KEY } from "../shell/CurrentPage.tsx";
import { LeaveGuardProvider } from "../shell/LeaveGuard.tsx";
import { MembersScreen } from "./MembersScreen.tsx";

type Role = Member["role"];
const PAGE = { id: 4, handle: "kiln-studio", name_json: { en: "Kiln Studio" }, role: "owner", is_published: true } as unknown as OwnedPage;
const person = (id: string, name: string, role: Role, me = false): Member => ({
  user_id: id,
  name,
  email: `${id}@example.com`,
  role,
  joined_at: "2026-11-02T09:00:00.000Z",
  is_me: me,
});
const PLANS = { starter: { en: "Starter", ja: "スターター" }, plus: { en: "Plus", ja: "プラス" }, pro: { en: "Pro", ja: "プロ" } } as const;

/** The team as the API answers it to `me` (by role), on a plan with `limit` users (null: unlimited) and `pending` held seats. */
function team(myRole: Role, plan: keyof typeof PLANS, limit: number | null, pending = 0): MembersView {
  const members = [
    person("dana", "Dana Owner", "owner", myRole === "owner"),
    person("hana", "Hana", myRole === "owner" ? "editor" : myRole, myRole !== "owner"),
  ];
  return {
    my_role: myRole,
    members,
    invitations: [],
    allowance: { used: members.length + pending, members: members.length, pending, limit, plan: { code: plan, name_json: PLANS[plan] } },
    transfer: null,
  };
}

const line = (id: number, action: string, label: Record<string, string> | null): ActivityItem => ({
  id,
  actor: { user_id: "hana", name: "Hana" },
  action,
  item_type: null,
  item_id: null,
  item_label: label,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
});

let view: MembersView;
let activity: ActivityItem[];
let api: ReturnType<typeof fakeFetch>;

function renderScreen(language: "en-US" | "ja-JP" = "en-US") {
  api = fakeFetch((call) => {
    if (call.path.startsWith(`/api/v1/businesses/${PAGE.id}/members/`) && call.method === "GET") return json(200, view);
    if (call.path.startsWith(`/api/v1/businesses/${PAGE.id}/activity/`))
      return json(200, { count: activity.length, page: 1, page_size: 20, results: activity });
    if (call.path === "/api/v1/businesses/my/") return json(200, [PAGE]);
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal("fetch", api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(PAGES_KEY, [PAGE]);
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={client}>
        <LeaveGuardProvider>
          <CurrentPageProvider>
            <MembersScreen />
          </CurrentPageProvider>
        </LeaveGuardProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  activity = [];
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("members screen by role", () => {
  it("the owner sees role choices and Remove for members (never for the owner), the invite form and the handover", async () => {
    view = team("owner", "plus", 5, 1);
    renderScreen();
    expect((await screen.findByTestId("members-allowance")).textContent).toBe("3 of 5 on Plus");
    expect(screen.getByText("Including 1 seat held by an unused invite link.")).toBeTruthy();
    const [ownerRow, hanaRow] = screen.getAllByTestId("member-row");
    expect(within(ownerRow!).getByText("(you)")).toBeTruthy();
    expect(within(ownerRow!).queryByRole("combobox")).toBeNull();
    expect(within(ownerRow!).queryByRole("button")).toBeNull();
    expect(within(hanaRow!).getByRole("combobox", { name: "Role of Hana" })).toBeTruthy();
    expect(within(hanaRow!).getByRole("button", { name: "Remove: Hana" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create invite link" })).toBeTruthy();
    expect(screen.getByLabelText("Number of people")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Hand the page over" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Leave page" })).toBeNull();
  });

  it.each(["editor", "viewer"] as const)("an %s reads the list, cannot invite or remove, and may leave", async (role) => {
    view = team(role, "pro", null);
    renderScreen();
    expect((await screen.findByTestId("members-allowance")).textContent).toBe("2 members · unlimited on Pro");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create invite link" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Hand the page over" })).toBeNull();
    expect(screen.getByText("Only the owner invites people and changes roles.")).toBeTruthy();
    expect(within(screen.getAllByTestId("member-row")[1]!).getByText(role === "editor" ? "Editor" : "Viewer")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave page" })).toBeTruthy();
  });

  it("a full team shows the owner the specification's message and the way to upgrade instead of the form", async () => {
    view = team("owner", "starter", 2);
    renderScreen();
    expect((await screen.findByTestId("members-allowance")).textContent).toBe("2 of 2 on Starter");
    const full = screen.getByTestId("team-full");
    expect(full.textContent).toContain("This team has reached the maximum number of users (2) for its plan.");
    expect(within(full).getByRole("link", { name: "Upgrade to add more" }).getAttribute("href")).toBe("/dashboard/billing");
    expect(screen.queryByRole("button", { name: "Create invite link" })).toBeNull();
  });

  it("writes the allowance in Japanese with the plan's Japanese name", async () => {
    view = team("owner", "plus", 5);
    renderScreen("ja-JP");
    expect((await screen.findByTestId("members-allowance")).textContent).toBe("プラスプラン:5人中 2人");
  });

  it("the owner's role change is sent for that member", async () => {
    view = team("owner", "plus", 5);
    renderScreen();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Role of Hana" }), "viewer");
    // Picking is not saving: keyboard users step through the list before they choose.
    expect(api.calls.filter((c: { method: string }) => c.method === "PATCH")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save role: Hana" }));
    expect(api.calls).toContainEqual({ path: `/api/v1/businesses/${PAGE.id}/members/hana/`, method: "PATCH", body: { role: "viewer" } });
  });
});

describe("activity and handover", () => {
  it("says each change in words, with the item's title in the reader's language or else the other one", async () => {
    view = team("viewer", "pro", null);
    activity = [
      line(3, "initiative.update", { ja: "太陽光パネル" }),
      line(2, "member.role_viewer", { en: "Kenji" }),
      line(1, "member.invite", { en: "editor" }),
    ];
    renderScreen();
    const lines = await screen.findAllByTestId("activity-line");
    expect(lines.map((l) => l.querySelector("span")?.textContent)).toEqual([
      "Hana edited the item “太陽光パネル”",
      "Hana made Kenji a viewer",
      "Hana created an invite link (Editor)",
    ]);
    expect(lines[0]!.querySelector("time")?.textContent).toBe("5 minutes ago");
  });

  it("the member a page is offered to accepts it; the pages (and so the role) are read again", async () => {
    view = {
      ...team("editor", "plus", 5),
      transfer: {
        from: { user_id: "dana", name: "Dana Owner" },
        to: { user_id: "hana", name: "Hana" },
        created_at: "",
        expires_at: "2026-12-02T00:00:00.000Z",
      },
    };
    renderScreen();
    const offer = await screen.findByTestId("handover-offer");
    expect(within(offer).getByRole("heading").textContent).toBe("Dana Owner offers you this page");
    await userEvent.setup().click(within(offer).getByRole("button", { name: "Accept and become owner" }));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([`POST /api/v1/businesses/${PAGE.id}/ownership-transfer/accept/`, "GET /api/v1/businesses/my/"]),
    );
  });
});
