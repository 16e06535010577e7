import { createRequire } from "node:module";

/**
 * PDF documents that print English and Japanese alike. PDFKit's built-in
 * fonts have no Japanese glyphs, so every document embeds Noto Sans JP (the
 * full TrueType files from an npm package: no download at run time; PDFKit
 * embeds only the glyphs a document uses). Tables: PDFKit's own `doc.table()`.
 * PDFKit is loaded with the first document, not at start: it weighs ≈ 30 MB
 * of memory in every API process, and most never print a PDF.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"),
};

/** The font names a document from `createPdf` knows: `doc.font(PDF_FONTS.bold)`. */
export const PDF_FONTS = { regular: "NotoSansJP", bold: "NotoSansJP-Bold" } as const;

export type PdfDocument = PDFKit.PDFDocument;

/** A new A4 document with the Japanese-capable fonts registered and the regular one selected. */
export async function createPdf(info: { title: string; language: string; author?: string }): Promise<PdfDocument> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    lang: info.language,
    displayTitle: true,
    info: { Title: info.title, Author: info.author ?? "Greenpage", Creator: "Greenpage" },
  });
  doc.registerFont(PDF_FONTS.regular, FONT_FILES.regular);
  doc.registerFont(PDF_FONTS.bold, FONT_FILES.bold);
  doc.font(PDF_FONTS.regular);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
