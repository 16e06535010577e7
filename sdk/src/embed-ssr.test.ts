import { describe, expect, it } from "vitest";
import { embed } from "./embed.ts";

describe("embed during server rendering", () => {
  it("does nothing and returns a handle that does nothing", () => {
    expect(typeof window).toBe("undefined");
    const widget = embed({ origin: "https://greenpage.example", page: "midori" });
    expect(() => {
      widget.open();
      widget.on("close", () => {});
      widget.destroy();
    }).not.toThrow();
    expect(Object.keys(widget).sort()).toEqual(["close", "destroy", "off", "on", "open"]);
  });
});
