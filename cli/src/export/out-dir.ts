import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { CliError, UsageError } from "../lib/errors.ts";

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * The --out folder, made when missing. A folder with anything in it is
 * refused unless --force, and then only the entries this export writes are
 * replaced: a stale files/ or assets/ from an earlier export is removed
 * first, so the folder never mixes two exports.
 */
export function prepareOutDir(out: string, force: boolean, ownEntries: readonly string[]): string {
  const dir = resolve(out);
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new CliError(`${out} is a file; --out takes a folder.`);
    if (readdirSync(dir).length > 0) {
      if (!force) throw new UsageError(`${out} is not empty. Choose an empty or new folder, or add --force to write over this export.`);
      for (const entry of ownEntries) rmSync(join(dir, entry), { recursive: true, force: true });
    }
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Writes `data` at `path` inside `dir` (folders made as needed); answers the path relative to `dir`. */
export function writeInto(dir: string, path: string, data: string | Uint8Array): string {
  const target = resolve(dir, path);
  // Paths come from our own refs, but a path leaving the folder would be a bug worth stopping for.
  if (relative(dir, target).startsWith("..")) throw new CliError(`Refusing to write outside ${dir}: ${path}`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  return path;
}
