import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type IslandTexts, islandTexts } from "./texts.ts";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const LOCALES_DIR = join(SRC, "i18n/locales/en-US");

/** Which file (namespace) defines each top-level group of keys. */
const namespaceOfGroup = new Map(
  readdirSync(LOCALES_DIR).flatMap((name) =>
    Object.keys(JSON.parse(readFileSync(join(LOCALES_DIR, name), "utf8"))).map((group) => [group, name.replace(/\.json$/, "")] as const),
  ),
);

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The names in a list of string files as written in the source (`"contact", "feedback"`). */
const listed = (code: string | undefined): string[] => [...(code ?? "").matchAll(/"([\w-]+)"/g)].map(([, name]) => name!);

/**
 * The islands and the files each reads: each `withIsland(…, { texts })`, each
 * `withDashboard(…, { texts })` (whose shell reads `dashboard` too), and the
 * feedback modal (`islandTexts([…])`).
 */
function islands(): [file: string, texts: IslandTexts][] {
  const found: [string, IslandTexts][] = [];
  for (const file of sources(join(SRC, "components"))) {
    const island = /export default (withIsland|withDashboard)\(([^;]*)\);/.exec(readFileSync(file, "utf8"));
    if (!island) continue;
    const names = listed(/texts: \[([^\]]*)\]/.exec(island[2]!)?.[1]);
    found.push([file, islandTexts(island[1] === "withDashboard" ? ["dashboard", ...names] : names)]);
  }
  const modal = join(SRC, "components/feedback/mount.tsx");
  found.push([modal, islandTexts(listed(/islandTexts\(\[([^\]]*)\]\)/.exec(readFileSync(modal, "utf8"))?.[1]))]);
  return found;
}

/** A file's imports inside site/src (static, side-effect, lazy), with whether each is `import type`, which the build erases. */
function importsOf(file: string): { path: string; typeOnly: boolean }[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)(\s+type\s)?[^"';]*?"(\.[^"]+\.tsx?)"|import\(\s*"(\.[^"]+\.tsx?)"/gm)].map(([, type, path, lazy]) => ({
    path: resolve(dirname(file), (path ?? lazy)!),
    typeOnly: type !== undefined,
  }));
}

/** The island's own source files: it and everything it imports, statically or lazily, inside site/src; with `runtime`, only what its JavaScript loads. */
function moduleGraph(entry: string, { runtime = false } = {}): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, typeOnly } of importsOf(file)) if (!(runtime && typeOnly)) visit(path);
  };
  visit(entry);
  return [...seen];
}

/** The groups a file names in a key literal ("group.key", 'group.', `group.${…}`). */
function groupsUsed(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/["'`]([a-z_]+)\.[a-z_${]/g)].map(([, group]) => group!).filter((group) => namespaceOfGroup.has(group));
}

describe("island strings", () => {
  it("finds the islands", () => {
    expect(islands().length).toBeGreaterThan(15);
  });

  it("each island reads exactly the string files whose groups of keys its code uses", () => {
    for (const [entry, texts] of islands()) {
      const used = moduleGraph(entry).flatMap((file) => groupsUsed(file).map((group) => namespaceOfGroup.get(group)!));
      expect(texts, `${relative(SRC, entry)}: its texts`).toEqual(islandTexts(used));
    }
  });

  it("no island ships the legal, landing or pricing text", () => {
    for (const [entry, texts] of islands()) {
      expect(
        texts.filter((n) => ["legal", "landing", "pricing"].includes(n)),
        relative(SRC, entry),
      ).toEqual([]);
    }
  });

  it("no island or page script loads i18n/index.ts, which holds every string of both languages", () => {
    const everyString = join(SRC, "i18n/index.ts");
    const entries = [...islands().map(([file]) => file), ...sources(join(SRC, "scripts"))];
    const loading = entries.filter((entry) => moduleGraph(entry, { runtime: true }).includes(everyString));
    expect(loading.map((entry) => relative(SRC, entry))).toEqual([]);
  });
});
