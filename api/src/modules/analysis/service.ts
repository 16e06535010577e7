import { and, count, desc, eq, gte } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { analysisRuns, type LanguageCode, languageCodeOfId, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/pagination.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { checkPageFeature, limitsFor, pagePlanCode, planLimit } from "../../lib/plans/index.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import type { Tx } from "../../lib/transaction.ts";
import { lockPage } from "../contents/ordering.ts";
import { analyzePage } from "./analyzer.ts";
import { gatherInput, inputsHash } from "./gather.ts";
import { writeProse } from "./language-model.ts";
import { ANALYSIS_MESSAGES } from "./messages.ts";
import type { AnalysisRun, Findings, ModelStatus, Prose, RunBody, RunList, RunSummary, Usage } from "./model.ts";

type Reader = Pick<Database | Tx, "select">;
type RunRow = typeof analysisRuns.$inferSelect & { requestedByName: string | null };

/** The calendar month (UTC) a moment falls in: its first instant, and the next month's, when the count starts again. */
export function monthOf(now: Date): { start: Date; next: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

async function runsThisMonth(db: Reader, pageId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analysisRuns)
    .where(and(eq(analysisRuns.pageId, pageId), gte(analysisRuns.createdAt, monthOf(now).start)));
  return Number(row?.n ?? 0);
}

/** Refuses a run once the month's are used: 403 `plan_limit`, saying the limit and when it resets. */
async function checkMonthRoom(db: Reader, pageId: number, limit: number, now: Date): Promise<void> {
  if ((await runsThisMonth(db, pageId, now)) < limit) return;
  throw planLimit(ANALYSIS_MESSAGES.monthUsed(limit, monthOf(now).next.toISOString().slice(0, 10)));
}

export async function usageOf(ctx: AppContext, pageId: number, now = new Date()): Promise<Usage> {
  const limits = limitsFor(await pagePlanCode(ctx.db, pageId));
  return {
    used: await runsThisMonth(ctx.db, pageId, now),
    limit: limits.assessments_and_ai ? limits.ai_analyses_per_month : 0,
    resets_at: monthOf(now).next.toISOString(),
    included: limits.assessments_and_ai,
    model: ctx.config.ai?.model ?? null,
  };
}

const statusOf = (row: Pick<RunRow, "prose" | "modelError">): ModelStatus => (row.prose ? "ok" : row.modelError ? "error" : "builtin");

function runFields(row: RunRow) {
  return {
    id: row.id,
    business_id: row.pageId,
    language: row.language,
    model: row.model,
    model_status: statusOf(row),
    model_error: row.modelError,
    duration_ms: row.durationMs,
    inputs_hash: row.inputsHash,
    requested_by: row.requestedByName,
    created_at: row.createdAt.toISOString(),
  };
}

const toRun = (row: RunRow): AnalysisRun => ({ ...runFields(row), findings: row.findings as Findings, prose: (row.prose as Prose | null) ?? null });

/** A run in the history: its counts, read tolerantly (a run stored by an older version may lack a list). */
function toSummary(row: RunRow): RunSummary {
  const findings = row.findings as Partial<Findings>;
  return {
    ...runFields(row),
    counts: {
      strengths: findings.strengths?.length ?? 0,
      gaps: (findings.gaps ?? []).reduce((sum, gap) => sum + gap.disclosures.length, 0),
      suggestions: findings.suggestions?.length ?? 0,
      claim_flags: findings.claim_flags?.length ?? 0,
    },
  };
}

const runColumns = {
  id: analysisRuns.id,
  pageId: analysisRuns.pageId,
  requestedBy: analysisRuns.requestedBy,
  language: analysisRuns.language,
  inputsHash: analysisRuns.inputsHash,
  findings: analysisRuns.findings,
  model: analysisRuns.model,
  prose: analysisRuns.prose,
  modelError: analysisRuns.modelError,
  durationMs: analysisRuns.durationMs,
  createdAt: analysisRuns.createdAt,
  requestedByName: users.name,
};

export async function getRun(ctx: AppContext, pageId: number, rawId: unknown): Promise<AnalysisRun> {
  const id = rowIdOrNotFound(rawId);
  const [row] = await ctx.db
    .select(runColumns)
    .from(analysisRuns)
    .leftJoin(users, eq(users.id, analysisRuns.requestedBy))
    .where(and(eq(analysisRuns.id, id), eq(analysisRuns.pageId, pageId)));
  if (!row) throw notFound();
  return toRun(row);
}

/** The page's runs, newest first, with the month's usage. */
export async function listRuns(ctx: AppContext, pageId: number, query: { page?: number; page_size?: number }): Promise<RunList> {
  const { page, pageSize, offset } = pageWindow(query);
  const [rows, [total], usage] = await Promise.all([
    ctx.db
      .select(runColumns)
      .from(analysisRuns)
      .leftJoin(users, eq(users.id, analysisRuns.requestedBy))
      .where(eq(analysisRuns.pageId, pageId))
      .orderBy(desc(analysisRuns.createdAt), desc(analysisRuns.id))
      .limit(pageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(analysisRuns).where(eq(analysisRuns.pageId, pageId)),
    usageOf(ctx, pageId),
  ]);
  return { usage, count: Number(total?.n ?? 0), page, page_size: pageSize, results: rows.map(toSummary) };
}

/**
 * One analysis: the built-in findings always, the language model's prose when
 * one is configured and answers well; stored with its inputs' hash, the model
 * used and how long it took. Only a plan with AI analysis may run it, and at
 * most its runs per calendar month: checked first (so a full month is refused
 * at once) and again under the page's lock as the run is stored, so two runs
 * at once cannot both take the last one.
 */
export async function runAnalysis(ctx: AppContext, page: PageRow, userId: string, body: RunBody, now = new Date()): Promise<AnalysisRun> {
  await checkPageFeature(ctx.db, page.id, "assessments_and_ai", ANALYSIS_MESSAGES.notIncluded);
  const limit = limitsFor(await pagePlanCode(ctx.db, page.id)).ai_analyses_per_month;
  await checkMonthRoom(ctx.db, page.id, limit, now);
  const language: LanguageCode = body.language ?? languageCodeOfId(page.defaultLanguageId);
  const started = performance.now();
  const input = await gatherInput(ctx.db, page, now.toISOString().slice(0, 10));
  const findings = analyzePage(input, language);
  const outcome = ctx.config.ai ? await writeProse(ctx.config.ai, input, findings, language) : null;
  const durationMs = Math.round(performance.now() - started);
  const id = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, page.id);
    await checkMonthRoom(tx, page.id, limit, now);
    const [row] = await tx
      .insert(analysisRuns)
      .values({
        pageId: page.id,
        requestedBy: userId,
        language,
        inputsHash: inputsHash(input, language),
        findings,
        model: outcome?.prose ? ctx.config.ai!.model : "builtin",
        prose: outcome?.prose ?? null,
        modelError: outcome?.error ?? null,
        durationMs,
      })
      .returning({ id: analysisRuns.id });
    return row!.id;
  });
  return getRun(ctx, page.id, id);
}
