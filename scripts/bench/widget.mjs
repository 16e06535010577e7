/**
 * The widget half of `npm run bench`: bytes, raw / gzip / brotli, of what a
 * host page loads (widget.js), of the popup chunk fetched on intent or on the
 * first open, and of the two together, bundled in this run by the widget's own
 * build. Each gzip figure is printed against the target (the ratio,
 * at most 1.00 when met) and the published sizes of Cal.com's and Typeform's
 * embeds. `node scripts/bench/widget.mjs` prints the table alone.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleWidget, SIZE_TARGETS, sizesOf } from "../../widget/scripts/build.mjs";

/** Published gzip sizes of other vendors' embeds (KB), for reference. */
export const WIDGET_REFERENCES = { calcomKb: 17.2, typeformKb: 12.3 };

export async function printWidgetSizes() {
  const { loader, popup } = await bundleWidget();
  const sizes = { loader: sizesOf(loader), popup: sizesOf(popup) };
  const total = { raw: sizes.loader.raw + sizes.popup.raw, gzip: sizes.loader.gzip + sizes.popup.gzip, brotli: sizes.loader.brotli + sizes.popup.brotli };
  const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(6);
  const rows = [
    ["widget.js (a host loads)", sizes.loader, SIZE_TARGETS.loader],
    ["popup chunk (first open)", sizes.popup, SIZE_TARGETS.popup],
    ["together", total, SIZE_TARGETS.total],
  ];
  console.log("\nWidget script sizes (KB)");
  console.log(`  ${"file".padEnd(26)} ${"raw".padStart(6)}  ${"gzip".padStart(6)}  ${"brotli".padStart(6)}  ${"target".padStart(6)}  ratio`);
  for (const [name, size, target] of rows) {
    const verdict = size.gzip <= target ? "met" : "MISSED";
    console.log(`  ${name.padEnd(26)} ${kb(size.raw)}  ${kb(size.gzip)}  ${kb(size.brotli)}  ${kb(target)}  ${(size.gzip / target).toFixed(2)}  ${verdict}`);
  }
  console.log(`  for reference: Cal.com's embed ${WIDGET_REFERENCES.calcomKb} KB gzip, Typeform's ${WIDGET_REFERENCES.typeformKb} KB gzip`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await printWidgetSizes();
