// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { LeaveGuardProvider, useConfirmLeave, useDirtyGuard } from "./LeaveGuard.tsx";

function Form() {
  const [value, setValue] = useState("");
  const confirmLeave = useConfirmLeave();
  const [answer, setAnswer] = useState("");
  useDirtyGuard("form", value !== "");
  return (
    <>
      <label>
        Name <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <a href="/dashboard/share">Share</a>
      <button type="button" onClick={() => void confirmLeave().then((leave) => setAnswer(String(leave)))}>
        Next step
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderGuarded() {
  return render(
    <I18nextProvider i18n={createI18n("en-US")}>
      <LeaveGuardProvider>
        <Form />
      </LeaveGuardProvider>
    </I18nextProvider>,
  );
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  // happy-dom's <dialog> has no showModal/close of its own in every version: give it the minimal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const dialogOpen = () => document.querySelector("dialog")?.hasAttribute("open") ?? false;

describe("unsaved-changes guard", () => {
  it("lets a clean form leave without asking", async () => {
    renderGuarded();
    const user = userEvent.setup();
    const followed = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener("click", followed);
    await user.click(screen.getByRole("link", { name: "Share" }));
    expect(dialogOpen()).toBe(false);
    expect(followed).toHaveBeenCalledTimes(1);
    document.removeEventListener("click", followed);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it("asks before following a link with unsaved edits: Stay keeps the page, Leave goes", async () => {
    renderGuarded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Midori");
    await user.click(screen.getByRole("link", { name: "Share" }));
    expect(dialogOpen()).toBe(true);
    expect(screen.getByRole("heading", { name: "Leave without saving?", hidden: true })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Stay", hidden: true }));
    expect(dialogOpen()).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole("link", { name: "Share" }));
    await user.click(screen.getByRole("button", { name: "Leave", hidden: true }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/dashboard/share`));
  });

  it("asks the browser to confirm closing the tab while edits are unsaved, and stops once they are gone", async () => {
    renderGuarded();
    const user = userEvent.setup();
    const input = screen.getByLabelText("Name");
    await user.type(input, "x");
    const dirtyUnload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);
    await user.clear(input);
    const cleanUnload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
  });

  it("in-screen actions wait for the answer", async () => {
    renderGuarded();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(await screen.findByText("true")).toBeTruthy();
    await user.type(screen.getByLabelText("Name"), "y");
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(dialogOpen()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Stay", hidden: true }));
    expect(await screen.findByText("false")).toBeTruthy();
  });
});
