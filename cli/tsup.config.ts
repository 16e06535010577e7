import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/**
 * One file Node 20 and later run with no install: every dependency, the SDK
 * included (from its sources), is bundled in.
 */
export default defineConfig({
  entry: { greenpage: "src/bin.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  noExternal: [/.*/],
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  define: { __CLI_VERSION__: JSON.stringify(version) },
  esbuildOptions(options) {
    const sdk = (file: string) => fileURLToPath(new URL(`../sdk/src/${file}`, import.meta.url));
    options.alias = { "@greenpage/sdk/credentials": sdk("credentials.ts"), "@greenpage/sdk": sdk("index.ts") };
  },
});
