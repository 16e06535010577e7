import { showToast } from "../lib/toast.ts";

/**
 * The share bar's two buttons. The QR library is fetched only when the dialog
 * is first opened, so a visitor who never asks for a QR code never downloads it.
 */
for (const bar of document.querySelectorAll<HTMLElement>("[data-share-url]")) {
  const url = bar.dataset.shareUrl!;
  bar.querySelector("[data-share-copy]")?.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      void showToast("success", bar.dataset.copied ?? "");
    } catch {
      void showToast("error", bar.dataset.copyFailed ?? "");
    }
  });

  const dialog = bar.querySelector<HTMLDialogElement>("dialog")!;
  let drawn = false;
  bar.querySelector("[data-share-qr]")?.addEventListener("click", async () => {
    dialog.showModal();
    if (drawn) return;
    drawn = true;
    const { drawQr } = await import("./qr-code.ts");
    await drawQr(dialog, url);
  });
}
