import { and, count, gte, lt, sql } from "drizzle-orm";
import { rowsOf } from "@greenpage/db";
import { feedbackResponses, STAKEHOLDER_TYPES } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { FeedbackSummary } from "./model.ts";
import { isChoice, type QuestionRow } from "./questions.ts";
import { dayStart, type FeedbackFilter, formsInView, nextDay, responsesWhere } from "./results.ts";

type QuestionSummary = FeedbackSummary["forms"][number]["questions"][number];
/** Answers per value (an option id, or a number as text) of each question. */
type Tallies = Map<string, Map<string, number>>;

const DAY_MS = 86_400_000;
const SERIES_DEFAULT_DAYS = 30;
const SERIES_MAX_DAYS = 366;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The days of the chart: `from`..`to`; the last 30 days when neither is given; at most 366 days (the latest). */
function seriesDays(filter: FeedbackFilter, now: Date): string[] {
  const today = isoDay(now);
  const last = filter.to ?? (filter.from && filter.from > today ? filter.from : today);
  const first = filter.from ?? isoDay(new Date(dayStart(last).getTime() - (SERIES_DEFAULT_DAYS - 1) * DAY_MS));
  const span = Math.min(SERIES_MAX_DAYS, Math.round((dayStart(last).getTime() - dayStart(first).getTime()) / DAY_MS) + 1);
  const start = dayStart(last).getTime() - (span - 1) * DAY_MS;
  return Array.from({ length: span }, (_, i) => isoDay(new Date(start + i * DAY_MS)));
}

/** Counts per value for a numeric scale, every value listed; the mean of the valid answers. */
function scale(counts: Map<string, number>, low: number, high: number) {
  const distribution = Array.from({ length: high - low + 1 }, (_, i) => ({ value: low + i, count: counts.get(String(low + i)) ?? 0 }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  const average = total ? round(distribution.reduce((sum, d) => sum + d.value * d.count, 0) / total, 2) : null;
  return { distribution, total, average };
}

/** NPS: promoters (9–10) minus detractors (0–6), as a percentage of all 0–10 answers. */
function netPromoter(distribution: { value: number; count: number }[], total: number) {
  const sum = (test: (value: number) => boolean) => distribution.filter((d) => test(d.value)).reduce((n, d) => n + d.count, 0);
  const promoters = sum((v) => v >= 9);
  const passives = sum((v) => v === 7 || v === 8);
  const detractors = sum((v) => v <= 6);
  return { score: total ? round(((promoters - detractors) / total) * 100, 1) : null, promoters, passives, detractors };
}

function summarizeQuestion(question: QuestionRow, answered: Map<string, number>, tallies: Tallies): QuestionSummary {
  const key = String(question.id);
  const counts = tallies.get(key) ?? new Map<string, number>();
  const summary: QuestionSummary = {
    question_id: question.id,
    type: question.type,
    label_json: question.labelJson as Record<string, string>,
    required: question.required,
    answered: answered.get(key) ?? 0,
    choices: null,
    distribution: null,
    average: null,
    nps: null,
    text_answers: null,
  };
  if (isChoice(question.type)) return { ...summary, choices: question.optionsJson.map((option) => ({ ...option, count: counts.get(option.id) ?? 0 })) };
  if (question.type === "rating") {
    const { distribution, average } = scale(counts, 1, 5);
    return { ...summary, distribution, average };
  }
  if (question.type === "nps") {
    const { distribution, total, average } = scale(counts, 0, 10);
    return { ...summary, distribution, average, nps: netPromoter(distribution, total) };
  }
  return { ...summary, text_answers: summary.answered };
}

/**
 * Answers per question, and answers per value for the questions that have
 * values (choices, ratings, NPS): counted by the database, so no answer
 * text is read.
 */
async function tallyAnswers(ctx: AppContext, where: ReturnType<typeof responsesWhere>, valued: QuestionRow[]) {
  const answeredRows = rowsOf<{ question: string; n: number }>(
    await ctx.db.execute(sql`select e.key as question, count(*)::int as n
      from ${feedbackResponses} cross join lateral jsonb_each(${feedbackResponses.answers}) as e(key, value)
      where ${where} group by e.key`),
  );
  const keys = valued.map((q) => sql`${String(q.id)}`);
  const valueRows = keys.length
    ? rowsOf<{ question: string; token: string; n: number }>(
        await ctx.db.execute(sql`select e.key as question, v.token, count(*)::int as n
          from ${feedbackResponses}
          cross join lateral jsonb_each(${feedbackResponses.answers}) as e(key, value)
          cross join lateral jsonb_array_elements_text(case jsonb_typeof(e.value) when 'array' then e.value else jsonb_build_array(e.value) end) as v(token)
          where ${where} and e.key in (${sql.join(keys, sql`, `)})
          group by e.key, v.token`),
      )
    : [];
  const answered = new Map(answeredRows.map((r) => [r.question, Number(r.n)]));
  const tallies: Tallies = new Map();
  for (const row of valueRows) {
    if (!tallies.has(row.question)) tallies.set(row.question, new Map());
    tallies.get(row.question)!.set(row.token, Number(row.n));
  }
  return { answered, tallies };
}

/** Results at a glance, for the same filters as the list: totals, a daily series, and per-question summaries. */
export async function summarizeFeedback(ctx: AppContext, pageId: number, filter: FeedbackFilter, now = new Date()): Promise<FeedbackSummary> {
  const where = responsesWhere(pageId, filter);
  const days = seriesDays(filter, now);
  const inSeries = and(where, gte(feedbackResponses.createdAt, dayStart(days[0]!)), lt(feedbackResponses.createdAt, nextDay(days.at(-1)!)));
  const day = sql<string>`to_char(${feedbackResponses.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const { forms, questions } = await formsInView(ctx, pageId, filter);
  const [byType, byForm, perDay, { answered, tallies }] = await Promise.all([
    ctx.db.select({ type: feedbackResponses.stakeholderType, n: count() }).from(feedbackResponses).where(where).groupBy(feedbackResponses.stakeholderType),
    ctx.db.select({ formId: feedbackResponses.formId, n: count() }).from(feedbackResponses).where(where).groupBy(feedbackResponses.formId),
    ctx.db.select({ day, n: count() }).from(feedbackResponses).where(inSeries).groupBy(day),
    tallyAnswers(
      ctx,
      where,
      questions.filter((q) => q.type !== "short_text" && q.type !== "long_text"),
    ),
  ]);
  const typed = new Map(byType.map((r) => [r.type, Number(r.n)]));
  const formed = new Map(byForm.map((r) => [r.formId, Number(r.n)]));
  const daily = new Map(perDay.map((r) => [r.day, Number(r.n)]));
  return {
    total: byType.reduce((sum, r) => sum + Number(r.n), 0),
    by_stakeholder_type: Object.fromEntries(STAKEHOLDER_TYPES.map((type) => [type, typed.get(type) ?? 0])) as FeedbackSummary["by_stakeholder_type"],
    daily: days.map((date) => ({ date, count: daily.get(date) ?? 0 })),
    forms: forms.map((form) => ({
      form_id: form.id,
      content_id: form.contentId,
      title_json: form.titleJson as Record<string, string>,
      responses: formed.get(form.id) ?? 0,
      questions: questions.filter((q) => q.formId === form.id).map((q) => summarizeQuestion(q, answered, tallies)),
    })),
  };
}
