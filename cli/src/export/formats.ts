import type { GreenpageClient, OwnedPage } from "@greenpage/sdk";
import { CSV_FILE, renderCsv } from "./csv.ts";
import { buildDocument, DOCUMENT_FILE, documentFileKeys, FILES_FOLDER } from "./document.ts";
import { ASSETS_FOLDER, HTML_FILE, htmlFileKeys, renderHtml } from "./html.ts";
import type { HtmlLanguage } from "./html-style.ts";
import { prepareOutDir, sha256, writeInto } from "./out-dir.ts";
import type { Progress } from "./progress.ts";
import { downloadFiles, readPage } from "./snapshot.ts";

export const EXPORT_FORMATS = ["json", "csv", "html"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What each format writes in the --out folder (replaced with --force). */
const OWN_ENTRIES: Record<ExportFormat, string[]> = { json: [DOCUMENT_FILE, FILES_FOLDER], csv: [CSV_FILE], html: [HTML_FILE, ASSETS_FOLDER] };

export type ExportRequest = {
  client: GreenpageClient;
  apiUrl: string;
  page: OwnedPage;
  format: ExportFormat;
  out: string;
  force: boolean;
  lang?: HtmlLanguage | undefined;
  progress: Progress;
  warn: (message: string) => void;
};

export type ExportSummary = {
  format: ExportFormat;
  out: string;
  main: string;
  page: string;
  categories: number;
  contents: number;
  news: number;
  link_blocks: number;
  files: number;
};

/** Reads the page, downloads the files the format needs, and writes the export into the folder. */
export async function exportPage(request: ExportRequest): Promise<ExportSummary> {
  const { client, page, format, progress, warn } = request;
  const dir = prepareOutDir(request.out, request.force, OWN_ENTRIES[format]);
  const snapshot = await readPage(client, page);
  const keys = format === "json" ? documentFileKeys(snapshot) : format === "html" ? htmlFileKeys(snapshot) : [];
  await downloadFiles(client, snapshot, keys, progress, warn);
  const counts = {
    page: page.handle,
    categories: snapshot.categories.length,
    contents: snapshot.contents.length,
    news: snapshot.news.length,
    link_blocks: snapshot.linkBlocks.length,
  };

  if (format === "csv") {
    return { format, out: dir, main: writeInto(dir, CSV_FILE, renderCsv(snapshot)), ...counts, files: 0 };
  }
  if (format === "html") {
    const { html, assets } = renderHtml(snapshot, request.lang, new Date());
    for (const asset of assets) writeInto(dir, asset.path, asset.data);
    return { format, out: dir, main: writeInto(dir, HTML_FILE, html), ...counts, files: assets.length };
  }
  const locked = snapshot.contents.filter((c) => c.access === "password");
  if (locked.length > 0) {
    warn(
      `${locked.length} password-protected item(s) are exported without their password (it cannot be read back); \`greenpage import\` asks for one with --gate-password.`,
    );
  }
  const { document, files } = buildDocument(snapshot, { api_url: request.apiUrl, handle: page.handle, page_id: Number(page.id) }, sha256);
  for (const file of files) writeInto(dir, file.path, file.data);
  return { format, out: dir, main: writeInto(dir, DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`), ...counts, files: files.length };
}
