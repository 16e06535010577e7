/**
 * The widget half of `npm run bench`: bytes, raw / gzip / brotli, of what a
 * host page loads (widget.js) and of the popup chunk fetched on first open,
 * from the build the site serves. The baseline, bundled in the same run by the
 * same build, is Preact and its hooks alone; the reference figures are the
 * published sizes of Plausible's tracker and Formbricks' loader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { preactBaselineSizes } from "../../widget/scripts/build.mjs";

/** The budget for the script a host loads, and the two scripts we aim to beat. */
export const WIDGET_TARGET = { loaderGzipKb: 8, plausibleKb: 2.5, formbricksKb: 18 };

export async function printWidgetSizes(root) {
  const manifest = JSON.parse(readFileSync(join(root, "widget", "dist", "manifest.json"), "utf8"));
  const baseline = await preactBaselineSizes();
  const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(6);
  const rows = [
    ["widget.js (a host loads)", manifest.loader, manifest.loader.gzip / baseline.gzip],
    ["popup chunk (first open)", manifest.popup, manifest.popup.gzip / baseline.gzip],
    ["Preact + hooks alone", baseline, undefined],
  ];
  console.log("\nWidget script sizes (KB)");
  console.log(`  ${"file".padEnd(26)} ${"raw".padStart(6)}  ${"gzip".padStart(6)}  ${"brotli".padStart(6)}  gzip ratio`);
  for (const [name, size, ratio] of rows) {
    console.log(`  ${name.padEnd(26)} ${kb(size.raw)}  ${kb(size.gzip)}  ${kb(size.brotli)}  ${ratio === undefined ? "1.00 (baseline)" : ratio.toFixed(2)}`);
  }
  const loaderKb = manifest.loader.gzip / 1024;
  console.log(
    `  ${loaderKb <= WIDGET_TARGET.loaderGzipKb ? "met    " : "MISSED "} widget.js <= ${WIDGET_TARGET.loaderGzipKb} KB gzip (${loaderKb.toFixed(2)} KB)`,
  );
  console.log(
    `  ${loaderKb < WIDGET_TARGET.plausibleKb ? "beats  " : "behind "} Plausible's tracker (${WIDGET_TARGET.plausibleKb} KB gzip); Formbricks' loader ${WIDGET_TARGET.formbricksKb} KB gzip`,
  );
  const openKb = (manifest.loader.gzip + manifest.popup.gzip) / 1024;
  console.log(`  widget.js + popup chunk, everything a visitor who opens the popup downloads: ${openKb.toFixed(2)} KB gzip`);
}
