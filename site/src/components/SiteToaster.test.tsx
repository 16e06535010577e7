// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { headerToastTop, SiteToaster, toastTopBelow } from "./SiteToaster.tsx";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** An element whose box (happy-dom has no layout) is the given one. */
function boxed(tag: string, box: { top: number; height: number }): HTMLElement {
  const element = document.createElement(tag);
  element.getBoundingClientRect = () => ({ top: box.top, bottom: box.top + box.height, height: box.height }) as DOMRect;
  return element;
}

const toasterStyle = () => document.querySelector<HTMLElement>("[data-sonner-toaster]")?.getAttribute("style") ?? "";

describe("toasts", () => {
  it("start below the site header, so they never cover Log out or the language switch", async () => {
    const header = boxed("header", { top: 0, height: 66 });
    header.className = "site-header";
    document.body.append(header);
    expect(headerToastTop()).toBe(78);
    render(<SiteToaster />);
    toast("Saved.");
    await waitFor(() => expect(toasterStyle()).toContain("--offset-top: 78px"));
    expect(toasterStyle()).toContain("--mobile-offset-top: 78px");
  });

  it("start below a dialog's head (its close button) when the dialog gives where", async () => {
    expect(toastTopBelow(boxed("div", { top: 0, height: 60 }))).toBe(72);
    expect(toastTopBelow(null)).toBeUndefined();
    render(<SiteToaster top={72} />);
    toast("The image is too large.");
    await waitFor(() => expect(toasterStyle()).toContain("--offset-top: 72px"));
  });
});
