import { disclosureTable } from "./build.ts";

/**
 * SASB Standards: the 26 general issue categories of the SASB Standards'
 * taxonomy, each under its dimension (the category codes of
 * catalog/frameworks.ts). The industry standards' own topics and metrics are
 * industry-specific and not listed. No Japanese titles: the ISSB's Japanese
 * translation's names are not reproduced here.
 */
const DIMENSIONS: Record<string, string> = {
  "ghg-emissions": "environment",
  "air-quality": "environment",
  "energy-management": "environment",
  "water-wastewater-management": "environment",
  "waste-hazardous-materials-management": "environment",
  "ecological-impacts": "environment",
  "human-rights-community-relations": "social-capital",
  "customer-privacy": "social-capital",
  "data-security": "social-capital",
  "access-affordability": "social-capital",
  "product-quality-safety": "social-capital",
  "customer-welfare": "social-capital",
  "selling-practices-product-labeling": "social-capital",
  "labor-practices": "human-capital",
  "employee-health-safety": "human-capital",
  "employee-engagement-diversity-inclusion": "human-capital",
  "product-design-lifecycle-management": "business-model",
  "business-model-resilience": "business-model",
  "supply-chain-management": "business-model",
  "materials-sourcing-efficiency": "business-model",
  "physical-impacts-of-climate-change": "business-model",
  "business-ethics": "leadership-governance",
  "competitive-behavior": "leadership-governance",
  "management-of-legal-regulatory-environment": "leadership-governance",
  "critical-incident-risk-management": "leadership-governance",
  "systemic-risk-management": "leadership-governance",
};

const CATEGORIES = `
ghg-emissions | GHG Emissions |  | scope 1, ghg emissions, greenhouse gas, carbon emissions, emission reduction | スコープ1, 温室効果ガス, 排出量, 排出削減 | 2
air-quality | Air Quality |  | air quality, air pollution, nox, sox, particulate | 大気汚染, 大気, 窒素酸化物, 硫黄酸化物
energy-management | Energy Management |  | energy consumption, energy efficiency, renewable energy, electricity | エネルギー消費, 省エネ, 再生可能エネルギー, 電力 | 2
water-wastewater-management | Water & Wastewater Management |  | water withdrawal, water consumption, wastewater, water stress | 取水, 水使用量, 排水, 水ストレス, 節水
waste-hazardous-materials-management | Waste & Hazardous Materials Management |  | waste, hazardous waste, hazardous materials, recycling | 廃棄物, 有害廃棄物, 有害物質, リサイクル
ecological-impacts | Ecological Impacts |  | biodiversity, ecosystem, habitat, land use | 生物多様性, 生態系, 生息地, 土地利用
human-rights-community-relations | Human Rights & Community Relations |  | human rights, community relations, local community, indigenous | 人権, 地域社会, 地域コミュニティ, 先住民族
customer-privacy | Customer Privacy |  | customer privacy, personal data, privacy | 個人情報, プライバシー, 顧客情報
data-security | Data Security |  | data security, cybersecurity, data breach, iso 27001, information security | データセキュリティ, サイバーセキュリティ, 情報漏洩, 情報セキュリティ
access-affordability | Access & Affordability |  | access, affordability, affordable, underserved | 手頃な価格, アクセス, 利用しやすい
product-quality-safety | Product Quality & Safety |  | product quality, product safety, recall, quality management | 品質, 製品安全, リコール, 品質管理
customer-welfare | Customer Welfare |  | customer welfare, customer health, nutrition | 顧客の健康, 栄養
selling-practices-product-labeling | Selling Practices & Product Labeling |  | labeling, labelling, marketing, responsible selling, advertising | 表示, ラベル, 広告, 販売慣行
labor-practices | Labor Practices |  | labor practices, wages, living wage, working hours, labour | 労働慣行, 賃金, 生活賃金, 労働時間
employee-health-safety | Employee Health & Safety |  | health and safety, occupational safety, injury, iso 45001 | 労働安全衛生, 安全衛生, 労働災害
employee-engagement-diversity-inclusion | Employee Engagement, Diversity & Inclusion |  | employee engagement, diversity, inclusion, gender | 従業員エンゲージメント, ダイバーシティ, 多様性, インクルージョン
product-design-lifecycle-management | Product Design & Lifecycle Management |  | product design, lifecycle, life cycle assessment, ecodesign, circular | 製品設計, ライフサイクル, 環境配慮設計, LCA
business-model-resilience | Business Model Resilience |  | business model resilience, transition risk, scenario analysis | 事業のレジリエンス, 移行リスク, シナリオ分析
supply-chain-management | Supply Chain Management |  | supply chain, supplier, responsible sourcing, supplier code of conduct | サプライチェーン, サプライヤー, 責任ある調達, 調達方針
materials-sourcing-efficiency | Materials Sourcing & Efficiency |  | raw material, materials sourcing, recycled material, packaging | 原材料, 資材調達, 再生材, 包装
physical-impacts-of-climate-change | Physical Impacts of Climate Change |  | physical risk, flood, extreme weather, climate adaptation | 物理的リスク, 洪水, 異常気象, 気候変動への適応
business-ethics | Business Ethics |  | business ethics, anti-corruption, bribery, code of conduct, whistleblowing | 企業倫理, 腐敗防止, 贈収賄, 行動規範, 内部通報
competitive-behavior | Competitive Behavior |  | antitrust, anti-competitive, competition law | 独占禁止法, 競争法, 反競争的
management-of-legal-regulatory-environment | Management of the Legal & Regulatory Environment |  | regulatory, public policy, lobbying, compliance | 規制, 政策提言, ロビー活動, 法令遵守
critical-incident-risk-management | Critical Incident Risk Management |  | critical incident, emergency response, business continuity, process safety | 重大事故, 緊急時対応, 事業継続, BCP
systemic-risk-management | Systemic Risk Management |  | systemic risk, financial stability | システミックリスク, 金融安定
`;

export const SASB = disclosureTable("sasb", (code) => DIMENSIONS[code] ?? "", CATEGORIES);
