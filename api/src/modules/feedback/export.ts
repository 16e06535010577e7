import { desc, eq } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { contents, type FeedbackAnswer, feedbackResponses, type LanguageCode, languageCodeOfId } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText } from "../../lib/localize.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { isChoice, type QuestionRow } from "./questions.ts";
import { type FeedbackFilter, formsInView, responsesWhere } from "./results.ts";

/** The most rows one export holds; a page with more exports its latest ones (a filter narrows it). */
export const EXPORT_MAX_ROWS = 50_000;

/** The fixed columns, before one column per question. No column says who answered. */
export const CSV_COLUMNS = ["date", "form", "initiative", "stakeholder_type", "relationship", "language"] as const;

/** An answer as a spreadsheet cell: choices by their text, several joined with "; ". */
function cell(question: QuestionRow, answer: FeedbackAnswer | undefined, text: (value: Record<string, string>) => string): string {
  if (answer === undefined) return "";
  if (!isChoice(question.type)) return String(answer);
  const labels = new Map(question.optionsJson.map(({ id, ...label }) => [id, text(label)]));
  return (Array.isArray(answer) ? answer : [answer]).map((id) => labels.get(String(id)) ?? String(id)).join("; ");
}

/** Question labels as headers; a label two forms share names its form too. */
function headers(questions: QuestionRow[], formTitle: (formId: number) => string, text: (value: Record<string, string>) => string): string[] {
  const seen = new Set<string>(CSV_COLUMNS);
  return questions.map((q) => {
    let header = text(q.labelJson as Record<string, string>);
    if (seen.has(header)) header = `${header} (${formTitle(q.formId)})`;
    if (seen.has(header)) header = `${header} #${q.id}`;
    seen.add(header);
    return header;
  });
}

/**
 * The Results as CSV, with the same filters, newest first: date, form,
 * initiative, stakeholder type, relationship, language, then each question's
 * answer. Cells a spreadsheet would run as a formula are escaped: stakeholders
 * typed these values.
 */
export async function exportFeedback(ctx: AppContext, page: PageRow, filter: FeedbackFilter, language: LanguageCode): Promise<string> {
  const fallback = languageCodeOfId(page.defaultLanguageId);
  const text = (value: Record<string, string> | null | undefined) => pickText(value, { code: language, unsupported: false }, fallback) ?? "";
  const [{ forms, questions }, items, rows] = await Promise.all([
    formsInView(ctx, page.id, filter),
    ctx.db.select({ id: contents.id, title: contents.titleJson }).from(contents).where(eq(contents.pageId, page.id)),
    ctx.db
      .select()
      .from(feedbackResponses)
      .where(responsesWhere(page.id, filter))
      .orderBy(desc(feedbackResponses.createdAt), desc(feedbackResponses.id))
      .limit(EXPORT_MAX_ROWS),
  ]);
  const formTitles = new Map(forms.map((f) => [f.id, text(f.titleJson as Record<string, string>)]));
  const itemTitles = new Map(items.map((i) => [i.id, text(i.title as Record<string, string>)]));
  const header = [...CSV_COLUMNS, ...headers(questions, (id) => formTitles.get(id) ?? "", text)];
  const records = rows.map((r) => [
    r.createdAt.toISOString(),
    formTitles.get(r.formId) ?? "",
    r.contentId === null ? "" : (itemTitles.get(r.contentId) ?? ""),
    r.stakeholderType,
    r.relationship,
    r.language,
    ...questions.map((q) => (q.formId === r.formId ? cell(q, r.answers[String(q.id)], text) : "")),
  ]);
  return stringify([header, ...records], { escape_formulas: true, bom: true });
}
