import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import { timestamps } from "./columns.ts";
import { contents } from "./contents.ts";
import type { LocalizedText } from "./types.ts";

/** The kinds of question a feedback form asks. */
export const FEEDBACK_QUESTION_TYPES = ["short_text", "long_text", "single_choice", "multiple_choice", "rating", "nps"] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** Who a stakeholder is to the page, as they say themselves. */
export const STAKEHOLDER_TYPES = ["customer", "employee", "investor", "supplier", "local_community", "ngo", "other"] as const;
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number];

/** A choice of a single or multiple choice question: a stable id (what answers hold) and its text per language. */
export type FeedbackOption = LocalizedText & { id: string };

/** One answer: text, a rating or NPS number, an option id, or option ids. */
export type FeedbackAnswer = string | number | string[];

/**
 * A page's feedback form: for the whole page, or attached to one initiative
 * (`content_id`). Every page has exactly one default form (the partial unique
 * index), created with the page or, for older pages, on first read.
 */
export const feedbackForms = pgTable(
  "feedback_forms",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    // A deleted initiative leaves its forms (closed, then page-level) and their answers: feedback is never lost with it.
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    titleJson: jsonb("title_json").$type<LocalizedText>().notNull().default({}),
    descriptionJson: jsonb("description_json").$type<LocalizedText>().notNull().default({}),
    isOpen: boolean("is_open").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    orderKey: integer("order_key").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("feedback_forms_business_idx").on(t.pageId, t.orderKey),
    index("feedback_forms_content_idx").on(t.contentId),
    uniqueIndex("feedback_forms_default_key").on(t.pageId).where(sql`${t.isDefault}`),
  ],
);

/** A question of a form, in the form's order. Its id is the key of its answers, so an edit keeps it. */
export const feedbackQuestions = pgTable(
  "feedback_questions",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => feedbackForms.id, { onDelete: "cascade" }),
    orderKey: integer("order_key").notNull().default(0),
    type: text("type").$type<FeedbackQuestionType>().notNull(),
    labelJson: jsonb("label_json").$type<LocalizedText>().notNull().default({}),
    /** The choices of `single_choice` and `multiple_choice`; empty for the other types. */
    optionsJson: jsonb("options_json").$type<FeedbackOption[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("feedback_questions_form_idx").on(t.formId, t.orderKey)],
);

/**
 * One stakeholder's answers to one form. The stakeholder's user id is kept
 * only to hold one response per stakeholder per form (a later one replaces
 * it) and to let them see their own; it is never shown to the page.
 */
export const feedbackResponses = pgTable(
  "feedback_responses",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => feedbackForms.id, { onDelete: "cascade" }),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** The initiative the answer is about, if any; kept (as null) when the initiative is deleted. */
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    stakeholderUserId: text("stakeholder_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stakeholderType: text("stakeholder_type").$type<StakeholderType>().notNull(),
    relationship: text("relationship").notNull(),
    /** The language the stakeholder answered in (`en` or `ja`). */
    language: text("language").notNull(),
    /** `{ "<question id>": answer }`. */
    answers: jsonb("answers").$type<Record<string, FeedbackAnswer>>().notNull().default({}),
    /** When the current answers were given: a replacing submission moves it. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("feedback_responses_stakeholder_key").on(t.formId, t.stakeholderUserId),
    index("feedback_responses_business_idx").on(t.pageId, t.createdAt),
    index("feedback_responses_user_idx").on(t.stakeholderUserId),
  ],
);
