import type satori from "satori";
import { fontFamily, fontsFor } from "./fonts.ts";

/** The size Open Graph and X's `summary_large_image` expect. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareCard = {
  /** The page's name, always shown. */
  name: string;
  /** The initiative's title, or the page's own line (its description) on the page's card. */
  title: string | null;
  /** The page's accent colour (`#rrggbb`). */
  color: string;
  /** Text colour that reads on `color`. */
  onColor: string;
  logo: { data: Uint8Array; contentType: string } | null;
  /** Where the card is from, e.g. `greenpage.example/midori`. */
  address: string;
};

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

function logoNode(card: ShareCard): Node | null {
  if (!card.logo) return null;
  const src = `data:${card.logo.contentType};base64,${Buffer.from(card.logo.data).toString("base64")}`;
  return el("div", { display: "flex", width: 144, height: 144, borderRadius: 24, background: "#ffffff", padding: 12, marginRight: 40, flexShrink: 0 }, [
    el("img", { width: 120, height: 120, objectFit: "contain" }, undefined, { src, width: 120, height: 120 }),
  ]);
}

function tree(card: ShareCard, family: string): Node {
  const title = card.title?.trim() || null;
  return el(
    "div",
    {
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: 72,
      background: card.color,
      color: card.onColor,
      fontFamily: family,
    },
    [
      el("div", { display: "flex", alignItems: "center" }, [
        logoNode(card),
        el("div", { fontSize: title ? 48 : 72, fontWeight: 700, lineClamp: 2, maxWidth: 1056 - (card.logo ? 184 : 0) }, card.name),
      ]),
      title ? el("div", { fontSize: 60, fontWeight: 700, lineHeight: 1.25, lineClamp: 3, maxWidth: 1056 }, title) : el("div", {}, ""),
      el("div", { display: "flex", justifyContent: "space-between", fontSize: 30, fontWeight: 400 }, [
        el("div", {}, card.address),
        el("div", { fontWeight: 700 }, "Greenpage"),
      ]),
    ],
  );
}

/** A 1200×630 PNG of the card; text is drawn as shapes, so no font is needed where it is shown. */
export async function renderShareImage(card: ShareCard): Promise<Uint8Array> {
  const text = `${card.name}${card.title ?? ""}${card.address}`;
  const fonts = [...(await fontsFor(text, 400)), ...(await fontsFor(text, 700))];
  // Loaded with the first card drawn (cards are cached after): an idle API does not hold satori (≈ 30 MB) or resvg.
  const [{ default: draw }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const svg = await draw(tree(card, fontFamily(fonts)) as Parameters<typeof satori>[0], { ...SHARE_IMAGE_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width } }).render().asPng();
}
