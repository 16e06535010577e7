import { date, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { contents } from "./contents.ts";
import { pages } from "./pages.ts";
import type { LanguageCode, StoredFile } from "./types.ts";

/**
 * Benchmark, AI analysis and assessments (issue 23): what a page's initiatives
 * address in the reporting frameworks, how well, and what to do next. The
 * frameworks' disclosures themselves are data in the repository
 * (api/src/modules/frameworks/data), so these tables store only codes.
 */

/** An owner's decision about one disclosure an initiative addresses: `suggested` by the analyzer, then `confirmed` or `rejected` by a member. */
export const DISCLOSURE_MAPPING_STATES = ["suggested", "confirmed", "rejected"] as const;
export type DisclosureMappingState = (typeof DISCLOSURE_MAPPING_STATES)[number];

export const contentDisclosures = pgTable(
  "content_disclosures",
  {
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** A framework code of api/src/modules/catalog/frameworks.ts, e.g. `gri`. */
    framework: text("framework").notNull(),
    /** The disclosure's code within its framework, e.g. `305-1`. */
    disclosure: text("disclosure").notNull(),
    state: text("state").$type<DisclosureMappingState>().notNull().default("suggested"),
    /** How sure the analyzer was (0–1); null for a member's own mapping. */
    confidence: real("confidence"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.framework, t.disclosure] }), index("content_disclosures_business_idx").on(t.pageId, t.framework)],
);

/** A page's coverage score per framework, one row per day it changed (the history line). */
export const benchmarkScores = pgTable(
  "benchmark_scores",
  {
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    framework: text("framework").notNull(),
    day: date("day").notNull(),
    /** 0–100. */
    score: real("score").notNull(),
    /** Disclosures addressed and in all, when it was scored. */
    addressed: smallint("addressed").notNull(),
    total: smallint("total").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.framework, t.day] }), index("benchmark_scores_framework_day_idx").on(t.framework, t.day)],
);

/** One AI analysis run: the deterministic findings always, the language model's prose when one is configured and answered. */
export const analysisRuns = pgTable(
  "analysis_runs",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    language: text("language").$type<LanguageCode>().notNull(),
    /** SHA-256 of what the analyzer read (the page's texts and mappings): the same inputs give the same findings. */
    inputsHash: text("inputs_hash").notNull(),
    /** The deterministic analyzer's findings. */
    findings: jsonb("findings").notNull(),
    /** `builtin`, or the model's name when a language model wrote `prose`. */
    model: text("model").notNull().default("builtin"),
    /** The model's answer (text and cited initiative ids), when it gave a valid one. */
    prose: jsonb("prose"),
    /** Why the model's answer is missing (unreachable, timed out, refused, cited unknown ids). */
    modelError: text("model_error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analysis_runs_business_idx").on(t.pageId, t.createdAt)],
);

export const ASSESSMENT_STATES = ["in_progress", "completed"] as const;
export type AssessmentState = (typeof ASSESSMENT_STATES)[number];

/** A page's answers to one questionnaire (api/src/modules/assessments/questionnaires). */
export const assessments = pgTable(
  "assessments",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    questionnaire: text("questionnaire").notNull(),
    state: text("state").$type<AssessmentState>().notNull().default("in_progress"),
    startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
    /** Scores per section and overall, and the recommendations, set on completion. */
    result: jsonb("result"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assessments_business_idx").on(t.pageId, t.createdAt)],
);

/** One answer: the last write wins, and says who and when. */
export const assessmentAnswers = pgTable(
  "assessment_answers",
  {
    assessmentId: integer("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    value: jsonb("value"),
    attachments: jsonb("attachments").$type<StoredFile[]>().notNull().default([]),
    /** `owner` when a member answered, `analyzer` for a pre-filled answer not yet confirmed. */
    source: text("source").$type<"owner" | "analyzer">().notNull().default("owner"),
    /** Initiative ids the analyzer read the pre-filled answer from. */
    basis: jsonb("basis").$type<number[]>().notNull().default([]),
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.question] })],
);
