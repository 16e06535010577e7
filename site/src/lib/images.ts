/**
 * Responsive markup for uploaded images. The API resizes an image to any of the specification's widths
 * (`/api/v1/files/{key}?w=640`, quality 75, in AVIF or WebP when the browser takes them); new image keys carry
 * the uploaded size (`<uuid>-1600x900.png`), so widths wider than the original are left out of `srcset`.
 */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

const UPLOADED = /\/api\/v1\/files\/pages\/\d+\/images\/[0-9a-f-]{36}(?:-(\d{1,5})x(\d{1,5}))?\.(?:png|jpg)$/;

export type ImageAttributes = { src: string; srcset?: string; sizes?: string; width?: number; height?: number };

/** How the image is laid out: a fixed box of `width` CSS pixels, or a fluid one described by `sizes`. */
export type ImageLayout = { width: number } | { sizes: string };

const at = (url: string, width: number) => `${url}?w=${width}`;
/** The smallest listed width covering `pixels`; the largest when none does (the API never enlarges anyway). */
const covering = (pixels: number): number => IMAGE_WIDTHS.find((w) => w >= pixels) ?? 3840;

/** `src`/`srcset`/`sizes` (and the intrinsic size when known) for an `<img>`; other URLs come back as they are. */
export function imageAttributes(url: string, layout: ImageLayout): ImageAttributes {
  const match = UPLOADED.exec(url);
  if (!match) return { src: url };
  const intrinsic = match[1] ? { width: Number(match[1]), height: Number(match[2]) } : null;
  if ("width" in layout) {
    // A fixed box: one candidate per screen density, each never much wider than the original.
    const cap = (pixels: number) => covering(intrinsic ? Math.min(pixels, intrinsic.width) : pixels);
    const one = cap(layout.width);
    const two = cap(layout.width * 2);
    return { src: at(url, one), srcset: one === two ? `${at(url, one)} 1x` : `${at(url, one)} 1x, ${at(url, two)} 2x` };
  }
  const widths = IMAGE_WIDTHS.filter((w) => w >= 256 && (!intrinsic || w <= intrinsic.width));
  if (widths.length === 0) return { src: at(url, covering(intrinsic!.width)), ...intrinsic };
  return {
    src: at(url, widths.find((w) => w >= 828) ?? widths[widths.length - 1]!),
    srcset: widths.map((w) => `${at(url, w)} ${w}w`).join(", "),
    sizes: layout.sizes,
    ...intrinsic,
  };
}
