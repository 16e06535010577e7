import { disclosureTable } from "./build.ts";

/**
 * SSBJ Standards (Sustainability Standards Board of Japan, March 2025): the
 * Universal Standard (「サステナビリティ開示基準の適用」), Theme-based
 * Standard No. 1 General Disclosures (「一般開示基準」) and No. 2
 * Climate-related Disclosures (「気候関連開示基準」), by their core content.
 * Codes are the standard (`universal`, `general`, `climate`) and the area.
 * The standards are written in Japanese; the Japanese titles are their
 * section names, the English ones the SSBJ's English names in short.
 */
const topicOf = (code: string) => {
  if (code.startsWith("universal-")) return "ssbj-universal";
  const area = code.split("-")[1];
  if (area === "governance") return "ssbj-governance";
  if (area === "strategy" || area === "resilience" || area === "financial") return "ssbj-strategy";
  if (area === "risk") return "ssbj-risk-management";
  return "ssbj-metrics-targets";
};

const THEMES = `
universal-entity | Universal Standard: reporting entity and connection with financial statements | 報告企業及び財務諸表とのつながり | reporting entity, financial statements, connected information | 報告企業, 財務諸表, つながりのある情報
universal-materiality | Universal Standard: material information about sustainability-related risks and opportunities | 重要性がある情報 | material information, materiality | 重要性, マテリアリティ
universal-timing | Universal Standard: timing of reporting and comparative information | 報告のタイミング及び比較情報 | reporting timing, comparative information | 報告のタイミング, 比較情報, 有価証券報告書
general-governance | General Disclosures: governance | 一般開示基準：ガバナンス | board oversight, sustainability committee, governance | 取締役会の監督, サステナビリティ委員会, ガバナンス | 2
general-strategy | General Disclosures: strategy | 一般開示基準：戦略 | sustainability risk, sustainability opportunity, sustainability strategy, business model | サステナビリティ関連のリスク, 機会, 戦略, ビジネスモデル | 2
general-financial | General Disclosures: effects on financial position, performance and cash flows | 一般開示基準：財務的影響 | financial effect, financial impact | 財務的影響, 財務への影響
general-risk | General Disclosures: risk management | 一般開示基準：リスク管理 | risk management, risk assessment | リスク管理, リスク評価
general-metrics | General Disclosures: metrics and targets | 一般開示基準：指標及び目標 | kpi, sustainability target, performance indicator | KPI, 指標, 目標年 | 2
climate-governance | Climate-related Disclosures: governance | 気候関連開示基準：ガバナンス | board oversight of climate, climate governance | 気候ガバナンス, 取締役会の監督, 気候変動 | 2
climate-strategy | Climate-related Disclosures: strategy and transition plan | 気候関連開示基準：戦略 | climate risk, climate opportunity, transition plan, physical risk, transition risk | 気候関連リスク, 移行計画, 物理的リスク, 移行リスク | 2
climate-resilience | Climate-related Disclosures: climate resilience and scenario analysis | 気候関連開示基準：気候レジリエンス | scenario analysis, climate scenario, resilience | シナリオ分析, 気候シナリオ, レジリエンス
climate-financial | Climate-related Disclosures: effects on financial position, performance and cash flows | 気候関連開示基準：財務的影響 | financial effect, climate financial impact | 財務的影響, 財務への影響
climate-risk | Climate-related Disclosures: risk management | 気候関連開示基準：リスク管理 | climate risk assessment, risk management | 気候リスク評価, リスク管理
climate-ghg | Climate-related Disclosures: Scope 1, Scope 2 and Scope 3 greenhouse gas emissions | 気候関連開示基準：温室効果ガス排出 | scope 1, scope 2, scope 3, ghg emissions, greenhouse gas | スコープ1, スコープ2, スコープ3, 温室効果ガス, 排出量 | 2
climate-metrics | Climate-related Disclosures: cross-industry metrics (risks, opportunities, capital, carbon price, remuneration) | 気候関連開示基準：産業横断的指標等 | internal carbon price, capital expenditure, executive remuneration, physical risk | インターナルカーボンプライシング, 設備投資, 役員報酬
climate-targets | Climate-related Disclosures: climate-related targets | 気候関連開示基準：気候関連の目標 | emission target, science based target, net zero, carbon neutral | 削減目標, SBT, ネットゼロ, カーボンニュートラル | 2
`;

export const SSBJ = disclosureTable("ssbj", topicOf, THEMES);
