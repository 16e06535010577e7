// How Greenpage's two server processes are run, in one place: `npm start`, the bench and the end-to-end
// servers spawn them from here, and deploy/Containerfile and docs/deploying.md spell out the same
// commands (processes.test.ts holds them to it).
//
// Both runtimes size their heaps for the machine's RAM, not for the process: on a 24 GB machine Node
// lets its young generation grow to 64 MB a semi-space and Bun's JavaScriptCore collects late, so a
// process under 50 concurrent requests reached 300–470 MB resident mostly in garbage not yet
// collected. These bound it (issue 25: site ≤ 250 MB, API ≤ 300 MB under the bench) at no measurable
// cost in requests per second:
// - the site (Node): a young generation of 8 MB a semi-space and an old one of 256 MB (the live set
//   is ≈ 40 MB; the page cache is bounded at 16 MB), so V8 collects before the heap balloons;
// - the API (Bun): JavaScriptCore sizes its heap as on a 512 MB machine, so it collects sooner.
//   An operator's own BUN_JSC_forceRAMSize wins.

/** Node's flags for the site, before the entry file. */
export const SITE_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=256"];
/** What the API process's environment adds (JavaScriptCore reads BUN_JSC_* at start only). */
export const API_ENV = { BUN_JSC_forceRAMSize: "536870912" };

/**
 * The site's command and arguments (site/server.mjs: Astro's server with kept pages in front); `outDir` is
 * the build's folder under site/ (E2E_SITE_OUT_DIR), dist when not given.
 * @param {string} [outDir]
 * @returns {[string, string[]]}
 */
export const siteCommand = (outDir) => ["node", [...SITE_NODE_FLAGS, "site/server.mjs", ...(outDir ? [outDir] : [])]];

/**
 * The API's command and arguments (the bench runs its baseline server the same way, `script` set).
 * @param {string} [script]
 * @returns {[string, string[]]}
 */
export const apiCommand = (script = "api/src/server.ts") => ["bun", [script]];

/**
 * An environment for the API: the given one with API_ENV's defaults under it.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string | undefined>}
 */
export const apiEnv = (env) => ({ ...API_ENV, ...env });
