import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPdf, PDF_FONTS, pdfBytes } from "./pdf.ts";

/** The text-showing operators of every content stream, inflated: enough to see which glyphs a page draws. */
function streams(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1"));
    } catch {
      // not a deflated stream (font data is compressed differently): skip
    }
  }
  return out.join("\n");
}

describe("createPdf", () => {
  it("prints Japanese and English with an embedded Noto Sans JP subset, and a table", async () => {
    const doc = await createPdf({ title: "GRI content index — GRI内容索引", language: "ja" });
    doc.font(PDF_FONTS.bold).fontSize(16).text("温室効果ガス排出量 Scope 1");
    doc.font(PDF_FONTS.regular).fontSize(10);
    doc.table({
      data: [
        ["開示事項", "Location"],
        ["305-1", "https://example.com/acme"],
      ],
    });
    const pdf = await pdfBytes(doc);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdf.toString("latin1");
    // Both weights embedded as subsets (PDFKit names them ABCDEF+NotoSansJP-…), nothing else.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Bold/);
    expect(text).not.toContain("/Helvetica");
    // The title is in the document's information (as UTF-16), and text was drawn.
    expect(text).toContain("/Title");
    expect(streams(pdf)).toMatch(/TJ/);
  });
});
