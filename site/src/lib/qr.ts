import QRCode from "qrcode";
import { withSource } from "./source-marker.ts";

/**
 * The QR code of a page's address as a PNG data URL (1024 px, for printing)
 * and as SVG text. The encoded address carries `src=qr`, so a scan counts as
 * the QR code's view.
 */
export async function qrImages(url: string): Promise<{ png: string; svg: string }> {
  const scanned = withSource(url, "qr");
  const options = { errorCorrectionLevel: "M" as const, margin: 2, color: { dark: "#111827", light: "#ffffff" } };
  const [png, svg] = await Promise.all([QRCode.toDataURL(scanned, { ...options, width: 1024 }), QRCode.toString(scanned, { ...options, type: "svg" })]);
  return { png, svg };
}
