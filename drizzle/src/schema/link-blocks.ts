import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { pages } from "./pages.ts";
import type { LocalizedText } from "./types.ts";

/**
 * The icons a link block may show, by name: the site draws each from its icon
 * set, so the API stores only the name and a new client can never ask for a
 * picture the public page cannot draw.
 */
export const LINK_ICONS = [
  "link",
  "globe",
  "shop",
  "mail",
  "phone",
  "calendar",
  "document",
  "download",
  "news",
  "video",
  "map",
  "leaf",
  "recycle",
  "heart",
  "gift",
] as const;
export type LinkIcon = (typeof LINK_ICONS)[number];

/**
 * A page's link buttons (the Linktree-style list on the public page), in
 * `orderKey` order. Migration 0020 made the old primary and secondary buttons
 * of `businesses.links` the first two blocks of each page.
 */
export const linkBlocks = pgTable(
  "link_blocks",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    titleJson: jsonb("title_json").$type<LocalizedText>().notNull().default({}),
    url: text("url").notNull(),
    descriptionJson: jsonb("description_json").$type<LocalizedText>().notNull().default({}),
    icon: text("icon").$type<LinkIcon>(),
    /** Storage key of the thumbnail image (uploaded like the page's other images). */
    thumbnail: text("thumbnail"),
    isHidden: boolean("is_hidden").notNull().default(false),
    orderKey: integer("order_key").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("link_blocks_business_idx").on(t.pageId, t.orderKey)],
);
