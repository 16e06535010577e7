import QRCode from "qrcode";

/** The QR code of a URL as a PNG data URL (1024 px, for printing) and as SVG text. */
export async function qrImages(url: string): Promise<{ png: string; svg: string }> {
  const options = { errorCorrectionLevel: "M" as const, margin: 2, color: { dark: "#111827", light: "#ffffff" } };
  const [png, svg] = await Promise.all([QRCode.toDataURL(url, { ...options, width: 1024 }), QRCode.toString(url, { ...options, type: "svg" })]);
  return { png, svg };
}
