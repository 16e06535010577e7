/**
 * Draws the share images of the site's landing pages (`/`, `/personal`) in
 * both languages with the same renderer as the pages' own cards, into
 * `site/public/og/`. Their text is the landing pages' own title and lead, so
 * run it again after changing those: `bun api/scripts/landing-share-images.ts`.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { renderShareImage } from "../src/modules/share-images/render.ts";

const site = join(import.meta.dirname, "..", "..", "site");
const logo = { data: new Uint8Array(readFileSync(join(site, "public", "favicon.svg"))), contentType: "image/svg+xml" };
const out = join(site, "public", "og");
mkdirSync(out, { recursive: true });

for (const [locale, lang] of [
  ["en-US", "en"],
  ["ja-JP", "ja"],
] as const) {
  const texts = JSON.parse(readFileSync(join(site, "src", "i18n", "locales", locale, "landing.json"), "utf8"));
  for (const variant of ["business", "personal"] as const) {
    const { title, lead } = texts[`landing_${variant}`] as { title: string; lead: string };
    const png = await renderShareImage({ name: title, title: lead, color: "#166534", onColor: "#ffffff", logo, address: "" });
    writeFileSync(join(out, `landing-${variant}-${lang}.png`), png);
    console.log(`wrote og/landing-${variant}-${lang}.png (${png.byteLength} bytes)`);
  }
}
