import type { LanguageCode } from "@greenpage/db/schema";
import { createPdf, PDF_FONTS, type PdfDocument, pdfBytes } from "../../lib/pdf.ts";
import { answerText, EXPORT_WORDS } from "./answer-text.ts";
import { type AssessmentResult, scoreAnswers } from "./scoring.ts";
import { type AnswerRow, type AssessmentRow, isConfirmed, type Named, questionnaireOf } from "./views.ts";

type Words = (typeof EXPORT_WORDS)[LanguageCode];
const day = (date: Date) => date.toISOString().slice(0, 10);

function heading(doc: PdfDocument, text: string, size = 13) {
  doc.moveDown(0.8).font(PDF_FONTS.bold).fontSize(size).text(text).font(PDF_FONTS.regular).fontSize(10).moveDown(0.3);
}

function scores(doc: PdfDocument, result: AssessmentResult, titles: Map<string, string>, words: Words) {
  doc.font(PDF_FONTS.bold).fontSize(14).text(`${words.overall}: ${result.overall} / 100`).font(PDF_FONTS.regular).fontSize(10).moveDown(0.5);
  doc.table({
    data: [[words.section, words.score], ...result.sections.map((s) => [titles.get(s.section) ?? s.section, `${s.score} / 100`])],
  });
}

/**
 * An assessment as a PDF in `language`: its title, the page's name, the date,
 * the overall and section scores, every question with its answer (who
 * answered and when, the evidence's file names), and the recommendations. An
 * assessment in progress prints as a draft, scored from its confirmed answers.
 */
export async function assessmentPdf(row: AssessmentRow, answers: readonly Named<AnswerRow>[], pageName: string, language: LanguageCode): Promise<Buffer> {
  const words = EXPORT_WORDS[language];
  const questionnaire = questionnaireOf(row);
  const title = questionnaire.title[language];
  const doc = await createPdf({ title: `${title} — ${pageName}`, language });
  doc.info.Subject = pageName;
  const result = (row.result as AssessmentResult | null) ?? scoreAnswers(questionnaire, new Map(answers.filter(isConfirmed).map((a) => [a.question, a.value])));
  const titles = new Map(questionnaire.sections.map((s) => [s.code, s.title[language]]));
  const prompts = new Map(questionnaire.sections.flatMap((s) => s.questions.map((q) => [q.code, q.prompt[language]])));
  const byQuestion = new Map(answers.map((a) => [a.question, a]));

  doc.font(PDF_FONTS.bold).fontSize(18).text(title).font(PDF_FONTS.regular).fontSize(12).text(pageName);
  const state = row.state === "completed" && row.completedAt ? `${words.completed} ${day(row.completedAt)}` : `${words.draft} · ${day(new Date())}`;
  doc.fontSize(10).fillColor("#555555").text(state).fillColor("#000000").moveDown(1);
  scores(doc, result, titles, words);

  for (const section of questionnaire.sections) {
    heading(doc, section.title[language]);
    for (const question of section.questions) {
      const answer = byQuestion.get(question.code);
      const text = answerText(question, answer?.value, language);
      const suggested = answer?.source === "analyzer" && text !== "";
      doc.font(PDF_FONTS.bold).text(question.prompt[language]).font(PDF_FONTS.regular);
      doc.text(text === "" ? words.notAnswered : suggested ? `${text} (${words.suggested})` : text, { indent: 12 });
      if (answer && text !== "") {
        const who = answer.name ? `${words.answeredBy} ${answer.name} · ` : "";
        doc
          .fillColor("#555555")
          .text(`${who}${day(answer.answeredAt)}`, { indent: 12 })
          .fillColor("#000000");
      }
      if (answer?.attachments.length) doc.text(`${words.evidence}: ${answer.attachments.map((f) => f.name).join(", ")}`, { indent: 12 });
      doc.moveDown(0.4);
    }
  }

  heading(doc, words.recommendations);
  if (result.recommendations.length === 0) doc.text(words.none);
  for (const r of result.recommendations) {
    doc.text(`• ${r.text[language]}`, { indent: 6 });
    doc
      .fillColor("#555555")
      .text(`${titles.get(r.section) ?? r.section} — ${prompts.get(r.question) ?? r.question}`, { indent: 18 })
      .fillColor("#000000")
      .moveDown(0.3);
  }
  return pdfBytes(doc);
}
