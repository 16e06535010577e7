import type { FrameworkSelection, LanguageCode } from "@greenpage/db/schema";
import type { Disclosure } from "../frameworks/data/index.ts";
import type { AnalysisInput, InitiativeInput } from "./input.ts";
import { FINDING_TEXTS, quoted } from "./messages.ts";
import type { Gap, Strength, Suggestion } from "./model.ts";
import { codeLabel, disclosureTitle, itemTitle, topicName } from "./names.ts";

/** A topic counts as a strength once this share of its weight is addressed. */
export const STRONG_TOPIC_SHARE = 0.5;
/** The catalogue initiatives suggested, at most. */
export const MAX_SUGGESTIONS = 5;

const keyOf = (framework: string, code: string) => `${framework}\u0000${code}`;
const weightOf = (d: Disclosure) => d.weight ?? 1;
/** `302-1` before `302-10`, `13.2` before `13.10`. */
const byCode = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** The disclosures the page's frameworks ask for: each chosen framework's chosen topics (all of it when none is chosen). */
export function scopeOf(frameworks: readonly FrameworkSelection[], disclosures: readonly Disclosure[]): Disclosure[] {
  return disclosures.filter((d) => frameworks.some((f) => f.framework === d.framework && (f.categories.length === 0 || f.categories.includes(d.topic))));
}

export const isExpired = (item: Pick<InitiativeInput, "expirationDate">, today: string) => item.expirationDate !== null && item.expirationDate < today;

/** Which in-scope disclosures the published initiatives address (mapped), and which only their text suggests (candidates). */
export function coverageOf(input: AnalysisInput, scope: readonly Disclosure[]) {
  const inScope = new Set(scope.map((d) => keyOf(d.framework, d.code)));
  const addressed = new Map<string, number[]>();
  const candidates = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const ids = map.get(key) ?? [];
    if (!ids.includes(id)) map.set(key, [...ids, id]);
  };
  const published = input.initiatives.filter((i) => i.isPublished);
  for (const item of published) {
    for (const ref of item.mapped) if (inScope.has(keyOf(ref.framework, ref.disclosure))) add(addressed, keyOf(ref.framework, ref.disclosure), item.id);
  }
  for (const item of published) {
    for (const ref of item.matched) {
      const key = keyOf(ref.framework, ref.disclosure);
      if (inScope.has(key) && !addressed.has(key)) add(candidates, key, item.id);
    }
  }
  return { addressed, candidates, isAddressed: (d: Disclosure) => addressed.has(keyOf(d.framework, d.code)) };
}
type Coverage = ReturnType<typeof coverageOf>;

/** The scope by framework and topic, in the order the page's frameworks list them. */
function topicsOf(scope: readonly Disclosure[]): { framework: string; topic: string; disclosures: Disclosure[] }[] {
  const groups = new Map<string, { framework: string; topic: string; disclosures: Disclosure[] }>();
  for (const d of scope) {
    const key = keyOf(d.framework, d.topic);
    const group = groups.get(key) ?? { framework: d.framework, topic: d.topic, disclosures: [] };
    group.disclosures.push(d);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const ref = (d: Disclosure, language: LanguageCode) => ({ framework: d.framework, code: d.code, title: disclosureTitle(d, language) });

/** Topics with at least half their weight addressed, and verified initiatives whose evidence is still valid. */
export function strengthsOf(input: AnalysisInput, scope: readonly Disclosure[], coverage: Coverage, language: LanguageCode): Strength[] {
  const texts = FINDING_TEXTS[language];
  const topics: Strength[] = [];
  for (const group of topicsOf(scope)) {
    const covered = group.disclosures.filter(coverage.isAddressed);
    const share = covered.reduce((sum, d) => sum + weightOf(d), 0) / group.disclosures.reduce((sum, d) => sum + weightOf(d), 0);
    if (covered.length === 0 || share < STRONG_TOPIC_SHARE) continue;
    const topic = topicName(group.framework, group.topic, language);
    topics.push({
      kind: "topic",
      text: texts.strengthTopic({ topic, covered: covered.length, total: group.disclosures.length }),
      framework: group.framework,
      topic: group.topic,
      item_id: null,
      covered: covered.length,
      total: group.disclosures.length,
      disclosures: covered.map((d) => ref(d, language)),
    });
  }
  const verified: Strength[] = input.initiatives
    .filter((i) => i.isPublished && i.evidenceState === "verified" && !isExpired(i, input.today))
    .map((item) => {
      const addresses = scope.filter((d) => item.mapped.some((m) => m.framework === d.framework && m.disclosure === d.code));
      return {
        kind: "verified",
        text: texts.strengthVerified({ title: itemTitle(item.title, language, item.id), count: addresses.length }),
        framework: null,
        topic: null,
        item_id: item.id,
        covered: addresses.length,
        total: scope.length,
        disclosures: addresses.map((d) => ref(d, language)),
      };
    });
  return [...topics, ...verified];
}

/** Open disclosures by topic, heaviest topic first; within a topic heaviest first, then by code. */
export function gapsOf(input: AnalysisInput, scope: readonly Disclosure[], coverage: Coverage, language: LanguageCode): Gap[] {
  const texts = FINDING_TEXTS[language];
  const titles = new Map(input.initiatives.map((i) => [i.id, itemTitle(i.title, language, i.id)]));
  const gaps: Gap[] = [];
  for (const group of topicsOf(scope)) {
    const open = group.disclosures.filter((d) => !coverage.isAddressed(d)).sort((a, b) => weightOf(b) - weightOf(a) || byCode(a.code, b.code));
    if (open.length === 0) continue;
    const topic = topicName(group.framework, group.topic, language);
    gaps.push({
      framework: group.framework,
      topic: group.topic,
      topic_name: topic,
      weight: open.reduce((sum, d) => sum + weightOf(d), 0),
      text: texts.gapTopic({ topic, open: open.length }),
      disclosures: open.map((d) => {
        const candidates = coverage.candidates.get(keyOf(d.framework, d.code)) ?? [];
        const named = { code: d.code, title: disclosureTitle(d, language) };
        return {
          ...ref(d, language),
          weight: weightOf(d),
          candidates,
          text:
            candidates.length > 0
              ? texts.gapCandidates({ ...named, items: candidates.map((id) => quoted(language, titles.get(id)!)).join(texts.listJoin) })
              : texts.gapDisclosure(named),
        };
      }),
    });
  }
  return gaps.sort((a, b) => b.weight - a.weight || a.framework.localeCompare(b.framework) || byCode(a.topic, b.topic));
}

/** Catalogue initiatives not on the page yet that close the most weight of open disclosures, with what each closes. */
export function suggestionsOf(input: AnalysisInput, scope: readonly Disclosure[], coverage: Coverage, language: LanguageCode): Suggestion[] {
  const texts = FINDING_TEXTS[language];
  const open = new Map(scope.filter((d) => !coverage.isAddressed(d)).map((d) => [keyOf(d.framework, d.code), d]));
  const onPage = new Set(input.initiatives.map((i) => i.standardInitiativeId).filter((id) => id !== null));
  const suggestions: Suggestion[] = [];
  for (const entry of input.catalogue) {
    if (onPage.has(entry.id)) continue;
    const closes = [...new Set(entry.disclosures.map((r) => keyOf(r.framework, r.disclosure)))].flatMap((key) => open.get(key) ?? []);
    if (closes.length === 0) continue;
    const title = itemTitle(entry.title, language, entry.id);
    suggestions.push({
      standard_initiative_id: entry.id,
      code: entry.code,
      title,
      weight: closes.reduce((sum, d) => sum + weightOf(d), 0),
      closes: closes.map((d) => ref(d, language)),
      text: texts.suggestion({ title, codes: closes.map((d) => codeLabel(d.framework, d.code)).join(texts.listJoin) }),
    });
  }
  return suggestions
    .sort((a, b) => b.weight - a.weight || b.closes.length - a.closes.length || a.standard_initiative_id - b.standard_initiative_id)
    .slice(0, MAX_SUGGESTIONS);
}
