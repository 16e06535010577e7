import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { CliError } from "../lib/errors.ts";
import { DOCUMENT_FILE, EXPORT_SCHEMA, EXPORT_VERSION, type ExportedLinkBlock, type PageExport } from "./document.ts";
import { sha256 } from "./out-dir.ts";

/** A checked export and its files' bytes by ref. */
export type LoadedExport = { document: PageExport; files: Map<string, Uint8Array> };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Reads an export made by `greenpage export --format json`: the document (or
 * the folder holding it) and every file it lists, each checked against its
 * size and SHA-256, before anything is written to the server.
 */
export function loadExport(path: string): LoadedExport {
  const documentPath = existsSync(path) && statSync(path).isDirectory() ? join(path, DOCUMENT_FILE) : path;
  let text: string;
  try {
    text = readFileSync(documentPath, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${documentPath}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${documentPath} is not JSON: ${(error as Error).message}`);
  }
  const document = checkDocument(data, documentPath);
  return { document, files: readFiles(document, dirname(resolve(documentPath))) };
}

/**
 * Exports made before link blocks kept the page's two buttons in its links;
 * they become its first two blocks, as migration 0020 made them on the
 * server (the title in the page's default language), and leave the links.
 */
export function buttonsAsLinkBlocks(page: Record<string, unknown>): ExportedLinkBlock[] {
  const links = isObject(page.links) ? page.links : {};
  const language = typeof page.default_language === "string" ? page.default_language : "en";
  const blocks: ExportedLinkBlock[] = [];
  for (const key of ["primary_button", "secondary_button"] as const) {
    const button = links[key];
    delete links[key];
    if (!isObject(button)) continue;
    const title = typeof button.title === "string" ? button.title.trim() : "";
    const url = typeof button.url === "string" ? button.url.trim() : "";
    if (!url) continue;
    blocks.push({
      ref: `l${blocks.length + 1}`,
      title_json: title ? { [language]: title } : {},
      url,
      description_json: {},
      icon: null,
      thumbnail: null,
      is_hidden: false,
    });
  }
  return blocks;
}

/** The schema and version first (a clear word for a file from elsewhere or from a newer CLI), then the refs between the parts. */
export function checkDocument(data: unknown, name: string): PageExport {
  if (!isObject(data) || data.schema !== EXPORT_SCHEMA) {
    throw new CliError(`${name} is not a Greenpage page export (its "schema" should be "${EXPORT_SCHEMA}").`);
  }
  const version = data.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) throw new CliError(`${name} has no valid "version".`);
  if (version > EXPORT_VERSION) {
    throw new CliError(`${name} is a version ${version} export; this greenpage reads up to version ${EXPORT_VERSION}. Update the CLI and try again.`);
  }
  for (const part of ["categories", "contents", "news", "files", "languages"] as const) {
    if (!Array.isArray(data[part]) || !data[part].every(isObject)) throw new CliError(`${name}: "${part}" must be a list of objects.`);
  }
  if (!isObject(data.page)) throw new CliError(`${name}: "page" must be an object.`);
  data.link_blocks ??= buttonsAsLinkBlocks(data.page);
  if (!Array.isArray(data.link_blocks) || !data.link_blocks.every(isObject)) throw new CliError(`${name}: "link_blocks" must be a list of objects.`);
  const document = data as PageExport;

  const refs = (items: { ref: string }[], what: string) => {
    const set = new Set(items.map((item) => item.ref));
    if (set.size !== items.length || [...set].some((ref) => typeof ref !== "string")) throw new CliError(`${name}: every ${what} needs its own "ref".`);
    return set;
  };
  const categories = refs(document.categories, "category");
  const files = refs(document.files, "file");
  refs(document.contents, "content");
  refs(document.news, "news item");
  refs(document.link_blocks, "link block");
  const missing = (ref: string | null | undefined, known: Set<string>) => ref !== null && ref !== undefined && !known.has(ref);
  for (const content of document.contents) {
    if (missing(content.category_ref, categories)) throw new CliError(`${name}: content ${content.ref} names an unknown category "${content.category_ref}".`);
    for (const ref of [content.image, content.cover_image, ...(content.attachments ?? [])]) {
      if (missing(ref, files)) throw new CliError(`${name}: content ${content.ref} names an unknown file "${ref}".`);
    }
  }
  for (const ref of [document.page.logo, ...document.news.map((n) => n.image), ...document.link_blocks.map((b) => b.thumbnail)]) {
    if (missing(ref, files)) throw new CliError(`${name}: an unknown file "${ref}" is named.`);
  }
  return document;
}

function readFiles(document: PageExport, dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const file of document.files) {
    const path = resolve(dir, file.path);
    if (relative(dir, path).startsWith("..")) throw new CliError(`File ${file.ref} lies outside the export's folder: ${file.path}`);
    let data: Uint8Array;
    try {
      data = readFileSync(path);
    } catch {
      throw new CliError(`The export's file ${file.path} is missing (next to the document, in ${dir}).`);
    }
    if (data.byteLength !== file.size || sha256(data) !== file.sha256) {
      throw new CliError(`The export's file ${file.path} is not the one exported (its size or SHA-256 differs).`);
    }
    files.set(file.ref, data);
  }
  return files;
}
