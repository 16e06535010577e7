import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { pages } from "./pages.ts";

/** What the site reports: a page viewed, or a link block clicked. */
export const PAGE_EVENT_KINDS = ["view", "click"] as const;
export type PageEventKind = (typeof PAGE_EVENT_KINDS)[number];

/**
 * One row per page view the site reports. No address is stored: `visitorHash`
 * is a hash of the address and browser with the day's salt, so a visitor can
 * be counted once a day and never followed across days.
 *
 * Partitioned by month of `createdAt` (UTC) in migration 0016, which drizzle
 * cannot declare: one partition per month, `page_view_events_yYYYYmMM`, and a
 * DEFAULT partition for anything else, so an insert never fails for lack of a
 * month. The analytics module's `partitions.ts` makes months ahead and drops
 * those past the retention; the key includes `createdAt`, as partitioning requires.
 */
export const pageViewEvents = pgTable(
  "page_view_events",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    /** The public page viewed, when the path is one (`/{handle}`, `/{handle}/{id}`, `/widget/{handle}`). */
    pageId: integer("business_id").references(() => pages.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    referrer: text("referrer"),
    /** The interface or page language the visitor saw (`en`, `ja`). */
    language: text("language"),
    visitorHash: text("visitor_hash").notNull(),
    /**
     * Where the visit came from by its marker: `qr`, `widget`, `embed`, `explore`,
     * `share:<network>`, `utm:<value>` for a hand-made one; null for a plain link.
     */
    source: text("source"),
    /** The device's category from the user agent at ingestion (`desktop`, `mobile`, `tablet`, `other`); the agent itself is not kept. */
    device: text("device"),
    /** The browser's family from the user agent (`chrome`, `safari`, `firefox`, `edge`, `samsung`, `opera`, `other`). */
    browser: text("browser"),
    /** `view`, or `click` for a visitor's click on a link block (never counted as a view). */
    kind: text("kind").$type<PageEventKind>().notNull().default("view"),
    /** The link block clicked (`click` events); no foreign key, so a deleted block's clicks simply stop being listed. */
    linkBlockId: integer("link_block_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index("page_view_events_business_idx").on(t.pageId, t.createdAt),
    index("page_view_events_created_idx").on(t.createdAt),
  ],
);

/** The secret salt of each day's visitor hashes; old salts are deleted so old hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The breakdowns a page's views are rolled up by, besides the day's total
 * (`total`, value ''), and `link_click`: the clicks on each link block (value
 * its id), which are not views and are in no other dimension.
 */
export const ROLLUP_DIMENSIONS = ["total", "path", "source", "referrer", "language", "device", "browser", "link_click"] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/**
 * Views and visitors per page, per day (UTC) and per value of each
 * dimension, recomputed by the roll-up job from the raw events for the days
 * that can still change: the Analytics screen reads these, never the raw rows. Visitors are distinct
 * daily hashes, so a window's visitors are the days' visitors summed.
 */
export const pageViewDaily = pgTable(
  "page_view_daily",
  {
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    dimension: text("dimension").$type<RollupDimension>().notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.day, t.dimension, t.value] }),
    // The job's run replaces a day's rows of every page at once.
    index("page_view_daily_day_idx").on(t.day),
  ],
);
