/**
 * Reporting frameworks a page or an initiative can report against, each with
 * the categories an owner picks from (at least one per chosen framework).
 * IFRS S2 absorbed the former TCFD recommendations, so TCFD is not separate.
 */
type Category = { code: string; name: { en: string; ja: string } };
export type Framework = { code: string; name: { en: string; ja: string }; categories: Category[] };

const pillars = (prefix: string): Category[] => [
  { code: `${prefix}-governance`, name: { en: "Governance", ja: "ガバナンス" } },
  { code: `${prefix}-strategy`, name: { en: "Strategy", ja: "戦略" } },
  { code: `${prefix}-risk-management`, name: { en: "Risk management", ja: "リスク管理" } },
  { code: `${prefix}-metrics-targets`, name: { en: "Metrics and targets", ja: "指標と目標" } },
];

const GRI_TOPICS: [string, string, string][] = [
  ["2", "General disclosures", "一般開示事項"],
  ["3", "Material topics", "マテリアルな項目"],
  ["101", "Biodiversity 2024", "生物多様性 2024"],
  ["201", "Economic performance", "経済パフォーマンス"],
  ["202", "Market presence", "地域経済での存在感"],
  ["203", "Indirect economic impacts", "間接的な経済的インパクト"],
  ["204", "Procurement practices", "調達慣行"],
  ["205", "Anti-corruption", "腐敗防止"],
  ["206", "Anti-competitive behavior", "反競争的行為"],
  ["207", "Tax", "税金"],
  ["301", "Materials", "原材料"],
  ["302", "Energy", "エネルギー"],
  ["303", "Water and effluents", "水と排水"],
  ["304", "Biodiversity", "生物多様性"],
  ["305", "Emissions", "大気への排出"],
  ["306", "Waste", "廃棄物"],
  ["308", "Supplier environmental assessment", "サプライヤーの環境面のアセスメント"],
  ["401", "Employment", "雇用"],
  ["402", "Labor/management relations", "労使関係"],
  ["403", "Occupational health and safety", "労働安全衛生"],
  ["404", "Training and education", "研修と教育"],
  ["405", "Diversity and equal opportunity", "ダイバーシティと機会均等"],
  ["406", "Non-discrimination", "非差別"],
  ["407", "Freedom of association and collective bargaining", "結社の自由と団体交渉"],
  ["408", "Child labor", "児童労働"],
  ["409", "Forced or compulsory labor", "強制労働"],
  ["410", "Security practices", "保安慣行"],
  ["411", "Rights of indigenous peoples", "先住民族の権利"],
  ["412", "Human rights assessment", "人権アセスメント"],
  ["413", "Local communities", "地域コミュニティ"],
  ["414", "Supplier social assessment", "サプライヤーの社会面のアセスメント"],
  ["415", "Public policy", "公共政策"],
  ["416", "Customer health and safety", "顧客の安全衛生"],
  ["417", "Marketing and labeling", "マーケティングとラベリング"],
  ["418", "Customer privacy", "顧客プライバシー"],
];

const SDG_GOALS: [string, string][] = [
  ["No poverty", "貧困をなくそう"],
  ["Zero hunger", "飢餓をゼロに"],
  ["Good health and well-being", "すべての人に健康と福祉を"],
  ["Quality education", "質の高い教育をみんなに"],
  ["Gender equality", "ジェンダー平等を実現しよう"],
  ["Clean water and sanitation", "安全な水とトイレを世界中に"],
  ["Affordable and clean energy", "エネルギーをみんなに そしてクリーンに"],
  ["Decent work and economic growth", "働きがいも経済成長も"],
  ["Industry, innovation and infrastructure", "産業と技術革新の基盤をつくろう"],
  ["Reduced inequalities", "人や国の不平等をなくそう"],
  ["Sustainable cities and communities", "住み続けられるまちづくりを"],
  ["Responsible consumption and production", "つくる責任 つかう責任"],
  ["Climate action", "気候変動に具体的な対策を"],
  ["Life below water", "海の豊かさを守ろう"],
  ["Life on land", "陸の豊かさも守ろう"],
  ["Peace, justice and strong institutions", "平和と公正をすべての人に"],
  ["Partnerships for the goals", "パートナーシップで目標を達成しよう"],
];

export const FRAMEWORKS: Framework[] = [
  {
    code: "gri",
    name: { en: "GRI Standards", ja: "GRIスタンダード" },
    categories: GRI_TOPICS.map(([code, en, ja]) => ({ code, name: { en: `GRI ${code}: ${en}`, ja: `GRI ${code}: ${ja}` } })),
  },
  { code: "ifrs-s1", name: { en: "IFRS S1 General requirements", ja: "IFRS S1 全般的要求事項" }, categories: pillars("s1") },
  {
    code: "ifrs-s2",
    name: { en: "IFRS S2 Climate-related disclosures (incl. former TCFD)", ja: "IFRS S2 気候関連開示（旧TCFDを含む）" },
    categories: pillars("s2"),
  },
  {
    code: "sasb",
    name: { en: "SASB Standards", ja: "SASBスタンダード" },
    categories: [
      { code: "environment", name: { en: "Environment", ja: "環境" } },
      { code: "social-capital", name: { en: "Social capital", ja: "社会関係資本" } },
      { code: "human-capital", name: { en: "Human capital", ja: "人的資本" } },
      { code: "business-model", name: { en: "Business model and innovation", ja: "ビジネスモデルとイノベーション" } },
      { code: "leadership-governance", name: { en: "Leadership and governance", ja: "リーダーシップとガバナンス" } },
    ],
  },
  {
    code: "cdp",
    name: { en: "CDP", ja: "CDP" },
    categories: [
      { code: "climate", name: { en: "Climate change", ja: "気候変動" } },
      { code: "water", name: { en: "Water security", ja: "水セキュリティ" } },
      { code: "forests", name: { en: "Forests", ja: "フォレスト" } },
    ],
  },
  {
    code: "sdgs",
    name: { en: "UN Sustainable Development Goals", ja: "持続可能な開発目標（SDGs）" },
    categories: SDG_GOALS.map(([en, ja], i) => ({ code: String(i + 1), name: { en: `Goal ${i + 1}: ${en}`, ja: `目標${i + 1}: ${ja}` } })),
  },
  {
    code: "ssbj",
    name: { en: "SSBJ Standards", ja: "SSBJ基準" },
    categories: [...pillars("ssbj"), { code: "ssbj-universal", name: { en: "Application of the standards", ja: "サステナビリティ開示基準の適用" } }],
  },
];

/** What a page says it does, for Explore's category filter. */
export const BUSINESS_CATEGORIES: Category[] = [
  ["agriculture", "Agriculture", "農業"],
  ["apparel", "Apparel and textiles", "アパレル・繊維"],
  ["construction", "Construction and real estate", "建設・不動産"],
  ["consulting", "Consulting and services", "コンサルティング・サービス"],
  ["education", "Education", "教育"],
  ["energy", "Energy", "エネルギー"],
  ["finance", "Finance", "金融"],
  ["food", "Food and beverage", "食品・飲料"],
  ["healthcare", "Healthcare", "医療・ヘルスケア"],
  ["hospitality", "Hospitality and tourism", "宿泊・観光"],
  ["manufacturing", "Manufacturing", "製造"],
  ["media", "Media and creative", "メディア・クリエイティブ"],
  ["nonprofit", "Nonprofit and community", "非営利・地域団体"],
  ["public-sector", "Public sector", "公共"],
  ["retail", "Retail", "小売"],
  ["technology", "Technology", "テクノロジー"],
  ["transport", "Transport and logistics", "運輸・物流"],
  ["other", "Other", "その他"],
].map(([code, en, ja]) => ({ code: code!, name: { en: en!, ja: ja! } }));

const byCode = new Map(FRAMEWORKS.map((f) => [f.code, new Set(f.categories.map((c) => c.code))]));

/** Every framework's code, as a request model lists the choices. */
export const FRAMEWORK_CODES = FRAMEWORKS.map((f) => f.code);
export const isFrameworkCode = (code: string) => byCode.has(code);
export const isFrameworkCategory = (framework: string, category: string) => byCode.get(framework)?.has(category) ?? false;
export const isBusinessCategory = (code: string) => BUSINESS_CATEGORIES.some((c) => c.code === code);
