import { eq } from "drizzle-orm";
import { contentDisclosures, contents } from "@greenpage/db/schema";
import type { Tx } from "../lib/transaction.ts";

/**
 * The demo owner has confirmed which GRI disclosures some of the demo's own
 * initiatives address (custom items count only once confirmed), so a
 * newcomer's Benchmark and Home start from a score, and the rest stays a
 * suggestion to decide on the Contents screen.
 */
const CONFIRMED: Record<string, string[]> = {
  "100% renewable electricity": ["302-1", "305-2"],
  "Net zero roasting by 2030": ["305-1", "305-5"],
  "Energy bills 2025 (for investors)": ["302-1"],
  "Compostable packaging": ["306-2"],
};

export async function seedDemoDisclosures(tx: Tx, pageId: number, ownerId: string): Promise<void> {
  const items = await tx.select({ id: contents.id, title: contents.titleJson }).from(contents).where(eq(contents.pageId, pageId));
  const decidedAt = new Date(Date.now() - 20 * 86_400_000);
  const rows = items.flatMap((item) =>
    (CONFIRMED[item.title.en ?? ""] ?? []).map((disclosure) => ({
      contentId: item.id,
      pageId,
      framework: "gri",
      disclosure,
      state: "confirmed" as const,
      decidedBy: ownerId,
      decidedAt,
    })),
  );
  if (rows.length > 0) await tx.insert(contentDisclosures).values(rows);
}
