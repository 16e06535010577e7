import { describe, expect, it } from "vitest";
import { emailShareLink, qrFileName, shareLinks } from "./share.ts";

/** The page address a share link hands to its network. */
const sharedAddress = (href: string) => {
  const target = new URL(href);
  return target.searchParams.get("url") ?? target.searchParams.get("u") ?? target.searchParams.get("text") ?? target.searchParams.get("body") ?? "";
};

describe("shareLinks", () => {
  it("offers X, LinkedIn, Facebook, LINE and WhatsApp, each sharing the page URL marked with its network", () => {
    const links = shareLinks("https://greenpage.test/midori?lang=ja", "Midori & Co");
    expect(links.map((l) => l.network)).toEqual(["X", "LinkedIn", "Facebook", "LINE", "WhatsApp"]);
    expect(links.map((l) => new URL(l.href).protocol)).toEqual(Array(5).fill("https:"));
    expect(links.map((l) => sharedAddress(l.href))).toEqual([
      "https://greenpage.test/midori?lang=ja&src=share-x",
      "https://greenpage.test/midori?lang=ja&src=share-linkedin",
      "https://greenpage.test/midori?lang=ja&src=share-facebook",
      "https://greenpage.test/midori?lang=ja&src=share-line",
      "Midori & Co https://greenpage.test/midori?lang=ja&src=share-whatsapp",
    ]);
    expect(new URL(links[0]!.href).searchParams.get("text")).toBe("Midori & Co");
  });

  it("writes an e-mail with the title as subject and the marked address as body", () => {
    const href = emailShareLink("https://greenpage.test/midori", "Midori & Co");
    expect(href.startsWith("mailto:?")).toBe(true);
    expect(new URLSearchParams(href.slice("mailto:?".length)).get("subject")).toBe("Midori & Co");
    expect(sharedAddress(href.replace("mailto:", "https://mail.invalid/"))).toBe("https://greenpage.test/midori?src=share-email");
  });

  it("names QR downloads after the handle only", () => {
    expect(qrFileName("midori-coffee", "svg")).toBe("greenpage-midori-coffee-qr.svg");
    expect(qrFileName("../x", "png")).toBe("greenpage-x-qr.png");
  });
});
