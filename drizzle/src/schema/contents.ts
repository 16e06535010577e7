import { sql } from "drizzle-orm";
import { timestamps } from "./columns.ts";
import { boolean, date, primaryKey, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import type { FrameworkSelection, LanguageCode, LocalizedText, ShareSnapshot, StoredFile } from "./types.ts";

/** An initiative's evidence: Self Reported → Submitted for Review → Verified, and back to Self Reported when the evidence changes. */
export const EVIDENCE_STATES = ["self_reported", "submitted", "verified"] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** Progress of an initiative (seeded: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved). */
export const initiativeStatusCategories = pgTable("initiative_status_categories", {
  id: smallint("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameJson: jsonb("name_json").$type<LocalizedText>().notNull(),
  sortOrder: smallint("sort_order").notNull(),
});

/** The catalogue of standard initiatives an owner can add with one click. */
export const standardInitiatives = pgTable("standard_initiatives", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** `initiative`, `certification` or `report`. */
  kind: text("kind").notNull().default("initiative"),
  /** `{ en: { title, description }, ja: { … } }`. */
  translations: jsonb("translations").$type<Partial<Record<LanguageCode, { title: string; description: string }>>>().notNull(),
  image: text("image"),
  frameworks: jsonb("frameworks").$type<FrameworkSelection[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contentCategories = pgTable(
  "content_categories",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    nameJson: jsonb("name_json").$type<LocalizedText>().notNull(),
    orderKey: integer("order_key").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("content_categories_business_idx").on(t.pageId, t.orderKey)],
);

/** What Explore searches of an initiative: title and description in both languages (see migration 0004). */
const CONTENT_SEARCH_TEXT = `gp_search_text(coalesce(title_json->>'en', '') || ' ' || coalesce(title_json->>'ja', '') || ' ' || coalesce(description_json->>'en', '') || ' ' || coalesce(description_json->>'ja', ''))`;

/**
 * An initiative, certification or report on a page. A standard one points at
 * the catalogue (and may override its text); a custom one carries its own text.
 * `contentCategoryId` null means the default News category.
 */
export const contents = pgTable(
  "contents",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    contentCategoryId: integer("content_category_id").references(() => contentCategories.id, {
      onDelete: "set null",
    }),
    orderKey: integer("order_key").notNull().default(0),
    /** `standard` or `custom`. */
    kind: text("kind").notNull().default("custom"),
    standardInitiativeId: integer("standard_initiative_id").references(() => standardInitiatives.id),
    titleJson: jsonb("title_json").$type<LocalizedText>().notNull().default({}),
    contentJson: jsonb("content_json").$type<LocalizedText>().notNull().default({}),
    descriptionJson: jsonb("description_json").$type<LocalizedText>().notNull().default({}),
    additionalInfoJson: jsonb("additional_info_json").$type<LocalizedText>().notNull().default({}),
    image: text("image"),
    coverImage: text("cover_image"),
    issuingOrganization: text("issuing_organization"),
    auditor: text("auditor"),
    issueDate: date("issue_date"),
    expirationDate: date("expiration_date"),
    credentialId: text("credential_id"),
    lastVerified: timestamp("last_verified", { withTimezone: true }),
    /**
     * For a claim with no expiry date: months after its last review (its
     * verification, else its issue date, else when it was added) at which it
     * is due for review, with the same reminders as an expiry.
     */
    reviewIntervalMonths: smallint("review_interval_months"),
    /**
     * When the owner asked for a Verified claim to be verified again (its
     * review came due, its certificate was renewed): it stays Verified while
     * it waits in the review queue.
     */
    reverificationRequestedAt: timestamp("reverification_requested_at", { withTimezone: true }),
    attachments: jsonb("attachments").$type<StoredFile[]>().notNull().default([]),
    link: text("link"),
    statusId: smallint("status_id").references(() => initiativeStatusCategories.id),
    /** `public`, `limited` (name, company, work email) or `password`. */
    access: text("access").notNull().default("public"),
    /** Hash of the access password when `access` is `password`. */
    passwordHash: text("password_hash"),
    /** `public` (listed on the page) or `unlisted` (reachable only by its own URL). */
    visibility: text("visibility").notNull().default("public"),
    isPublished: boolean("is_published").notNull().default(true),
    /** `self_reported`, `submitted` or `verified`. */
    evidenceState: text("evidence_state").$type<EvidenceState>().notNull().default("self_reported"),
    verifiedBy: text("verified_by").references(() => users.id, { onDelete: "set null" }),
    frameworks: jsonb("frameworks").$type<FrameworkSelection[]>().notNull().default([]),
    sharedToExplore: boolean("shared_to_explore").notNull().default(false),
    /** When it was last shared to Explore. */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    /** Progress and evidence when it was last shared: re-sharing after removal needs one of them changed. */
    sharedSnapshot: jsonb("shared_snapshot").$type<ShareSnapshot>(),
    /** Upvotes in Explore; kept equal to the rows of `content_upvotes` by the upvote transaction. */
    upvoteCount: integer("upvote_count").notNull().default(0),
    /** What Explore searches: title and description in both languages (see migration 0004). */
    searchText: text("search_text").generatedAlwaysAs(sql.raw(CONTENT_SEARCH_TEXT)),
    /** The grams of `search_text`, stored so that no plan ever computes them row by row (the GIN index is on this). */
    searchGrams: text("search_grams")
      .array()
      .generatedAlwaysAs(sql.raw(`gp_search_grams(${CONTENT_SEARCH_TEXT})`)),
    /**
     * The page's `explore_terms` and this initiative's own frameworks (`framework:gri`): what Explore's
     * filters test, kept by triggers (migration 0025) when either changes, and indexed with the grams.
     */
    exploreTerms: text("explore_terms").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index("contents_business_idx").on(t.pageId, t.contentCategoryId, t.orderKey),
    index("contents_search_grams_idx").using("gin", t.searchGrams, t.exploreTerms).with({ fastupdate: false }).where(sql`${t.sharedToExplore}`),
    index("contents_explore_upvotes_idx").on(t.upvoteCount.desc(), t.id.desc()).where(sql`${t.sharedToExplore}`),
    index("contents_explore_recent_idx").on(t.sharedAt.desc(), t.id.desc()).where(sql`${t.sharedToExplore}`),
  ],
);

/** News items and events. */
export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** `news` or `event`. */
    kind: text("kind").notNull().default("news"),
    titleJson: jsonb("title_json").$type<LocalizedText>().notNull().default({}),
    bodyJson: jsonb("body_json").$type<LocalizedText>().notNull().default({}),
    image: text("image"),
    link: text("link"),
    eventStartsAt: timestamp("event_starts_at", { withTimezone: true }),
    eventEndsAt: timestamp("event_ends_at", { withTimezone: true }),
    location: text("location"),
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index("news_business_idx").on(t.pageId, t.publishedAt)],
);

/** One upvote per user per initiative (Explore). */
export const contentUpvotes = pgTable(
  "content_upvotes",
  {
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.userId] }), index("content_upvotes_user_idx").on(t.userId)],
);
