// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { embed } from "./embed.ts";

// The widget's script is not served here: its tag counts as loaded instead of logging a failure.
(window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

type Queue = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; v?: string };
const host = window as unknown as { Greenpage?: Queue };
const queued = () => (host.Greenpage?.q ?? []).map((args) => Array.from(args));
const sdkScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[data-greenpage-sdk]")];

afterEach(() => {
  delete host.Greenpage;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("embed", () => {
  it("installs the queue, queues init with the options given, and adds widget.js once", () => {
    embed({ origin: "https://greenpage.example/", page: "midori", lang: "ja", position: "bottom-left", label: "Our impact", color: "#0a7", open: "auto" });
    expect(queued()).toEqual([["init", { page: "midori", lang: "ja", position: "bottom-left", label: "Our impact", color: "#0a7", open: "auto" }]]);
    const [script] = sdkScripts();
    expect(sdkScripts()).toHaveLength(1);
    expect(script!.src).toBe("https://greenpage.example/widget.js");
    expect(script!.async).toBe(true);

    embed({ origin: "https://greenpage.example", page: "kumo" });
    expect(queued()).toEqual([expect.anything(), ["init", { page: "kumo" }]]);
    expect(sdkScripts()).toHaveLength(1);
  });

  it("the handle sends the widget's commands", () => {
    const widget = embed({ origin: "https://greenpage.example", page: "midori" });
    const listener = () => {};
    widget.on("open", listener);
    widget.open();
    widget.close();
    widget.off("open", listener);
    widget.destroy();
    expect(queued().slice(1)).toEqual([["on", "open", listener], ["open"], ["close"], ["off", "open", listener], ["destroy"]]);
  });

  it("an older handle no longer controls the widget a newer embed replaced", () => {
    const first = embed({ origin: "https://greenpage.example", page: "midori" });
    embed({ origin: "https://greenpage.example", page: "kumo" });
    first.destroy();
    expect(queued().map(([command]) => command)).toEqual(["init", "init"]);
  });

  it("uses a queue the host already set up, and the widget once it runs", () => {
    const hostQueue: Queue = function () {
      // biome-ignore lint/complexity/noArguments: the published snippet queues `arguments` objects; the test imitates it.
      (hostQueue.q ??= []).push(arguments);
    };
    host.Greenpage = hostQueue;
    embed({ origin: "https://greenpage.example", page: "midori" });
    expect(host.Greenpage).toBe(hostQueue);
    expect(queued()).toEqual([["init", { page: "midori" }]]);

    const running = Object.assign(vi.fn(), { v: "1.0.0" });
    host.Greenpage = running;
    document.head.innerHTML = "";
    embed({ origin: "https://greenpage.example", page: "kumo" }).open();
    expect(running.mock.calls).toEqual([["init", { page: "kumo" }], ["open"]]);
    expect(sdkScripts()).toHaveLength(0);
  });

  it("adds no script when the page already has the widget's tag", () => {
    document.body.innerHTML = `<script src="https://greenpage.example/widget.js" data-page="midori" async></script>`;
    embed({ origin: "https://greenpage.example", page: "kumo" });
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(sdkScripts()).toHaveLength(0);
  });
});
