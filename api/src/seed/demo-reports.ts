import { and, eq, sql } from "drizzle-orm";
import { contents, pageReports } from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";

/**
 * An open report in the console's Moderation queue, so a newcomer signed in
 * as the reviewer has one to resolve: a visitor questions the demo's
 * unsupported "eco-friendly" cups (the same claim AI Analysis flags).
 */
export async function seedDemoReport(ctx: AppContext, pageId: number, itemTitle: { en: string }): Promise<void> {
  const [cups] = await ctx.db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.pageId, pageId), sql`${contents.titleJson}->>'en' = ${itemTitle.en}`));
  await ctx.db.insert(pageReports).values({
    pageId,
    contentId: cups?.id ?? null,
    reason: "misleading",
    message: "The cups are called eco-friendly, but nothing on the page says what makes them so.",
    email: "careful.reader@example.com",
    locale: "en",
    createdAt: new Date(Date.now() - 86_400_000),
  });
}
