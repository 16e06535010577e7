/**
 * Explore's benchmark fixture: `count` pages in one `insert … select` —
 * half English, half Japanese; one in 13 of each has "Green" or "環境" in its
 * name (the benchmark's common searches), one in 4,001 "Kombucha" or "昆布茶"
 * (the rare ones); about 3% unpublished or hidden. Each page
 * offers its own language. The table is vacuumed and analysed afterwards, as
 * autovacuum would do, so it cannot start in the middle of a measurement.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";

const EN_FIRST = ["Green", "Blue", "Solar", "River", "Forest", "North", "Bright", "Ocean", "Stone", "Maple", "Harbor", "Cedar", "Summit"];
const JA_FIRST = ["環境", "みどり", "太陽", "森の", "海辺", "未来", "ひかり", "大地", "さくら", "青空", "風の", "水辺", "山の"];
const EN_LAST = ["Coffee", "Works", "Studio", "Farm", "Energy", "Textiles", "Logistics", "Foods", "Labs", "Partners", "Homes"];
const JA_LAST = ["コーヒー", "工房", "農園", "電力", "商店", "製作所", "食品", "物流", "研究所", "建設", "住宅"];
const COUNTRIES = ["JP", "US", "GB", "DE", "FR", "SG"];
const FRAMEWORKS = ["gri", "ifrs-s2", "sasb", "cdp", "sdgs", "ssbj"];
const CATEGORIES = ["agriculture", "apparel", "energy", "food", "retail", "technology", "transport"];

/**
 * Runs a bulk insert with a GIN index dropped and built again afterwards from
 * its own stored definition: one build is many times faster than a million
 * single-row GIN updates (the search indexes have fastupdate off).
 */
async function withoutSearchIndex(db: Database, index: string, insert: () => Promise<void>): Promise<void> {
  const [found] = rowsOf<{ indexdef: string }>(await db.execute(sql`select indexdef from pg_indexes where indexname = ${index}`));
  if (found) await db.execute(sql.raw(`drop index "${index}"`));
  try {
    await insert();
  } finally {
    if (found) await db.execute(sql.raw(found.indexdef));
  }
}

const pick = (list: string[], index: SQL) => sql`(${sql.raw(`array[${list.map((v) => `'${v}'`).join(",")}]`)})[1 + (${index})]`;

export async function seedExplorePages(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  const owner = crypto.randomUUID();
  const english = sql`i % 2 = 0`;
  await withoutSearchIndex(db, "businesses_search_grams_idx", async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into users (id, name, email, email_verified) values (${owner}, 'Explore Bench', ${`explore-${owner}@example.com`}, true)`);
      await tx.execute(sql`
      insert into businesses (handle, owner_id, country, page_type, framework_type, business_category, name_json, description_json,
        default_language_id, is_published, is_visible, published_at, upvote_count)
      select 'explore-' || i, ${owner}, ${pick(COUNTRIES, sql`i % 6`)}, case when i % 5 = 0 then 'personal' else 'business' end,
        ${pick(FRAMEWORKS, sql`i % 6`)}, jsonb_build_array(${pick(CATEGORIES, sql`i % 7`)}),
        case when ${english}
          then jsonb_build_object('en', ${pick(EN_FIRST, sql`(i / 2) % 13`)} || ' ' || ${pick(EN_LAST, sql`(i / 26) % 11`)} || ' ' || i
            || case when i % 4001 = 2 then ' Kombucha' else '' end)
          else jsonb_build_object('ja', ${pick(JA_FIRST, sql`(i / 2) % 13`)} || ${pick(JA_LAST, sql`(i / 26) % 11`)} || ' ' || i
            || case when i % 4001 = 1 then ' 昆布茶' else '' end) end,
        case when ${english}
          then '{"en": "We measure, reduce and report our footprint every year, with targets checked by a third party."}'::jsonb
          else '{"ja": "私たちは毎年、事業の負荷を測り、減らし、報告しています。目標は第三者が確認します。"}'::jsonb end,
        case when ${english} then 1 else 2 end,
        i % 50 <> 0, i % 70 <> 0, now() - make_interval(mins => i), (i * 7919) % 500
      from generate_series(1, ${count}::int) as i`);
      await tx.execute(sql`insert into business_languages (business_id, language_id)
      select id, default_language_id from businesses where owner_id = ${owner}`);
    });
  });
  await db.execute(sql`vacuum analyze businesses`);
}

const EN_TOPIC = ["Green", "Solar", "Water", "Waste", "Forest", "Supplier", "Office", "Fleet", "Packaging", "Training", "Heat", "Paper", "Food"];
const JA_TOPIC = ["環境", "太陽光", "節水", "廃棄物", "森林", "調達", "事務所", "車両", "包装", "研修", "排熱", "用紙", "食品"];
const EN_ACTION = ["roof", "audit", "target", "pilot", "programme", "report", "reduction"];
const JA_ACTION = ["屋根", "監査", "目標", "試行", "計画", "報告", "削減"];

/**
 * About `count` initiatives, spread evenly over the Explore pages seeded by
 * `seedExplorePages` (ten a page at the issue's scale), in one `insert …
 * select`: in the page's language; one in 13 titled with "Green" or "環境",
 * one in 40,009 mentions "Zeolite" or "沸石" (the rare words); nine in ten
 * shared to Explore, with a status and a spread of upvotes and share times.
 */
export async function seedExploreInitiatives(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  const [seeded] = rowsOf<{ pages: number }>(await db.execute(sql`select count(*)::int as pages from businesses where handle like 'explore-%'`));
  if (!seeded?.pages) return;
  const perPage = Math.max(1, Math.round(count / seeded.pages));
  await withoutSearchIndex(db, "contents_search_grams_idx", () => insertInitiatives(db, perPage));
  await db.execute(sql`vacuum analyze contents`);
}

async function insertInitiatives(db: Database, perPage: number): Promise<void> {
  const english = sql`b.default_language_id = 1`;
  await db.execute(sql`
    insert into contents (business_id, order_key, title_json, description_json, cover_image, status_id, shared_to_explore, shared_at, upvote_count)
    select b.id, n, case when ${english}
        then jsonb_build_object('en', ${pick(EN_TOPIC, sql`(b.id + n) % 13`)} || ' ' || ${pick(EN_ACTION, sql`n % 7`)} || ' ' || n)
        else jsonb_build_object('ja', ${pick(JA_TOPIC, sql`(b.id + n) % 13`)} || ${pick(JA_ACTION, sql`n % 7`)} || n) end,
      case when ${english}
        then jsonb_build_object('en', 'What we changed this year and what it saved.' || case when (b.id * 11 + n) % 40009 = 0 then ' Zeolite filters.' else '' end)
        else jsonb_build_object('ja', '今年変えたことと、その効果。' || case when (b.id * 11 + n) % 40009 = 1 then '沸石フィルター。' else '' end) end,
      'pages/' || b.id || '/images/cover.png', 1 + (b.id + n) % 4, (b.id + n) % 10 <> 0,
      now() - make_interval(mins => b.id * ${perPage}::int + n), ((b.id + n) * 7919) % 300
    from businesses b cross join generate_series(1, ${perPage}::int) as n
    where b.handle like 'explore-%'`);
}
