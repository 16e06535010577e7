import { writeFileSync } from "node:fs";
import type { AnswerValue, Assessment, GreenpageClient, Questionnaire, QuestionnaireQuestion } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { CliError, UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { type Colors, formatRecord, formatTable, localized, minute, day } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

async function questionnaireOf(client: GreenpageClient, code: string): Promise<Questionnaire> {
  const found = (await client.assessments.questionnaires()).find((q) => q.code === code);
  if (!found) throw new CliError(`No questionnaire "${code}".`);
  return found;
}

const questionsOf = (q: Questionnaire) => q.sections.flatMap((s) => s.questions.map((question) => ({ section: s, question })));

/** A value typed on the command line as the question takes it: a number, choices separated by commas, or "-" to clear. */
export function parseAnswer(question: QuestionnaireQuestion, text: string): AnswerValue {
  if (text === "-") return null;
  if (question.type === "number") {
    const n = Number(text);
    if (text.trim() === "" || !Number.isFinite(n)) throw new UsageError(`"${question.code}" takes a number.`);
    return n;
  }
  if (question.type === "multiple_choice")
    return text
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  return text;
}

/** An answer as a person reads it: choices by their labels. */
function shown(question: QuestionnaireQuestion | undefined, value: unknown): string {
  if (value === null || value === undefined) return "";
  const label = (v: unknown) => localized(question?.options?.find((o) => o.value === v)?.label) || String(v);
  if (Array.isArray(value)) return value.map(label).join("; ");
  return question?.options ? label(value) : String(value);
}

export function formatAssessment(assessment: Assessment, questionnaire: Questionnaire, colors: Colors): string {
  const answers = new Map(assessment.answers.map((a) => [a.question, a]));
  const head = formatRecord(
    [
      ["Assessment", `${assessment.id} · ${localized(questionnaire.title)}`],
      ["State", assessment.state === "completed" ? `completed ${day(assessment.completed_at)}` : "in progress"],
      [
        "Progress",
        `${assessment.progress.answered}/${assessment.progress.required} required (${assessment.progress.percent}%), ${assessment.progress.suggestions} suggestions to confirm`,
      ],
      ...(assessment.result ? ([["Overall", `${assessment.result.overall}/100`]] as [string, string][]) : []),
    ],
    colors,
  );
  const rows = questionsOf(questionnaire).map(({ section, question }) => ({ section, question, answer: answers.get(question.code) }));
  const table = formatTable(
    rows,
    [
      { header: "SECTION", value: (r) => r.section.code },
      { header: "QUESTION", value: (r) => `${r.question.code}${r.question.required ? "*" : ""}` },
      { header: "ANSWER", value: (r) => shown(r.question, r.answer?.value) + (r.answer?.source === "analyzer" ? " (suggested)" : "") },
      { header: "SCORE", value: (r) => r.answer?.score ?? "" },
      { header: "BY", value: (r) => r.answer?.answered_by?.name ?? "" },
      { header: "AT", value: (r) => (r.answer && r.answer.value !== null ? minute(r.answer.answered_at) : "") },
    ],
    colors,
  );
  const recommendations = (assessment.result?.recommendations ?? []).map((r) => `- ${localized(r.text)}`);
  return [head, table, ...(recommendations.length ? ["Recommendations:", ...recommendations] : [])].join("\n\n");
}

/** `greenpage assessments`: Premium questionnaires a page's team answers, scores and exports. */
export function registerAssessments(program: Command): void {
  const assessments = program.command("assessments").description("assessments (Premium): climate readiness, SDGs, GRI readiness");
  const target = async (command: Command, handle: string, idText: string) => {
    const id = Number(idText);
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`"${idText}" is not an assessment id.`);
    const ctx = contextOf(command);
    const client = ctx.client();
    const page = await findMyPage(client, handle);
    return { ctx, client, page, id };
  };
  const show = async (command: Command, client: GreenpageClient, assessment: Assessment) => {
    const ctx = contextOf(command);
    const questionnaire = await questionnaireOf(client, assessment.questionnaire);
    ctx.out.result(assessment, () => formatAssessment(assessment, questionnaire, ctx.out.colors));
  };

  withExamples(
    assessments
      .command("list <handle>")
      .description("the page's assessments, newest first, with progress and score")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const list = await client.assessments.list(page.id);
        ctx.out.result(list, () =>
          formatTable(
            list,
            [
              { header: "ID", value: (a) => a.id },
              { header: "QUESTIONNAIRE", value: (a) => a.questionnaire },
              { header: "STATE", value: (a) => a.state.replace("_", " ") },
              { header: "PROGRESS", value: (a) => `${a.progress.percent}%` },
              { header: "SCORE", value: (a) => a.overall ?? "" },
              { header: "STARTED", value: (a) => day(a.created_at) },
              { header: "COMPLETED", value: (a) => day(a.completed_at) },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage assessments list midori-coffee", "greenpage assessments list midori-coffee --json"],
  );

  withExamples(
    assessments
      .command("start <handle> <questionnaire>")
      .description("start an assessment (climate-readiness, sdg-self-assessment, gri-readiness)")
      .action(async (handle: string, code: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const started = await client.assessments.start(page.id, code);
        ctx.out.result(started, () => `Started assessment ${started.id} (${code}).`);
      }),
    ["greenpage assessments start midori-coffee climate-readiness"],
  );

  withExamples(
    assessments
      .command("show <handle> <id>")
      .description("every question with its answer, who gave it and when; the result once completed")
      .action(async (handle: string, idText: string, _options: unknown, command: Command) => {
        const { client, page, id } = await target(command, handle, idText);
        await show(command, client, await client.assessments.get(page.id, id));
      }),
    ["greenpage assessments show midori-coffee 3"],
  );

  withExamples(
    assessments
      .command("answer <handle> <id> <question> <value>")
      .description('answer one question: a choice\'s value, choices joined by commas, a number, text, a date, or "-" to clear')
      .action(async (handle: string, idText: string, code: string, text: string, _options: unknown, command: Command) => {
        const { ctx, client, page, id } = await target(command, handle, idText);
        const assessment = await client.assessments.get(page.id, id);
        const question = questionsOf(await questionnaireOf(client, assessment.questionnaire)).find((q) => q.question.code === code)?.question;
        if (!question) throw new CliError(`No question "${code}" in ${assessment.questionnaire}.`);
        const saved = await client.assessments.answer(page.id, id, code, parseAnswer(question, text));
        const progress = saved.progress;
        ctx.out.result(saved, () => `Saved ${code}. Progress ${progress.answered}/${progress.required} (${progress.percent}%).`);
      }),
    ["greenpage assessments answer midori-coffee 3 scope1 yes", "greenpage assessments answer midori-coffee 3 risk_types physical_acute,opportunities"],
  );

  withExamples(
    assessments
      .command("prefill <handle> <id>")
      .description("suggest answers from the page's initiatives (never over a member's answer); confirm them with `answer`")
      .action(async (handle: string, idText: string, _options: unknown, command: Command) => {
        const { ctx, client, page, id } = await target(command, handle, idText);
        const { suggested, assessment } = await client.assessments.prefill(page.id, id);
        ctx.out.note(`${suggested} answers suggested from the page.`);
        await show(command, client, assessment);
      }),
    ["greenpage assessments prefill midori-coffee 3"],
  );

  withExamples(
    assessments
      .command("complete <handle> <id>")
      .description("complete and score an assessment (every required question answered and confirmed)")
      .action(async (handle: string, idText: string, _options: unknown, command: Command) => {
        const { client, page, id } = await target(command, handle, idText);
        await show(command, client, await client.assessments.complete(page.id, id));
      }),
    ["greenpage assessments complete midori-coffee 3"],
  );

  withExamples(
    assessments
      .command("reopen <handle> <id>")
      .description("reopen a completed assessment to change its answers")
      .action(async (handle: string, idText: string, _options: unknown, command: Command) => {
        const { client, page, id } = await target(command, handle, idText);
        await show(command, client, await client.assessments.reopen(page.id, id));
      }),
    ["greenpage assessments reopen midori-coffee 3"],
  );

  withExamples(
    assessments
      .command("export <handle> <id>")
      .description("save an assessment as CSV or PDF (one in progress is a draft)")
      .option("--format <format>", "csv or pdf", "csv")
      .option("--lang <lang>", "en or ja (default: the page's language)")
      .option("--out <file>", "where to write it (default: the name the API gives, here)")
      .action(async (handle: string, idText: string, options: { format: string; lang?: string; out?: string }, command: Command) => {
        if (options.format !== "csv" && options.format !== "pdf") throw new UsageError("--format is csv or pdf.");
        if (options.lang !== undefined && options.lang !== "en" && options.lang !== "ja") throw new UsageError("--lang is en or ja.");
        const { ctx, client, page, id } = await target(command, handle, idText);
        const file = await client.assessments.export(page.id, id, { format: options.format, ...(options.lang ? { lang: options.lang } : {}) });
        const path = options.out ?? file.fileName ?? `assessment-${id}.${options.format}`;
        writeFileSync(path, file.data);
        ctx.out.result({ file: path, bytes: file.data.byteLength, content_type: file.contentType }, () => `Wrote ${path} (${file.data.byteLength} bytes).`);
      }),
    ["greenpage assessments export midori-coffee 3 --format pdf --lang ja --out assessment.pdf"],
  );
}
