import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Noto Sans JP from its npm package (no download at run time). Fontsource
 * splits the font into ~120 subsets by unicode range; satori takes WOFF (not
 * WOFF2), so we read each subset's ranges from the package's CSS and load only
 * the files the text needs, once each.
 */
const require = createRequire(import.meta.url);

export const SHARE_FONT_WEIGHTS = [400, 700] as const;
export type ShareFontWeight = (typeof SHARE_FONT_WEIGHTS)[number];

type Subset = { file: string; ranges: [number, number][] };
export type ShareFont = { name: string; data: Buffer; weight: ShareFontWeight; style: "normal" };

const subsets = new Map<ShareFontWeight, Promise<Subset[]>>();
const files = new Map<string, Promise<Buffer>>();

function parseRange(range: string): [number, number] {
  const [from, to] = range.trim().replace(/^U\+/i, "").split("-");
  return [Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16)];
}

async function subsetsOf(weight: ShareFontWeight): Promise<Subset[]> {
  const css = require.resolve(`@fontsource/noto-sans-jp/${weight}.css`);
  const text = await readFile(css, "utf8");
  return [...text.matchAll(/url\(\.\/(files\/[^)]+\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g)].map((m) => ({
    file: join(dirname(css), m[1]!),
    ranges: m[2]!.split(",").map(parseRange),
  }));
}

const covers = (subset: Subset, code: number) => subset.ranges.some(([from, to]) => code >= from && code <= to);

/** The subsets of one weight that hold the characters of `text`, each a font of its own name (satori falls back through the family list). */
export async function fontsFor(text: string, weight: ShareFontWeight): Promise<ShareFont[]> {
  if (!subsets.has(weight)) subsets.set(weight, subsetsOf(weight));
  const all = await subsets.get(weight)!;
  const codes = new Set([..."Greenpage0123456789", ...text].map((c) => c.codePointAt(0)!));
  const needed = all.filter((subset) => [...codes].some((code) => covers(subset, code)));
  return Promise.all(
    needed.map(async (subset) => {
      if (!files.has(subset.file)) files.set(subset.file, readFile(subset.file));
      return { name: fontName(subset.file), data: await files.get(subset.file)!, weight, style: "normal" as const };
    }),
  );
}

/** `noto-sans-jp-105-700-normal.woff` → `jp-105`: the same name for both weights, so one family list serves both. */
const fontName = (file: string) => `jp-${/noto-sans-jp-([a-z0-9-]+?)-\d00-normal\.woff$/.exec(file)?.[1] ?? file}`;

/** The CSS `font-family` naming every subset loaded for a card. */
export const fontFamily = (fonts: ShareFont[]) => [...new Set(fonts.map((f) => f.name))].join(", ");
