import pLimit from "p-limit";
import { FieldErrorCollector } from "./errors.ts";
import type { Storage, StoredObject } from "./storage.ts";
import { isStorageKey } from "./storage.ts";

/** The specification's image widths (§9): small sizes for icons and thumbnails, then device widths. */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 75;
export const VARIANT_FORMATS = ["avif", "webp", "png", "jpg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** sharp (libvips) is loaded with the first image it reads, not at start: ≈ 30 MB in every API process otherwise. */
const loadSharp = () => import("sharp").then((m) => m.default);

const FORMAT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", png: "image/png", jpg: "image/jpeg" };

/** An uploaded image (logo, cover, initiative image, link thumbnail): the files that have resized variants. */
export const isImageKey = (key: string) => isStorageKey(key) && /^pages\/\d+\/images\/.*\.(png|jpg)$/.test(key);
/** A variant lives beside its original, named after it, so deleting the page's folder deletes it too. */
export const variantKey = (key: string, width: number, format: VariantFormat) => `${key}.w${width}.${format}`;
export const variantContentType = (format: VariantFormat) => FORMAT_TYPES[format];

/** The new key of an uploaded image: its width and height ride in the name, so pages can list only the widths it has. */
export async function imageKeyFor(pageId: number, body: Uint8Array, kind: "png" | "jpg") {
  const size = await imageSize(body);
  return `pages/${pageId}/images/${crypto.randomUUID()}${size ? `-${size.width}x${size.height}` : ""}.${kind}`;
}

async function imageSize(body: Uint8Array) {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(body).metadata();
    // EXIF orientations 5–8 turn the picture a quarter: what people see is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    return meta.width && meta.height ? { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height } : null;
  } catch {
    return null; // not decodable: still stored and served as uploaded, only without resized variants
  }
}

export type VariantRequest = { width: number; format: VariantFormat | null };

/** Reads `w` and `format` from a file URL's query; null when neither is asked (the original is wanted). Field errors otherwise. */
export function parseVariantQuery(query: Record<string, string | undefined>): VariantRequest | null {
  if (query.w === undefined && query.format === undefined) return null;
  const errors = new FieldErrorCollector();
  const width = Number(query.w);
  if (query.w === undefined) errors.add("w", "This field is required when a format is asked.");
  else if (!/^\d+$/.test(query.w) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) errors.add("w", `Width must be one of ${IMAGE_WIDTHS.join(", ")}.`);
  const format = query.format === "jpeg" ? "jpg" : query.format;
  if (format !== undefined && !(VARIANT_FORMATS as readonly string[]).includes(format))
    errors.add("format", `Format must be one of ${VARIANT_FORMATS.join(", ")}.`);
  errors.throwIfAny();
  return { width, format: (format as VariantFormat | undefined) ?? null };
}

/**
 * WebP when the browser takes it, else AVIF when it takes that, else the original's own format. WebP first: at the
 * specification's quality 75 it came out smaller than AVIF for the demo's photos (31 KB against 37 KB for five
 * pictures) and five times faster to make; AVIF stays one `format=avif` away.
 */
export function negotiateFormat(accept: string | null, key: string): VariantFormat {
  // Named outright with a non-zero weight, as Next.js does: old browsers send `image/*` without decoding WebP.
  const named = new Map(
    (accept ?? "").split(",").map((part) => {
      const [type = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
      const weight = params.find((p) => p.startsWith("q="));
      return [type, weight ? Number(weight.slice(2)) : 1] as const;
    }),
  );
  const accepts = (type: string) => (named.get(type) ?? 0) > 0;
  if (accepts("image/webp")) return "webp";
  if (accepts("image/avif")) return "avif";
  return key.endsWith(".png") ? "png" : "jpg";
}

const pending = new Map<string, Promise<StoredObject | null>>();

/**
 * The image at one width and format: read from storage when made before, else made once with sharp (never wider than
 * the original, at quality 75) and stored beside it. Concurrent asks for the same variant share one encode.
 * Null when the original is missing; the original itself when it cannot be decoded.
 */
export function imageVariant(storage: Storage, key: string, width: number, format: VariantFormat): Promise<StoredObject | null> {
  const target = variantKey(key, width, format);
  const running = pending.get(target);
  if (running) return running;
  const made = (async () => {
    const stored = await storage.get(target);
    if (stored) return stored;
    const original = await storage.get(key);
    if (!original) return null;
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = new Uint8Array(await encode(original.body, width, format));
    } catch {
      return original;
    }
    const contentType = variantContentType(format);
    await storage.put(target, body, contentType);
    return { body, contentType, size: body.byteLength };
  })().finally(() => pending.delete(target));
  pending.set(target, made);
  return made;
}

/**
 * Encodes one process runs at once. Each decodes a whole original (up to limitInputPixels: hundreds of MB for a
 * large PNG), and anyone may ask for any of an image's 64 width/format pairs at once: unbounded, a burst of first
 * asks could take all memory. Past the limit they wait their turn; a made variant is served from storage.
 */
export const MAX_CONCURRENT_ENCODES = 2;
const encoding = pLimit(MAX_CONCURRENT_ENCODES);

function encode(input: Uint8Array, width: number, format: VariantFormat) {
  return encoding(() => encodeNow(input, width, format));
}

async function encodeNow(input: Uint8Array, width: number, format: VariantFormat) {
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: 100_000_000 })
    .rotate() // apply EXIF orientation, then drop the metadata
    .resize({ width, withoutEnlargement: true });
  if (format === "avif") return image.avif({ quality: IMAGE_QUALITY, effort: 3 }).toBuffer();
  if (format === "webp") return image.webp({ quality: IMAGE_QUALITY }).toBuffer();
  if (format === "png") return image.png({ quality: IMAGE_QUALITY, palette: true }).toBuffer();
  return image.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true }).toBuffer();
}
