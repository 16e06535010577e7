// Builds the widget into dist/: the popup chunk (an ES module, plain DOM) first,
// then the loader (one IIFE) with the chunk's versioned file name baked in.
// Both file names carry a hash of their bytes, which is how the site serves
// them for a year (`/widget/v/<file>`); /widget.js is the loader under its
// stable name. dist/manifest.json lists the files and their sizes.
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import { rollup } from "rollup";
import esbuild from "rollup-plugin-esbuild";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = join(ROOT, "dist");

const hashOf = (code) => createHash("sha256").update(code).digest("hex").slice(0, 10);
export const sizesOf = (code) => ({
  raw: Buffer.byteLength(code),
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code).length,
});

async function bundle(input, format, define = {}) {
  const build = await rollup({
    input: join(ROOT, input),
    plugins: [
      nodeResolve({ browser: true }),
      esbuild({ target: "es2021", define, minify: false }),
      terser({ format: { ascii_only: true, comments: false }, compress: { passes: 2 }, ecma: 2021, module: format === "es" }),
    ],
    onwarn(warning, warn) {
      if (warning.code !== "CIRCULAR_DEPENDENCY") warn(warning);
    },
  });
  const { output } = await build.generate({ format, compact: true, strict: false });
  await build.close();
  return output[0].code;
}

/**
 * The budget (gzip, level 9, in bytes): widget.js, which every host
 * page loads; the popup chunk, fetched on intent or on the first open; and the
 * two together, everything a visitor who opens the popup downloads.
 */
export const SIZE_TARGETS = { loader: 1.5 * 1024, popup: 4.5 * 1024, total: 6 * 1024 };

/** The two scripts' code, bundled and minified, without writing anything. */
export async function bundleWidget() {
  const popup = await bundle("src/ui/popup.ts", "es");
  const popupFile = `popup.${hashOf(popup)}.js`;
  const version = hashOf(popup + popupFile);
  const loader = await bundle("src/loader/index.ts", "iife", {
    __POPUP_FILE__: JSON.stringify(popupFile),
    __WIDGET_VERSION__: JSON.stringify(version),
  });
  return { loader, popup, popupFile, version };
}

export async function buildWidget() {
  const { loader, popup, popupFile, version } = await bundleWidget();
  const loaderFile = `widget.${hashOf(loader)}.js`;

  mkdirSync(DIST, { recursive: true });
  write("widget.js", loader);
  write("popup.js", popup);
  const manifest = {
    version,
    loader: { file: loaderFile, ...sizesOf(loader) },
    popup: { file: popupFile, ...sizesOf(popup) },
  };
  write("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Replaces a file in one step: a site build running at the same time never reads half of one. */
function write(name, text) {
  const temporary = join(DIST, `.${name}.${process.pid}`);
  writeFileSync(temporary, text);
  renameSync(temporary, join(DIST, name));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = await buildWidget();
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  for (const [name, file] of [
    ["loader (widget.js)", manifest.loader],
    ["popup chunk", manifest.popup],
  ]) {
    console.log(`${name.padEnd(20)} ${file.file.padEnd(26)} raw ${kb(file.raw)}  gzip ${kb(file.gzip)}  brotli ${kb(file.brotli)}`);
  }
}
