import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build as bundle } from "esbuild";
import { build, type Options } from "tsup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "../tsup.config.ts";
import manifest from "../package.json" with { type: "json" };

const sdkDir = new URL("..", import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), "greenpage-sdk-build-"));
const files = () => readdirSync(outDir);
const read = (file: string) => readFileSync(join(outDir, file), "utf8");

/** Every module a built file imports or requires, as written. */
function importsOf(code: string): string[] {
  const found = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

beforeAll(async () => {
  // The published build, minus the type declarations (slow, and they carry no code).
  for (const options of config as (Options & { entry: Record<string, string> })[]) {
    const entry = Object.fromEntries(Object.entries(options.entry).map(([name, file]) => [name, join(sdkDir, file)]));
    await build({ ...options, entry, outDir, dts: false, silent: true, clean: false, tsconfig: join(sdkDir, "tsconfig.json") });
  }
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the published package", () => {
  it("builds every entry as package.json exports them: ESM and CJS, and ./credentials as ESM only", () => {
    type Target = { import: { default: string }; require?: { default: string } };
    const exported = Object.entries(manifest.exports)
      .filter(([path]) => path !== "./package.json")
      .flatMap(([, target]) => [(target as Target).import.default, (target as Target).require?.default].filter((file) => file !== undefined));
    expect(exported.length).toBe(7);
    for (const file of exported) expect(files()).toContain(file.replace("./dist/", ""));
    expect(manifest.exports["./credentials"]).not.toHaveProperty("require");
    expect(files()).not.toContain("credentials.cjs");
  });

  it("imports nothing but its dependencies, React (for ./react) and its own chunks: no Node modules in the browser code", () => {
    const nodeModules = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const credentialLibraries = (specifier: string) => specifier.startsWith("@digitalbazaar/") || specifier === "did-context";
    for (const file of files().filter((f) => f.endsWith(".js") || f.endsWith(".cjs"))) {
      const code = read(file);
      for (const specifier of importsOf(code)) {
        expect(nodeModules.has(specifier) || specifier.startsWith("node:"), `${file} imports ${specifier}`).toBe(false);
        const allowed = ["openapi-fetch", "react", "react/jsx-runtime"].includes(specifier) || specifier.startsWith("./");
        // The Verifiable Credentials libraries only from the entry that verifies credentials.
        expect(allowed || (file === "credentials.js" && credentialLibraries(specifier)), `${file} imports ${specifier}`).toBe(true);
      }
      expect(code, `${file} uses a Node global`).not.toMatch(/\b(process|Buffer|__dirname|__filename)\b/);
    }
  });

  it("./credentials bundles for a browser with its libraries, using no Node module", async () => {
    const app = await bundle({
      stdin: { contents: `export { verifyCredential } from "./credentials.js";`, resolveDir: outDir },
      bundle: true,
      format: "esm",
      platform: "browser",
      write: false,
      minify: true,
      nodePaths: [join(sdkDir, "node_modules"), join(sdkDir, "..", "node_modules")],
      logLevel: "silent",
    });
    expect(app.errors).toEqual([]);
    expect(app.outputFiles[0]!.text).toContain("eddsa-rdfc-2022");
  });

  it("keeps the server out: no API code, only the generated types", () => {
    for (const file of files()) expect(read(file)).not.toMatch(/elysia|drizzle|pglite|better-auth/i);
  });

  it("the embed and React entries do not pull in the API client", () => {
    for (const file of files().filter((f) => /^(embed|react)\./.test(f))) {
      expect(importsOf(read(file))).not.toContain("openapi-fetch");
      expect(read(file)).not.toContain("GreenpageError");
    }
  });

  it("is tree-shakeable: an app importing only embed from the main entry gets no client code", async () => {
    const app = await bundle({
      stdin: { contents: `import { embed } from "./index.js"; embed({ origin: "https://greenpage.example", page: "midori" });`, resolveDir: outDir },
      bundle: true,
      format: "esm",
      write: false,
      external: ["openapi-fetch"],
    });
    const code = app.outputFiles[0]!.text;
    expect(code).toContain("widget.js");
    expect(code).not.toMatch(/GreenpageError|createFetchClient\(|refresh/);
  });

  it("openapi-fetch, the client's one runtime dependency, imports nothing either; the rest serve ./credentials", () => {
    const dependency = readFileSync(new URL(import.meta.resolve("openapi-fetch")), "utf8");
    expect(importsOf(dependency)).toEqual([]);
    const credentials = read("credentials.js");
    for (const name of Object.keys(manifest.dependencies).filter((n) => n !== "openapi-fetch")) expect(importsOf(credentials)).toContain(name);
  });
});
