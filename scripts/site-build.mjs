// One way to get a current production build of the site, for `npm run build`,
// `npm start`, the end-to-end tests and the bench. The build always runs as
// production: under a test runner NODE_ENV is `test`, and Vite would then emit
// development JSX (jsxDEV) that a production server cannot render. A build is
// marked when it succeeds, so one made any other way is never trusted.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["site/src", "site/public", "widget/src", "widget/scripts", "sdk/src", "site/astro.config.mjs"];
const MARK = ".greenpage-build";
const outPath = (outDir) => join(ROOT, "site", outDir);

/** True when `site/<outDir>` has no marked build, or a source file changed since it was made. */
export function siteBuildIsStale(outDir = "dist") {
  const entry = join(outPath(outDir), "server/entry.mjs");
  if (!existsSync(entry) || !existsSync(join(outPath(outDir), MARK))) return true;
  const built = statSync(entry).mtimeMs;
  const newer = (path) => {
    const info = statSync(path);
    if (!info.isDirectory()) return info.mtimeMs > built;
    return readdirSync(path).some((name) => newer(join(path, name)));
  };
  return SOURCES.some((source) => existsSync(join(ROOT, source)) && newer(join(ROOT, source)));
}

/** Builds the site for production into `site/<outDir>` and marks it. Throws when the build fails. */
export function buildSite(outDir = "dist", env = process.env) {
  // The site serves the widget's built files (/widget.js), so the widget is built first.
  const widget = spawnSync("npm", ["run", "build", "-w", "widget"], { cwd: ROOT, stdio: "inherit", env });
  if (widget.status !== 0) throw new Error("widget build failed");
  console.log(`Building the site into site/${outDir}…`);
  const build = spawnSync("npx", ["astro", "build"], {
    cwd: join(ROOT, "site"),
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production", SITE_OUT_DIR: `./${outDir}` },
  });
  if (build.status !== 0) throw new Error("site build failed");
  writeFileSync(join(outPath(outDir), MARK), "production\n");
}

/** Builds when stale (or always, with `force`); true when it built. */
export function ensureSiteBuild({ outDir = "dist", force = false, env = process.env } = {}) {
  if (!force && !siteBuildIsStale(outDir)) return false;
  buildSite(outDir, env);
  return true;
}

// `npm run build -w site` runs this file: a build into SITE_OUT_DIR (default dist).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    buildSite((process.env.SITE_OUT_DIR ?? "dist").replace(/^\.\//, ""));
  } catch {
    process.exit(1);
  }
}
