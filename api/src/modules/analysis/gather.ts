import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { contentDisclosures, contents, type FrameworkSelection, type LanguageCode, type LocalizedText, news, standardInitiatives } from "@greenpage/db/schema";
import { SUGGESTION_MIN_CONFIDENCE } from "../disclosures/messages.ts";
import { CURRENT_DISCLOSURES } from "../frameworks/data/index.ts";
import { STANDARD_INITIATIVE_DISCLOSURES } from "../frameworks/data/standard-initiatives.ts";
import { matchDisclosuresLoaded } from "../frameworks/match.ts";
import { pageDisclosures } from "../frameworks/page-disclosures.ts";
import { scopeOf } from "./coverage.ts";
import type { AnalysisInput, CatalogueEntry, InitiativeInput, NewsInput } from "./input.ts";

type Reader = Pick<Database, "select">;

const text = (value: unknown): LocalizedText => (value && typeof value === "object" ? (value as LocalizedText) : {});
const joined = (...fields: LocalizedText[]) => ({ en: fields.map((f) => f.en ?? "").join("\n"), ja: fields.map((f) => f.ja ?? "").join("\n") });

/** The catalogue with the disclosures each standard initiative addresses. */
async function catalogueOf(db: Reader): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({ id: standardInitiatives.id, code: standardInitiatives.code, translations: standardInitiatives.translations })
    .from(standardInitiatives)
    .orderBy(asc(standardInitiatives.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: Object.fromEntries(Object.entries(row.translations).map(([language, t]) => [language, t.title])),
    disclosures: [...(STANDARD_INITIATIVE_DISCLOSURES[row.code] ?? [])],
  }));
}

/**
 * Everything the analyzer reads of a page: its frameworks, initiatives (with
 * the disclosures they count for and those their text suggests), news, and
 * the catalogue. `today` is the UTC date evidence expiry is read against.
 */
export async function gatherInput(db: Reader, page: { id: number; frameworks: FrameworkSelection[] }, today: string): Promise<AnalysisInput> {
  const [mapped, extra, posts, catalogue, rejections] = await Promise.all([
    pageDisclosures(db, page.id),
    db
      .select({
        id: contents.id,
        standardInitiativeId: contents.standardInitiativeId,
        body: contents.contentJson,
        attachments: sql<number>`jsonb_array_length(${contents.attachments})`.mapWith(Number),
      })
      .from(contents)
      .where(eq(contents.pageId, page.id)),
    db
      .select({ id: news.id, title: news.titleJson, body: news.bodyJson, isPublished: news.isPublished })
      .from(news)
      .where(eq(news.pageId, page.id))
      .orderBy(asc(news.publishedAt), asc(news.id)),
    catalogueOf(db),
    db
      .select({ contentId: contentDisclosures.contentId, framework: contentDisclosures.framework, disclosure: contentDisclosures.disclosure })
      .from(contentDisclosures)
      .where(and(eq(contentDisclosures.pageId, page.id), eq(contentDisclosures.state, "rejected"))),
  ]);
  const rejected = new Set(rejections.map((r) => `${r.contentId}:${r.framework}:${r.disclosure}`));
  const scope = scopeOf(page.frameworks, CURRENT_DISCLOSURES);
  const more = new Map(extra.map((row) => [row.id, row]));
  const initiatives: InitiativeInput[] = [];
  for (const item of mapped) {
    const row = more.get(item.id);
    const body = text(row?.body);
    const matches = await matchDisclosuresLoaded(joined(item.title, item.description, body), scope);
    initiatives.push({
      id: item.id,
      standardInitiativeId: row?.standardInitiativeId ?? null,
      title: text(item.title),
      description: text(item.description),
      body,
      isPublished: item.isPublished,
      evidenceState: item.evidenceState,
      attachments: row?.attachments ?? 0,
      expirationDate: item.expirationDate,
      mapped: item.disclosures.map(({ framework, disclosure }) => ({ framework, disclosure })),
      // As the Contents screen suggests them: sure enough, and never one a member rejected for this initiative.
      matched: matches
        .filter((m) => m.confidence >= SUGGESTION_MIN_CONFIDENCE && !rejected.has(`${item.id}:${m.framework}:${m.disclosure}`))
        .map(({ framework, disclosure }) => ({ framework, disclosure })),
    });
  }
  const newsInput: NewsInput[] = posts.map((p) => ({ id: p.id, title: text(p.title), body: text(p.body), isPublished: p.isPublished }));
  return { page: { id: page.id, frameworks: page.frameworks }, today, initiatives, news: newsInput, catalogue };
}

/** SHA-256 (hex) of what a run read and the language it wrote in: equal hashes, equal findings. */
export function inputsHash(input: AnalysisInput, language: LanguageCode): string {
  return createHash("sha256").update(JSON.stringify({ language, input })).digest("hex");
}
