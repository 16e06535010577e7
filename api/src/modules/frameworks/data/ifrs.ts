import { disclosureTable } from "./build.ts";

/**
 * IFRS S1 (general requirements) and IFRS S2 (climate-related disclosures,
 * which absorbed the TCFD recommendations), June 2023: their core content —
 * governance, strategy, risk management, metrics and targets — as the
 * paragraphs that ask for it. Codes are `s1-`/`s2-` and the paragraph (with
 * its sub-paragraph where one paragraph asks for several things); titles are
 * short names of what the paragraph requires, not the standard's wording.
 * The Japanese titles are left out: the ISSB's Japanese translation's
 * wording is not reproduced here.
 */
const pillar = (prefix: "s1" | "s2") => (code: string) => {
  const paragraph = Number.parseInt(code.slice(3), 10);
  if (paragraph <= (prefix === "s1" ? 27 : 7)) return `${prefix}-governance`;
  if (paragraph <= (prefix === "s1" ? 42 : 23)) return `${prefix}-strategy`;
  if (paragraph <= (prefix === "s1" ? 44 : 26)) return `${prefix}-risk-management`;
  return `${prefix}-metrics-targets`;
};

const S1 = `
s1-27a | Governance body's oversight of sustainability-related risks and opportunities |  | board oversight, sustainability committee, governance body | 取締役会の監督, サステナビリティ委員会 | 2
s1-27b | Management's role in governing sustainability-related risks and opportunities |  | management committee, sustainability officer, management's role | 経営会議, 担当役員, 推進体制
s1-30 | Sustainability-related risks and opportunities and their time horizons |  | sustainability risk, sustainability opportunity, time horizon | サステナビリティ関連のリスク, リスクと機会, 時間軸 | 2
s1-32 | Effects on the business model and value chain |  | business model, value chain | ビジネスモデル, バリューチェーン
s1-33 | Effects on strategy and decision-making |  | sustainability strategy, strategic response, decision-making | 戦略, 意思決定
s1-34 | Effects on financial position, financial performance and cash flows |  | financial effect, financial impact, cash flow | 財務的影響, 財務への影響, キャッシュ・フロー
s1-41 | Resilience of the strategy and business model |  | resilience, scenario | レジリエンス, シナリオ
s1-44a | Processes to identify, assess, prioritise and monitor sustainability-related risks |  | risk assessment, risk identification, risk management process | リスク評価, リスクの特定, リスク管理
s1-44b | Processes to identify, assess, prioritise and monitor sustainability-related opportunities |  | opportunity assessment | 機会の特定, 事業機会
s1-44c | Integration into the overall risk management process |  | enterprise risk management, erm, integrated risk management | 全社的リスク管理, リスクマネジメント
s1-46 | Metrics for sustainability-related risks and opportunities |  | kpi, sustainability metric, performance indicator | KPI, 指標 | 2
s1-51 | Targets set and progress towards them |  | sustainability target, target year, progress towards target | 目標年, 目標達成, 進捗状況 | 2
`;

const S2 = `
s2-6a | Governance body's oversight of climate-related risks and opportunities |  | board oversight of climate, climate governance, board climate | 気候変動の監督, 気候ガバナンス, 取締役会 | 2
s2-6b | Management's role in governing climate-related risks and opportunities |  | climate committee, climate officer, management's role | 気候変動委員会, 担当役員
s2-10 | Climate-related risks and opportunities: physical and transition, time horizons |  | climate-related risk, climate risk, climate opportunity, physical risk, transition risk | 気候関連リスク, 気候変動リスク, 物理的リスク, 移行リスク, 機会 | 2
s2-13 | Effects on the business model and value chain |  | business model, value chain, climate impact on business | ビジネスモデル, バリューチェーン
s2-14 | Strategy and decision-making, including the climate transition plan |  | transition plan, decarbonization strategy, climate strategy, net zero plan | 移行計画, 脱炭素戦略, 気候変動戦略 | 2
s2-15 | Effects on financial position, financial performance and cash flows |  | financial effect, financial impact, climate financial | 財務的影響, 財務への影響
s2-22 | Climate resilience and climate-related scenario analysis |  | scenario analysis, climate scenario, resilience, 1.5c, 2c scenario | シナリオ分析, 気候シナリオ, レジリエンス, 1.5℃ | 2
s2-25a | Processes to identify, assess, prioritise and monitor climate-related risks |  | climate risk assessment, risk identification | 気候リスク評価, リスクの特定, リスク評価
s2-25b | Processes to identify, assess, prioritise and monitor climate-related opportunities |  | climate opportunity, low-carbon product | 気候関連の機会, 低炭素製品
s2-25c | Integration into the overall risk management process |  | enterprise risk management, erm, integrated risk management | 全社的リスク管理, リスクマネジメント
s2-29a-1 | Scope 1 greenhouse gas emissions |  | scope 1, direct emissions, ghg emissions, greenhouse gas | スコープ1, 直接排出, 温室効果ガス, 排出量 | 2
s2-29a-2 | Scope 2 greenhouse gas emissions (location-based) |  | scope 2, purchased electricity, location-based, ghg emissions | スコープ2, 購入電力, ロケーション基準, 温室効果ガス | 2
s2-29a-3 | Scope 3 greenhouse gas emissions by category |  | scope 3, value chain emissions, supply chain emissions, financed emissions | スコープ3, サプライチェーン排出量, ファイナンスド・エミッション | 2
s2-29b | Assets and business activities vulnerable to transition risks |  | transition risk, stranded asset, carbon pricing exposure | 移行リスク, 座礁資産
s2-29c | Assets and business activities vulnerable to physical risks |  | physical risk, flood, extreme weather, heat stress | 物理的リスク, 洪水, 異常気象, 自然災害
s2-29d | Assets and business activities aligned with climate-related opportunities |  | climate opportunity, green revenue, low-carbon product | 気候関連の機会, 低炭素製品, 環境配慮型製品
s2-29e | Capital deployment towards climate-related risks and opportunities |  | capital expenditure, green investment, climate investment, capex | 設備投資, グリーン投資, 気候関連投資
s2-29f | Internal carbon prices |  | internal carbon price, internal carbon pricing, shadow price | インターナルカーボンプライシング, 社内炭素価格
s2-29g | Climate-related considerations in executive remuneration |  | executive remuneration, climate-linked pay, executive compensation | 役員報酬, 報酬連動
s2-32 | Industry-based metrics |  | industry metric, sasb metric | 業種別指標, 産業別指標
s2-33 | Climate-related targets and progress |  | climate target, emission target, science based target, sbti, net zero target | 削減目標, 気候目標, SBT, ネットゼロ目標 | 2
s2-36 | Greenhouse gas emissions targets: gross, net and use of carbon credits |  | ghg target, carbon credit, offset, net emissions | 排出削減目標, カーボンクレジット, オフセット
`;

export const IFRS = [...disclosureTable("ifrs-s1", pillar("s1"), S1), ...disclosureTable("ifrs-s2", pillar("s2"), S2)];
