import { qrImages } from "../lib/qr.ts";

/** Draws the page's QR code into the dialog and points the two download links at PNG and SVG versions of it. */
export async function drawQr(dialog: HTMLElement, url: string) {
  const { png, svg } = await qrImages(url);
  const image = document.createElement("img");
  image.src = png;
  image.alt = url;
  image.width = 240;
  image.height = 240;
  dialog.querySelector("[data-qr-target]")!.replaceChildren(image);
  dialog.querySelector<HTMLAnchorElement>("[data-qr-png]")!.href = png;
  dialog.querySelector<HTMLAnchorElement>("[data-qr-svg]")!.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
}
