import { disclosureTable } from "./build.ts";

/**
 * CDP: the areas its questionnaire asks about for each theme — climate
 * change, water security, forests — as in the integrated corporate
 * questionnaire (from 2024): governance, risks and opportunities, strategy,
 * targets, environmental performance per theme, verification, engagement.
 * Codes are the theme and the area; titles are CDP's area names in short,
 * in English only.
 */
const topicOf = (code: string) => code.split("-")[0]!;

const AREAS = `
climate-governance | Climate: board oversight and management responsibility |  | board oversight of climate, climate governance, climate committee | 気候ガバナンス, 取締役会の監督, 気候変動委員会
climate-risks | Climate: identification and management of risks and opportunities |  | climate risk, climate-related risk, climate opportunity, risk assessment | 気候関連リスク, 気候変動リスク, 機会 | 2
climate-strategy | Climate: business strategy and climate transition plan |  | transition plan, climate strategy, decarbonization strategy | 移行計画, 気候変動戦略, 脱炭素戦略
climate-scenario | Climate: climate-related scenario analysis |  | scenario analysis, climate scenario | シナリオ分析, 気候シナリオ
climate-targets | Climate: emissions targets and net-zero |  | emission target, science based target, sbti, net zero, carbon neutral | 削減目標, SBT, ネットゼロ, カーボンニュートラル | 2
climate-emissions-1-2 | Climate: Scope 1 and Scope 2 emissions |  | scope 1, scope 2, ghg emissions, greenhouse gas, carbon footprint | スコープ1, スコープ2, 温室効果ガス, 排出量 | 2
climate-emissions-3 | Climate: Scope 3 emissions |  | scope 3, value chain emissions, supply chain emissions | スコープ3, サプライチェーン排出量 | 2
climate-energy | Climate: energy consumption and renewable energy |  | energy consumption, renewable energy, renewable electricity, energy efficiency | エネルギー消費, 再生可能エネルギー, 省エネ
climate-verification | Climate: third-party verification of emissions data |  | verification, assurance, third-party verification | 第三者検証, 第三者保証
climate-carbon-pricing | Climate: carbon pricing and carbon credits |  | internal carbon price, carbon credit, emissions trading, carbon tax | インターナルカーボンプライシング, カーボンクレジット, 排出量取引, 炭素税
climate-engagement | Climate: value chain engagement and public policy |  | supplier engagement, customer engagement, climate policy engagement | サプライヤーエンゲージメント, 取引先との協働
water-governance | Water: board oversight and management responsibility |  | water governance, water policy | 水ガバナンス, 水方針
water-risks | Water: water-related risks, dependencies and impacts |  | water risk, water stress, drought, flood, water scarcity | 水リスク, 水ストレス, 渇水, 洪水 | 2
water-accounting | Water: withdrawal, discharge and consumption |  | water withdrawal, water discharge, water consumption, water use | 取水, 排水, 水消費, 水使用量 | 2
water-facilities | Water: facilities in water-stressed areas |  | water-stressed area, facility water | 水ストレス地域, 拠点
water-quality | Water: pollutants and wastewater quality |  | water pollution, wastewater treatment, water quality | 水質汚濁, 排水処理, 水質
water-strategy | Water: business strategy and water targets |  | water target, water strategy, water efficiency, water saving | 水目標, 水戦略, 節水, 水効率
water-engagement | Water: value chain engagement and stewardship |  | water stewardship, watershed, supplier water | ウォータースチュワードシップ, 流域
forests-commodities | Forests: commodities produced, sourced or used |  | palm oil, soy, timber, cattle, rubber, cocoa, coffee, paper | パーム油, 大豆, 木材, 牛, ゴム, カカオ, コーヒー, 紙 | 2
forests-traceability | Forests: traceability and certification of commodities |  | traceability, fsc, pefc, rspo, certified | トレーサビリティ, FSC, PEFC, RSPO, 認証 | 2
forests-commitments | Forests: no-deforestation and no-conversion commitments |  | deforestation, zero deforestation, no conversion, deforestation-free | 森林破壊, 森林減少, 森林破壊ゼロ
forests-risks | Forests: forest-related risks and opportunities |  | forest risk, deforestation risk | 森林リスク, 森林破壊リスク
forests-governance | Forests: board oversight and management responsibility |  | forest governance, forest policy | 森林方針
forests-engagement | Forests: supplier engagement and landscape initiatives |  | supplier engagement, landscape, smallholder, reforestation | サプライヤーエンゲージメント, 小規模農家, 植林, 森林保全
`;

export const CDP = disclosureTable("cdp", topicOf, AREAS);
