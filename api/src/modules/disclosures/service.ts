import { and, eq, inArray, sql } from "drizzle-orm";
import { contentDisclosures, contents, standardInitiatives, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, notFound } from "../../lib/errors.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { type Disclosure, disclosuresOfFrameworks, findDisclosure } from "../frameworks/data/index.ts";
import { loadTokenizer, matchDisclosures } from "../frameworks/match.ts";
import { type InitiativeDisclosures as Initiative, pageDisclosures } from "../frameworks/page-disclosures.ts";
import { DISCLOSURE_LIMITS, DISCLOSURE_MESSAGES, SUGGESTION_MIN_CONFIDENCE } from "./messages.ts";
import type { Decision, InitiativeDisclosures, PageDisclosures } from "./model.ts";

type Decided = {
  contentId: number;
  framework: string;
  disclosure: string;
  state: string;
  confidence: number | null;
  decidedBy: string | null;
  decidedAt: Date | null;
};

const keyOf = (r: { framework: string; disclosure: string }) => `${r.framework}:${r.disclosure}`;
const titleOf = (framework: string, code: string) => findDisclosure(framework, code)?.title ?? { en: code };

/** The page's frameworks, which suggestions keep to (all when it has none). */
const frameworksOf = (page: PageRow) => [...new Set(page.frameworks.map((f) => f.framework))];

/** The text an initiative's suggestions come from: its own title and description, or the catalogue's where it has none. */
function textsOf(item: Initiative, standard: Map<string, Record<string, { title: string; description: string }>>) {
  const catalogue = item.standardCode ? standard.get(item.standardCode) : undefined;
  const text = (language: "en" | "ja") =>
    [item.title[language] || catalogue?.[language]?.title, item.description[language] || catalogue?.[language]?.description].filter(Boolean).join("\n");
  return { en: text("en"), ja: text("ja") };
}

/**
 * One initiative's disclosures: those it counts for, and suggestions from
 * its text (the analyzer's stored ones too) less what is counted or rejected.
 */
function viewOf(
  item: Initiative,
  decided: Decided[],
  names: Map<string, string>,
  candidates: readonly Disclosure[],
  texts: { en: string; ja: string },
): InitiativeDisclosures {
  const mine = decided.filter((row) => row.contentId === item.id);
  const rowFor = (r: { framework: string; disclosure: string }) => mine.find((row) => keyOf(row) === keyOf(r));
  const settled = new Set([...item.disclosures.map(keyOf), ...mine.filter((row) => row.state === "rejected").map(keyOf)]);
  const allowed = new Set(candidates.map((d) => `${d.framework}:${d.code}`));
  const stored = mine
    .filter((row) => row.state === "suggested" && allowed.has(keyOf(row)))
    .map((row) => ({
      framework: row.framework,
      disclosure: row.disclosure,
      confidence: row.confidence ?? SUGGESTION_MIN_CONFIDENCE,
      keywords: [] as string[],
    }));
  const suggestions: typeof stored = [];
  for (const match of [...stored, ...matchDisclosures(texts, candidates)].sort((a, b) => b.confidence - a.confidence)) {
    if (suggestions.length === DISCLOSURE_LIMITS.suggestions) break;
    if (match.confidence < SUGGESTION_MIN_CONFIDENCE || settled.has(keyOf(match))) continue;
    settled.add(keyOf(match));
    suggestions.push(match);
  }
  return {
    content_id: item.id,
    title_json: item.title,
    standard_code: item.standardCode,
    disclosures: item.disclosures.map((r) => {
      const row = r.source === "confirmed" ? rowFor(r) : undefined;
      return {
        framework: r.framework,
        disclosure: r.disclosure,
        title: titleOf(r.framework, r.disclosure),
        source: r.source,
        decided_by: row?.decidedBy ? (names.get(row.decidedBy) ?? null) : null,
        decided_at: row?.decidedAt?.toISOString() ?? null,
      };
    }),
    suggestions: suggestions.map((m) => ({ ...m, title: titleOf(m.framework, m.disclosure) })),
  };
}

/** Every initiative of the page with the disclosures it counts for and the suggestions a member may confirm. */
export async function listPageDisclosures(ctx: AppContext, page: PageRow, onlyContentId?: number): Promise<PageDisclosures> {
  const [items, decided, standard] = await Promise.all([
    pageDisclosures(ctx.db, page.id),
    ctx.db
      .select({
        contentId: contentDisclosures.contentId,
        framework: contentDisclosures.framework,
        disclosure: contentDisclosures.disclosure,
        state: contentDisclosures.state,
        confidence: contentDisclosures.confidence,
        decidedBy: contentDisclosures.decidedBy,
        decidedAt: contentDisclosures.decidedAt,
      })
      .from(contentDisclosures)
      .where(eq(contentDisclosures.pageId, page.id)),
    ctx.db.select({ code: standardInitiatives.code, translations: standardInitiatives.translations }).from(standardInitiatives),
    loadTokenizer(),
  ]);
  const deciders = [...new Set(decided.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])))];
  const names = new Map(
    deciders.length === 0
      ? []
      : (await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, deciders))).map((u) => [u.id, u.name]),
  );
  const frameworks = frameworksOf(page);
  const candidates = disclosuresOfFrameworks(frameworks);
  const catalogue = new Map(standard.map((s) => [s.code, s.translations as Record<string, { title: string; description: string }>]));
  const initiatives = items
    .filter((item) => onlyContentId === undefined || item.id === onlyContentId)
    .map((item) => viewOf(item, decided, names, candidates, textsOf(item, catalogue)));
  return { frameworks, initiatives };
}

/** Known codes only, each disclosure once: field errors as `items.0.disclosure`. */
function cleanDecisions(items: Decision[]): Decision[] {
  const errors = new FieldErrorCollector();
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const disclosure = item.disclosure.trim();
    if (!findDisclosure(item.framework, disclosure)) errors.add(`items.${i}.disclosure`, DISCLOSURE_MESSAGES.disclosure);
    else if (seen.has(`${item.framework}:${disclosure}`)) errors.add(`items.${i}.disclosure`, DISCLOSURE_MESSAGES.duplicate);
    seen.add(`${item.framework}:${disclosure}`);
  });
  errors.throwIfAny();
  return items.map((item) => ({ ...item, disclosure: item.disclosure.trim() }));
}

/** A member confirms or rejects disclosures for one initiative of the page; who and when are kept. */
export async function decideDisclosures(ctx: AppContext, page: PageRow, contentId: number, userId: string, items: Decision[]): Promise<InitiativeDisclosures> {
  rowIdOrNotFound(contentId);
  const decisions = cleanDecisions(items);
  const [content] = await ctx.db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.pageId, page.id)));
  if (!content) throw notFound();
  const now = new Date();
  await ctx.db
    .insert(contentDisclosures)
    .values(
      decisions.map((d) => ({
        contentId,
        pageId: page.id,
        framework: d.framework,
        disclosure: d.disclosure,
        state: d.state,
        decidedBy: userId,
        decidedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [contentDisclosures.contentId, contentDisclosures.framework, contentDisclosures.disclosure],
      set: { state: sql`excluded.state`, decidedBy: sql`excluded.decided_by`, decidedAt: sql`excluded.decided_at` },
    });
  const { initiatives } = await listPageDisclosures(ctx, page, contentId);
  return initiatives[0]!;
}
