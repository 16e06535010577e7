// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n/index.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import SharedStats from "./SharedStats.tsx";
import { reportOf } from "./test-fixtures.ts";

vi.mock("./DailyChart.tsx", () => ({ default: () => null }));

type Body = { token: string; password?: string; access?: string; days?: number; compare?: boolean };
const PAGE = { handle: "kiln-studio", name_json: { en: "Kiln Studio", ja: "窯スタジオ" } };

let windowDays: number;
let password: string | null;
let api: ReturnType<typeof fakeFetch>;

function renderLink(token = "tok-1", locale: "en-US" | "ja-JP" = "en-US") {
  api = fakeFetch((call) => {
    if (call.path !== "/api/v1/analytics/shared/") return new Response(null, { status: 404 });
    const body = call.body as Body;
    if (body.token !== "tok-1") return json(404, { detail: "This stats link does not exist or was revoked.", code: "share_link_not_found" });
    const passed = password !== null && body.access === "pass-1";
    if (password && !passed && !body.password) return json(401, { detail: "This stats link is protected by a password.", code: "share_password_required" });
    if (password && !passed && body.password !== password) return json(400, { password: ["Incorrect password."] });
    const days = body.days ?? 30;
    if (days > windowDays) return json(403, { detail: "Your plan keeps fewer days.", code: "plan_limit", upgrade_url: "/dashboard/billing" });
    const access = password ? "pass-1" : null;
    return json(200, { page: { ...PAGE, analytics_window_days: windowDays }, report: reportOf(days, { compare: body.compare === true }), access });
  });
  vi.stubGlobal("fetch", api.fetch);
  render(<SharedStats locale={locale} token={token} />);
}

const asked = () => api.calls.map((c) => c.body as Body);

beforeEach(() => {
  windowDays = 30;
  password = null;
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a shared stats link", () => {
  it("shows the page's report read-only: its windows only, no way to upgrade, share or be mailed", async () => {
    renderLink();
    expect((await screen.findByTestId("shared-stats-page")).textContent).toContain("Kiln Studio (@kiln-studio)");
    expect(asked()).toEqual([{ token: "tok-1", days: 30, compare: false }]);
    expect(screen.getAllByRole("button", { name: /days/ }).map((b) => b.textContent)).toEqual(["7 days", "30 days"]);
    expect(screen.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(screen.getByTestId("breakdown-source")).getByRole("rowheader", { name: "QR code" })).toBeTruthy();
    // Without the dashboard, an item is named by its number.
    expect(within(screen.getByTestId("breakdown-path")).getByRole("rowheader", { name: "Initiative #12" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /weekly report/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Create share link|Revoke/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /upgrade/i })).toBeNull();

    await userEvent.setup().click(screen.getByRole("button", { name: "7 days" }));
    await expect.poll(() => asked().at(-1)).toEqual({ token: "tok-1", days: 7, compare: false });
  });

  it("opens on 7 days when the page's plan keeps no more", async () => {
    windowDays = 7;
    renderLink();
    await screen.findByTestId("shared-stats-page");
    expect(asked().map((b) => b.days)).toEqual([30, 7]);
    expect(screen.getAllByRole("button", { name: /days/ }).map((b) => b.textContent)).toEqual(["7 days"]);
  });

  it("asks for the password first, says when it is wrong, then opens windows with the pass it earned, kept for this tab", async () => {
    password = "green-numbers";
    renderLink();
    const user = userEvent.setup();
    const form = await screen.findByTestId("shared-password");
    await user.type(within(form).getByLabelText("Password"), "guess-work");
    await user.click(within(form).getByRole("button", { name: "Show the statistics" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect password");
    expect(sessionStorage.length).toBe(0);
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "green-numbers");
    await user.click(screen.getByRole("button", { name: "Show the statistics" }));
    await screen.findByTestId("shared-stats-page");
    expect(asked().at(-1)).toEqual({ token: "tok-1", password: "green-numbers", days: 30, compare: false });
    // The password itself is never stored; the next window goes with the pass.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("green-numbers");
    await user.click(screen.getByRole("button", { name: "7 days" }));
    await expect.poll(() => asked().at(-1)).toEqual({ token: "tok-1", access: "pass-1", days: 7, compare: false });

    // A reload of the tab asks no more.
    cleanup();
    renderLink();
    await screen.findByTestId("shared-stats-page");
    expect(asked()).toEqual([{ token: "tok-1", access: "pass-1", days: 30, compare: false }]);
  });

  it("says a revoked or unknown link shows nothing, in the reader's language", async () => {
    renderLink("revoked", "ja-JP");
    expect((await screen.findByTestId("shared-stats-gone")).textContent).toBe(
      "この統計リンクは存在しないか、取り消されました。送ってくれた人に新しいリンクを依頼してください。",
    );
    expect(screen.queryByTestId("analytics-report")).toBeNull();
  });
});
