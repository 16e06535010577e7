/**
 * Explore's benchmark fixture: `count` pages in one `insert … select` —
 * half English, half Japanese; one in 13 of each has "Green" or "環境" in its
 * name (the benchmark's searches); about 3% unpublished or hidden. Each page
 * offers its own language. The table is vacuumed and analysed afterwards, as
 * autovacuum would do, so it cannot start in the middle of a measurement.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";

const EN_FIRST = ["Green", "Blue", "Solar", "River", "Forest", "North", "Bright", "Ocean", "Stone", "Maple", "Harbor", "Cedar", "Summit"];
const JA_FIRST = ["環境", "みどり", "太陽", "森の", "海辺", "未来", "ひかり", "大地", "さくら", "青空", "風の", "水辺", "山の"];
const EN_LAST = ["Coffee", "Works", "Studio", "Farm", "Energy", "Textiles", "Logistics", "Foods", "Labs", "Partners", "Homes"];
const JA_LAST = ["コーヒー", "工房", "農園", "電力", "商店", "製作所", "食品", "物流", "研究所", "建設", "住宅"];
const COUNTRIES = ["JP", "US", "GB", "DE", "FR", "SG"];
const FRAMEWORKS = ["gri", "ifrs-s2", "sasb", "cdp", "sdgs", "ssbj"];
const CATEGORIES = ["agriculture", "apparel", "energy", "food", "retail", "technology", "transport"];

const pick = (list: string[], index: SQL) => sql`(${sql.raw(`array[${list.map((v) => `'${v}'`).join(",")}]`)})[1 + (${index})]`;

export async function seedExplorePages(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  const owner = crypto.randomUUID();
  const english = sql`i % 2 = 0`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into users (id, name, email, email_verified) values (${owner}, 'Explore Bench', ${`explore-${owner}@example.com`}, true)`);
    await tx.execute(sql`
      insert into businesses (handle, owner_id, country, page_type, framework_type, business_category, name_json, description_json,
        default_language_id, is_published, is_visible, published_at, upvote_count)
      select 'explore-' || i, ${owner}, ${pick(COUNTRIES, sql`i % 6`)}, case when i % 5 = 0 then 'personal' else 'business' end,
        ${pick(FRAMEWORKS, sql`i % 6`)}, jsonb_build_array(${pick(CATEGORIES, sql`i % 7`)}),
        case when ${english}
          then jsonb_build_object('en', ${pick(EN_FIRST, sql`(i / 2) % 13`)} || ' ' || ${pick(EN_LAST, sql`(i / 26) % 11`)} || ' ' || i)
          else jsonb_build_object('ja', ${pick(JA_FIRST, sql`(i / 2) % 13`)} || ${pick(JA_LAST, sql`(i / 26) % 11`)} || ' ' || i) end,
        case when ${english}
          then '{"en": "We measure, reduce and report our footprint every year, with targets checked by a third party."}'::jsonb
          else '{"ja": "私たちは毎年、事業の負荷を測り、減らし、報告しています。目標は第三者が確認します。"}'::jsonb end,
        case when ${english} then 1 else 2 end,
        i % 50 <> 0, i % 70 <> 0, now() - make_interval(mins => i), (i * 7919) % 500
      from generate_series(1, ${count}::int) as i`);
    await tx.execute(sql`insert into business_languages (business_id, language_id)
      select id, default_language_id from businesses where owner_id = ${owner}`);
  });
  await db.execute(sql`vacuum analyze businesses`);
}
