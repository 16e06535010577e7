import type { LanguageCode } from "@greenpage/db/schema";

/**
 * Environmental claims that need evidence, as Directive (EU) 2024/825 (the
 * "Empowering Consumers for the Green Transition" directive, amending the
 * Unfair Commercial Practices Directive 2005/29/EC) treats them. Its rules
 * apply from 27 September 2026.
 *
 * - `generic`: a claim such as "eco-friendly" whose specification is not given
 *   on the same medium; banned unless the trader can show recognised
 *   excellent environmental performance (Annex I, point 4a; recital 9 lists
 *   these words as examples).
 * - `neutrality`: a claim that a product has a neutral, reduced or positive
 *   impact on greenhouse gas emissions; banned outright when it rests on
 *   offsetting (Annex I, point 4c).
 * - `future`: a claim about future environmental performance (net zero by a
 *   year); misleading without a detailed, realistic implementation plan with
 *   measurable, time-bound targets that an independent expert checks
 *   (Article 6(2)(d)).
 *
 * English terms match whole words, any case; Japanese terms are patterns
 * (no word spaces in Japanese), written to skip words that only contain them
 * (エコノミー "economy" is not エコ).
 */
export type ClaimKind = "generic" | "neutrality" | "future";

export type ClaimTerm = {
  /** Stable id, stored in findings. */
  id: string;
  kind: ClaimKind;
  /** Lower-case phrases (hyphen or space between words both match). */
  en: string[];
  /** Regular-expression sources, matched as found (Japanese has no case). */
  ja: string[];
  /** Why it needs evidence, per language. */
  why: Record<LanguageCode, string>;
};

/** Where the law is published (EUR-Lex, Official Journal L, 6 March 2024). */
export const CLAIMS_LAW = {
  citation: "Directive (EU) 2024/825",
  url: "https://eur-lex.europa.eu/eli/dir/2024/825/oj",
  applies_from: "2026-09-27",
} as const;

const WHY = {
  generic: {
    en: "A generic environmental claim is banned from 27 September 2026 unless the trader can demonstrate recognised excellent environmental performance relevant to it (Directive (EU) 2024/825, Annex I point 4a).",
    ja: "一般的な環境主張は、主張に関連する「認められた優れた環境パフォーマンス」を示せない限り、2026年9月27日から禁止されます（指令 (EU) 2024/825 附属書I 第4a項）。",
  },
  neutrality: {
    en: "Claiming a neutral, reduced or positive greenhouse-gas impact on the basis of offsetting is banned from 27 September 2026 (Directive (EU) 2024/825, Annex I point 4c); a claim based on the company's own reductions needs evidence of them.",
    ja: "カーボンオフセットに基づいて温室効果ガスの影響が中立・削減・プラスであると主張することは、2026年9月27日から禁止されます（指令 (EU) 2024/825 附属書I 第4c項）。自社の削減に基づく主張にはその根拠が必要です。",
  },
  future: {
    en: "A claim about future environmental performance needs a detailed, realistic implementation plan with measurable, time-bound targets, checked by an independent expert (Directive (EU) 2024/825, Article 6(2)(d) of the amended 2005/29/EC).",
    ja: "将来の環境パフォーマンスに関する主張には、測定可能で期限のある目標を含む詳細かつ現実的な実施計画と、独立した専門家による検証が必要です（指令 (EU) 2024/825、改正後の2005/29/EC 第6条第2項(d)）。",
  },
} as const satisfies Record<ClaimKind, Record<LanguageCode, string>>;

const term = (id: string, kind: ClaimKind, en: string[], ja: string[]): ClaimTerm => ({ id, kind, en, ja, why: WHY[kind] });

export const CLAIM_TERMS: readonly ClaimTerm[] = [
  term("carbon_neutral", "neutrality", ["carbon neutral", "carbon neutrality"], ["カーボン・?ニュートラル", "炭素中立"]),
  term("climate_neutral", "neutrality", ["climate neutral", "climate neutrality", "climate compensated"], ["気候中立", "クライメート・?ニュートラル"]),
  term("co2_neutral", "neutrality", ["co2 neutral", "co₂ neutral", "co2-free", "carbon free"], ["CO2ニュートラル", "CO₂ニュートラル"]),
  term(
    "climate_positive",
    "neutrality",
    ["climate positive", "carbon positive", "carbon negative", "climate negative"],
    ["カーボン・?ネガティブ", "カーボン・?ポジティブ", "クライメート・?ポジティブ"],
  ),
  term("net_zero", "future", ["net zero", "net-zero emissions", "zero emissions"], ["ネット・?ゼロ", "実質ゼロ"]),
  term("decarbonized", "future", ["decarbonised", "decarbonized", "fossil free"], ["脱炭素(化)?(済み|済|を(実現|達成)|(を)?実現(済み)?の)"]),
  term("eco_friendly", "generic", ["eco-friendly", "eco friendly", "ecological", "eco"], ["エコロジカル", "エコ(?!ノミ|ー|シス)"]),
  term(
    "environmentally_friendly",
    "generic",
    ["environmentally friendly", "environment friendly", "environmentally sound", "environmentally correct"],
    ["環境に(やさしい|優しい)", "環境(配慮|にいい|に良い)", "環境負荷ゼロ"],
  ),
  term(
    "planet_friendly",
    "generic",
    ["planet friendly", "earth friendly", "nature friendly", "climate friendly", "gentle on the environment"],
    ["地球に(やさしい|優しい)", "自然に(やさしい|優しい)"],
  ),
  term("green", "generic", ["green"], []),
  term("sustainable", "generic", ["sustainable", "sustainably made"], ["サステナブル", "サステイナブル", "持続可能な(製品|商品|素材|パッケージ)"]),
  term("biodegradable", "generic", ["biodegradable", "biobased"], ["生分解性", "生分解可能"]),
];

/**
 * Words that contain a claim term but claim nothing by it: "green coffee"
 * (unroasted beans), "greenhouse gas", "green tea". Matched before the terms
 * and blanked out of the text.
 */
export const NOT_CLAIMS: Record<LanguageCode, RegExp> = {
  en: /\bgreen[- ](coffee|beans?|tea|salad|onions?|peppers?|card)\b|\bgreenhouse\b/gi,
  ja: /グリーンティー|エコー/g,
};
