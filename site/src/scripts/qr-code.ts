import QRCode from "qrcode";

/** Draws the page's QR code into the dialog and points the two download links at PNG and SVG versions of it. */
export async function drawQr(dialog: HTMLElement, url: string) {
  const options = { errorCorrectionLevel: "M" as const, margin: 2, color: { dark: "#111827", light: "#ffffff" } };
  const [png, svg] = await Promise.all([QRCode.toDataURL(url, { ...options, width: 1024 }), QRCode.toString(url, { ...options, type: "svg" })]);
  const image = document.createElement("img");
  image.src = png;
  image.alt = url;
  image.width = 240;
  image.height = 240;
  dialog.querySelector("[data-qr-target]")!.replaceChildren(image);
  dialog.querySelector<HTMLAnchorElement>("[data-qr-png]")!.href = png;
  dialog.querySelector<HTMLAnchorElement>("[data-qr-svg]")!.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
}
