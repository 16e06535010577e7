import { describe, expect, it } from "vitest";
import { qrFileName, shareLinks } from "./share.ts";

describe("shareLinks", () => {
  it("offers X, LinkedIn, Facebook, LINE and WhatsApp with the page URL encoded", () => {
    const links = shareLinks("https://greenpage.test/midori?lang=ja", "Midori & Co");
    expect(links.map((l) => l.network)).toEqual(["X", "LinkedIn", "Facebook", "LINE", "WhatsApp"]);
    for (const link of links) {
      const target = new URL(link.href);
      expect(target.protocol).toBe("https:");
      expect([...target.searchParams.values()].join(" ")).toContain("https://greenpage.test/midori?lang=ja");
    }
    expect(new URL(links[0]!.href).searchParams.get("text")).toBe("Midori & Co");
  });

  it("names QR downloads after the handle only", () => {
    expect(qrFileName("midori-coffee", "svg")).toBe("greenpage-midori-coffee-qr.svg");
    expect(qrFileName("../x", "png")).toBe("greenpage-x-qr.png");
  });
});
