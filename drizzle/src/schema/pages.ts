import { timestamps } from "./columns.ts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import type { FrameworkSelection, LanguageCode, LocalizedText, PageLinks, PageStyle } from "./types.ts";
import type { PageRole } from "./team.ts";

/** Interface and business-text languages (seeded: 1 en, 2 ja). */
export const languages = pgTable("languages", {
  id: smallint("id").primaryKey(),
  code: text("code").$type<LanguageCode>().notNull().unique(),
  name: text("name").notNull(),
});

/** What Explore searches of a page: handle, name and description in both languages (see migration 0004). */
const PAGE_SEARCH_TEXT = `gp_search_text(handle || ' ' || coalesce(name_json->>'en', '') || ' ' || coalesce(name_json->>'ja', '') || ' ' || coalesce(description_json->>'en', '') || ' ' || coalesce(description_json->>'ja', ''))`;

/** The words of a page's Explore filters (see `gp_page_terms`, migration 0025). */
const PAGE_EXPLORE_TERMS = "gp_page_terms(country, page_type, business_category, framework_type, frameworks, is_published AND is_visible)";

/** A sustainability page ("business" in the specification). */
export const pages = pgTable(
  "businesses",
  {
    id: serial("id").primaryKey(),
    handle: text("handle").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO 3166-1 alpha-2. */
    country: text("country"),
    /** `business` or `personal`. */
    pageType: text("page_type").notNull().default("business"),
    /** The main reporting framework (gri, ifrs, sasb, cdp, sdgs, ssbj…). */
    frameworkType: text("framework_type"),
    /** Frameworks with their chosen categories (at least one category each). */
    frameworks: jsonb("frameworks").$type<FrameworkSelection[]>().notNull().default([]),
    businessCategory: jsonb("business_category").$type<string[]>().notNull().default([]),
    businessInitiative: jsonb("business_initiative").$type<number[]>().notNull().default([]),
    nameJson: jsonb("name_json").$type<LocalizedText>(),
    descriptionJson: jsonb("description_json").$type<LocalizedText>(),
    introductionJson: jsonb("introduction_json").$type<LocalizedText>(),
    missionJson: jsonb("mission_json").$type<LocalizedText>(),
    /** Storage key of the logo image. */
    logo: text("logo"),
    style: jsonb("style").$type<PageStyle>().notNull().default({}),
    links: jsonb("links").$type<PageLinks>().notNull().default({}),
    defaultLanguageId: smallint("default_language_id")
      .notNull()
      .default(1)
      .references(() => languages.id),
    /** How the public page lays out initiatives: `list` or `grid`. */
    defaultView: text("default_view").notNull().default("list"),
    isPublished: boolean("is_published").notNull().default(false),
    isVisible: boolean("is_visible").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * The product team took the page down (issue 24): `unpublished` (the owner
     * may publish again once fixed) or `hidden` (for abuse: only an admin's
     * restore brings it back). Either way `is_published` is false while set;
     * `moderation_was_published` is what a restore puts back.
     */
    moderationState: text("moderation_state"),
    moderationReason: text("moderation_reason"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by"),
    moderationWasPublished: boolean("moderation_was_published"),
    /** When the handle last changed; a new change is allowed two weeks later. */
    handleChangedAt: timestamp("handle_changed_at", { withTimezone: true }),
    /** Upvotes in Explore; kept equal to the rows of `page_upvotes` by the upvote transaction. */
    upvoteCount: integer("upvote_count").notNull().default(0),
    /** What Explore searches: handle, name and description in both languages (see migration 0004). */
    searchText: text("search_text").generatedAlwaysAs(sql.raw(PAGE_SEARCH_TEXT)),
    /** The grams of `search_text`, stored so that no plan ever computes them row by row (the GIN index is on this). */
    searchGrams: text("search_grams")
      .array()
      .generatedAlwaysAs(sql.raw(`gp_search_grams(${PAGE_SEARCH_TEXT})`)),
    /**
     * What Explore's filters test of the page, as words (`country:JP`, `type:business`, `category:energy`,
     * `framework:gri`; migration 0025), in the search's GIN index next to the grams: a search with a
     * filter that rejects nearly every match intersects them in the index instead of reading each match.
     */
    exploreTerms: text("explore_terms").array().notNull().generatedAlwaysAs(sql.raw(PAGE_EXPLORE_TERMS)),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("businesses_handle_lower_key").on(sql`lower(${t.handle})`),
    index("businesses_owner_id_idx").on(t.ownerId),
    index("businesses_search_grams_idx").using("gin", t.searchGrams, t.exploreTerms).with({ fastupdate: false }),
    index("businesses_explore_upvotes_idx").on(t.upvoteCount.desc(), t.id.desc()).where(sql`${t.isPublished} and ${t.isVisible}`),
    index("businesses_explore_recent_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.isPublished} and ${t.isVisible}`),
  ],
);

/** Every handle a page has had, so old links can be told apart and the two-week rule checked. */
export const pageHandleHistory = pgTable(
  "business_handle_history",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    oldHandle: text("old_handle").notNull(),
    newHandle: text("new_handle").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_handle_history_business_idx").on(t.pageId)],
);

/** Who may work on a page: `owner` or `editor`. */
export const pageMembers = pgTable(
  "business_members",
  {
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<PageRole>().notNull().default("editor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.userId] }), index("business_members_user_idx").on(t.userId)],
);

export const pageLanguages = pgTable(
  "business_languages",
  {
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    languageId: smallint("language_id")
      .notNull()
      .references(() => languages.id),
    isEnabled: boolean("is_enabled").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.languageId] })],
);

/** One upvote per user per page (Explore). */
export const pageUpvotes = pgTable(
  "page_upvotes",
  {
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.userId] }), index("page_upvotes_user_idx").on(t.userId)],
);
