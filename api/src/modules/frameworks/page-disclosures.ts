import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { contentDisclosures, contents, type EvidenceState, standardInitiatives } from "@greenpage/db/schema";
import type { Tx } from "../../lib/transaction.ts";
import { type DisclosureRef, STANDARD_INITIATIVE_DISCLOSURES } from "./data/standard-initiatives.ts";

type Reader = Pick<Database | Tx, "select">;

/**
 * One initiative of a page with the disclosures it counts for: the catalogue's
 * for a standard one (less those a member rejected for it), plus those a
 * member confirmed.
 */
export type InitiativeDisclosures = {
  id: number;
  kind: string;
  standardCode: string | null;
  title: Record<string, string>;
  description: Record<string, string>;
  evidenceState: EvidenceState;
  expirationDate: string | null;
  isPublished: boolean;
  visibility: string;
  disclosures: (DisclosureRef & { source: "catalogue" | "confirmed" })[];
};

/** Every initiative of a page (news is not an initiative) with the disclosures it addresses. */
export async function pageDisclosures(db: Reader, pageId: number): Promise<InitiativeDisclosures[]> {
  const [items, decisions] = await Promise.all([
    db
      .select({
        id: contents.id,
        kind: contents.kind,
        standardCode: standardInitiatives.code,
        title: contents.titleJson,
        description: contents.descriptionJson,
        evidenceState: contents.evidenceState,
        expirationDate: contents.expirationDate,
        isPublished: contents.isPublished,
        visibility: contents.visibility,
      })
      .from(contents)
      .leftJoin(standardInitiatives, eq(standardInitiatives.id, contents.standardInitiativeId))
      .where(eq(contents.pageId, pageId))
      .orderBy(asc(contents.orderKey), asc(contents.id)),
    db
      .select({
        contentId: contentDisclosures.contentId,
        framework: contentDisclosures.framework,
        disclosure: contentDisclosures.disclosure,
        state: contentDisclosures.state,
      })
      .from(contentDisclosures)
      .where(and(eq(contentDisclosures.pageId, pageId), inArray(contentDisclosures.state, ["confirmed", "rejected"]))),
  ]);
  return items.map((item) => {
    const decided = decisions.filter((row) => row.contentId === item.id);
    const rejected = (r: DisclosureRef) => decided.some((row) => row.state === "rejected" && row.framework === r.framework && row.disclosure === r.disclosure);
    const catalogue = item.standardCode ? (STANDARD_INITIATIVE_DISCLOSURES[item.standardCode] ?? []) : [];
    const refs: InitiativeDisclosures["disclosures"] = catalogue.filter((r) => !rejected(r)).map((r) => ({ ...r, source: "catalogue" }));
    for (const row of decided) {
      if (row.state !== "confirmed" || refs.some((r) => r.framework === row.framework && r.disclosure === row.disclosure)) continue;
      refs.push({ framework: row.framework, disclosure: row.disclosure, source: "confirmed" });
    }
    return { ...item, title: item.title as Record<string, string>, description: item.description as Record<string, string>, disclosures: refs };
  });
}
