import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { STANDARD_INITIATIVE_DISCLOSURES } from "../frameworks/data/standard-initiatives.ts";

/** Fewer published peers than this and the comparison is hidden: a percentile of three pages says little and tells on them. */
export const MIN_PEERS = 5;

export type PeerGroup = { pageId: number; country: string; categories: string[] };
/** Why a page has no peer group. */
export type NoPeerGroup = "no_country" | "no_category";

/** A page's peers: published pages of the same country that share one of its business categories. */
export function peerGroupOf(page: { id: number; country: string | null; businessCategory: readonly string[] }): PeerGroup | NoPeerGroup {
  if (!page.country) return "no_country";
  if (page.businessCategory.length === 0) return "no_category";
  return { pageId: page.id, country: page.country, categories: [...page.businessCategory] };
}

const peersOf = (group: PeerGroup) => sql`select b.id from businesses b
  where b.is_published and b.country = ${group.country} and b.id <> ${group.pageId}
    and b.business_category ?| array(select jsonb_array_elements_text(${JSON.stringify(group.categories)}::jsonb))`;

/** Where a score stands among the peers' latest scores of the same framework. */
export type Standing = { peers: number; below: number; equal: number };

/**
 * Each framework's standing among the peers, in one query: every peer's
 * latest score (an index probe of `benchmark_scores`' primary key per peer)
 * counted below and equal to the page's own. Peers without a score of a
 * framework are not counted for it.
 */
export async function peerStandings(db: Pick<Database, "execute">, group: PeerGroup, scores: ReadonlyMap<string, number>): Promise<Map<string, Standing>> {
  if (scores.size === 0) return new Map();
  const mine = JSON.stringify(Object.fromEntries(scores));
  const rows = rowsOf<{ framework: string; peers: number; below: number; equal: number }>(
    await db.execute(sql`with mine(framework, score) as (select key, value::real from jsonb_each_text(${mine}::jsonb)),
      peers as (${peersOf(group)})
      select m.framework, count(*)::int as peers,
        count(*) filter (where s.score < m.score)::int as below,
        count(*) filter (where s.score = m.score)::int as equal
      from mine m cross join peers p
      cross join lateral (select score from benchmark_scores bs where bs.business_id = p.id and bs.framework = m.framework order by bs.day desc limit 1) s
      group by m.framework`),
  );
  return new Map(rows.map((r) => [r.framework, { peers: Number(r.peers), below: Number(r.below), equal: Number(r.equal) }]));
}

/** The percentile rank (0–100) of a score among its peers: the share below it, counting ties as half. */
export const percentileOf = (standing: Standing) => (standing.peers === 0 ? 0 : Math.round((100 * (standing.below + standing.equal / 2)) / standing.peers));

const CATALOGUE = JSON.stringify(
  Object.entries(STANDARD_INITIATIVE_DISCLOSURES).flatMap(([code, refs]) => refs.map((r) => ({ code, framework: r.framework, disclosure: r.disclosure }))),
);

/**
 * How many peers address each disclosure of `frameworks` with a published
 * initiative (the catalogue's mapping of standard initiatives, and mappings
 * their owners confirmed), keyed `framework:code`. It ranks gaps: what the
 * page's sector reports comes first.
 */
export async function peerCoverage(db: Pick<Database, "execute">, group: PeerGroup, frameworks: readonly string[]): Promise<Map<string, number>> {
  if (frameworks.length === 0) return new Map();
  const rows = rowsOf<{ framework: string; disclosure: string; n: number }>(
    await db.execute(sql`with peers as (${peersOf(group)}),
      catalogue as (select * from jsonb_to_recordset(${CATALOGUE}::jsonb) as k(code text, framework text, disclosure text)),
      addressed as (
        select cd.business_id, cd.framework, cd.disclosure from content_disclosures cd
          join contents c on c.id = cd.content_id
          where cd.state = 'confirmed' and c.is_published and cd.business_id in (select id from peers)
        union
        select c.business_id, k.framework, k.disclosure from contents c
          join standard_initiatives si on si.id = c.standard_initiative_id
          join catalogue k on k.code = si.code
          where c.is_published and c.business_id in (select id from peers)
      )
      select framework, disclosure, count(*)::int as n from addressed
      where framework in (select jsonb_array_elements_text(${JSON.stringify(frameworks)}::jsonb))
      group by framework, disclosure`),
  );
  return new Map(rows.map((r) => [`${r.framework}:${r.disclosure}`, Number(r.n)]));
}
