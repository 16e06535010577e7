import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageAttributes } from "./images.ts";

const uuid = "0b6f3f1e-8a51-4a5e-9d3c-2f1f5d0c7a11";
const sized = `https://greenpage.test/api/v1/files/pages/7/images/${uuid}-1000x750.jpg`;
const unsized = `https://greenpage.test/api/v1/files/pages/7/images/${uuid}.png`;

describe("imageAttributes", () => {
  it("lists only the specification's widths the original has, with sizes and the intrinsic size", () => {
    const attrs = imageAttributes(sized, { sizes: "(max-width: 640px) 100vw, 480px" });
    expect(attrs.srcset).toBe(`${sized}?w=256 256w, ${sized}?w=384 384w, ${sized}?w=640 640w, ${sized}?w=750 750w, ${sized}?w=828 828w`);
    expect(attrs).toMatchObject({ src: `${sized}?w=828`, sizes: "(max-width: 640px) 100vw, 480px", width: 1000, height: 750 });
  });

  it("offers every large width when the key predates recorded sizes (the API never enlarges)", () => {
    const attrs = imageAttributes(unsized, { sizes: "100vw" });
    const widths = attrs.srcset!.split(", ").map((entry) => Number(entry.split(" ")[1]!.slice(0, -1)));
    expect(widths).toEqual(IMAGE_WIDTHS.filter((w) => w >= 256));
    expect(attrs.width).toBeUndefined();
  });

  it("gives a fixed box one candidate per density, capped at the original", () => {
    expect(imageAttributes(sized, { width: 96 })).toEqual({ src: `${sized}?w=96`, srcset: `${sized}?w=96 1x, ${sized}?w=256 2x` });
    expect(imageAttributes(sized, { width: 40 })).toEqual({ src: `${sized}?w=48`, srcset: `${sized}?w=48 1x, ${sized}?w=96 2x` });
    const tiny = `https://greenpage.test/api/v1/files/pages/7/images/${uuid}-60x60.png`;
    expect(imageAttributes(tiny, { width: 96 })).toEqual({ src: `${tiny}?w=64`, srcset: `${tiny}?w=64 1x` });
  });

  it("leaves other addresses alone", () => {
    expect(imageAttributes("https://example.com/a.png", { width: 40 })).toEqual({ src: "https://example.com/a.png" });
  });
});
