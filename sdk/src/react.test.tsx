// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { GreenpageWidget } from "./react.tsx";

// The widget's script is not served here: its tag counts as loaded instead of logging a failure.
(window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

type Queue = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[] };
const host = window as unknown as { Greenpage?: Queue };
const commands = () => (host.Greenpage?.q ?? []).map((args) => Array.from(args));

afterEach(() => {
  delete host.Greenpage;
  document.head.innerHTML = "";
});

describe("<GreenpageWidget>", () => {
  it("embeds the widget after mount and renders nothing itself", () => {
    const { container } = render(<GreenpageWidget origin="https://greenpage.example" page="midori" lang="ja" position="bottom-left" />);
    expect(container.innerHTML).toBe("");
    expect(commands()).toEqual([["init", { page: "midori", lang: "ja", position: "bottom-left" }]]);
    expect(document.querySelector<HTMLScriptElement>("script[data-greenpage-sdk]")?.src).toBe("https://greenpage.example/widget.js");
  });

  it("re-embeds when a prop changes and destroys on unmount", () => {
    const { rerender, unmount } = render(<GreenpageWidget origin="https://greenpage.example" page="midori" />);
    rerender(<GreenpageWidget origin="https://greenpage.example" page="midori" />);
    rerender(<GreenpageWidget origin="https://greenpage.example" page="midori" lang="ja" />);
    unmount();
    expect(commands()).toEqual([["init", { page: "midori" }], ["destroy"], ["init", { page: "midori", lang: "ja" }], ["destroy"]]);
    expect(document.querySelectorAll("script[data-greenpage-sdk]")).toHaveLength(1);
  });

  it("leaves one widget under StrictMode's mount, unmount, mount", () => {
    render(
      <StrictMode>
        <GreenpageWidget origin="https://greenpage.example" page="midori" />
      </StrictMode>,
    );
    expect(commands().map(([command]) => command)).toEqual(["init", "destroy", "init"]);
  });
});
