import { bigserial, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { pages } from "./pages.ts";

/**
 * One row per page view the site reports. No address is stored: `visitorHash`
 * is a hash of the address and browser with the day's salt, so a visitor can
 * be counted once a day and never followed across days.
 */
export const pageViewEvents = pgTable(
  "page_view_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_view_events_business_idx").on(t.pageId, t.createdAt), index("page_view_events_created_idx").on(t.createdAt)],
);

/** The secret salt of each day's visitor hashes; old salts are deleted so old hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});
