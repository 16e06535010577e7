import { createPdf, PDF_FONTS, pdfBytes } from "../../lib/pdf.ts";
import { evidenceLabel, type GriIndex } from "./gri-index.ts";
import { INDEX_TEXT } from "./messages.ts";

/**
 * The index as a PDF (A4, Noto Sans JP so Japanese prints): the statement
 * of use, then one table row per disclosure. On a portrait page the three
 * omission columns share one cell ("305-1 — Reason: explanation"); each
 * location carries its address, linked when it is the only one.
 */
export async function griIndexPdf(index: GriIndex, pageName: string): Promise<Buffer> {
  const text = INDEX_TEXT[index.language];
  const c = text.columns;
  const doc = await createPdf({ title: `${index.title} — ${pageName}`, language: index.language });
  doc.font(PDF_FONTS.bold).fontSize(16).text(index.title);
  doc.moveDown(0.5);
  doc.font(PDF_FONTS.regular).fontSize(10).text(index.statement);
  doc.moveDown(0.3);
  doc.fontSize(8).fillColor("#4b5563").text(`${index.gri1}\n${index.generated}`).fillColor("black");
  doc.moveDown(0.8);
  const head = [c.standard, c.disclosure, c.location, c.evidence, `${c.omitted} / ${c.reason} / ${c.explanation}`].map((value) => ({
    text: value,
    type: "TH" as const,
    font: { src: PDF_FONTS.bold },
    backgroundColor: "#f0fdf4",
  }));
  const rows = index.rows.map((row) => [
    row.standard,
    `${row.code} ${row.title}`,
    {
      text: row.locations.map((l) => `${l.title}\n${l.url}`).join("\n"),
      ...(row.locations.length === 1 ? { textOptions: { link: row.locations[0]!.url }, textColor: "#166534" } : {}),
    },
    row.locations.map((l) => evidenceLabel(l, index.language)).join("\n"),
    row.omission ? `${row.omission.requirement} — ${text.reasons[row.omission.reason]}: ${row.omission.explanation}` : "",
  ]);
  doc.fontSize(8).table({ columnStyles: [70, 95, 130, 60, "*"], defaultStyle: { padding: [3, 4, 3, 4], borderColor: "#d1d5db" }, data: [head, ...rows] });
  return pdfBytes(doc);
}
