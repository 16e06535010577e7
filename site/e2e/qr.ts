import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** Reads a QR code back from a PNG file: what a phone camera would see. */
export function decodeQrPng(path: string): string | null {
  const png = PNG.sync.read(readFileSync(path));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
