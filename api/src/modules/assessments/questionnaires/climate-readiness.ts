import { choice, gri, ifrsS2, option, sdg, yesNo } from "./build.ts";
import type { Questionnaire } from "./types.ts";

/**
 * Climate readiness, in the four areas of IFRS S2 (which took over the TCFD
 * recommendations): governance, strategy, risk management, metrics and
 * targets. IFRS S2 disclosures are named by paragraph (`s2-6` is paragraph 6).
 */
export const CLIMATE_READINESS: Questionnaire = {
  code: "climate-readiness",
  framework: "ifrs-s2",
  version: 1,
  title: { en: "Climate readiness (IFRS S2 / TCFD)", ja: "気候変動対応の準備度（IFRS S2／TCFD）" },
  description: {
    en: "How ready you are to report on climate-related risks and opportunities, in the four areas of IFRS S2 and the former TCFD recommendations.",
    ja: "気候関連のリスクと機会について開示する準備がどの程度整っているかを、IFRS S2（旧TCFD提言）の4つの領域で確認します。",
  },
  sections: [
    {
      code: "governance",
      title: { en: "Governance", ja: "ガバナンス" },
      weight: 20,
      questions: [
        yesNo({
          code: "board_oversight",
          prompt: {
            en: "Does your board, or a committee of it, oversee climate-related risks and opportunities?",
            ja: "取締役会（またはその委員会）は気候関連のリスクと機会を監督していますか？",
          },
          evidence: true,
          disclosures: [...ifrsS2("s2-6"), ...gri("2-12")],
          recommendation: {
            en: "Give the board, or one of its committees, explicit oversight of climate-related risks and opportunities, and record it in its terms of reference.",
            ja: "取締役会またはその委員会に気候関連のリスクと機会を監督する役割を明確に与え、規程に記載しましょう。",
          },
        }),
        choice({
          code: "board_frequency",
          prompt: {
            en: "How often is the board informed about climate-related matters?",
            ja: "取締役会は気候関連の事項についてどのくらいの頻度で報告を受けていますか？",
          },
          disclosures: ifrsS2("s2-6"),
          options: [
            ["never", { en: "Not at all", ja: "受けていない" }, 0],
            ["annually", { en: "Once a year", ja: "年1回" }, 1],
            ["twice", { en: "Twice a year", ja: "年2回" }, 2],
            ["quarterly", { en: "Quarterly or more often", ja: "四半期ごと以上" }, 3],
          ],
          recommendation: {
            en: "Brief the board on climate-related matters at least twice a year.",
            ja: "少なくとも年2回、気候関連の事項を取締役会に報告しましょう。",
          },
        }),
        yesNo({
          code: "management_role",
          prompt: {
            en: "Is a named management role responsible for assessing and managing climate-related matters?",
            ja: "気候関連の事項の評価と管理に責任を持つ経営陣の役職が決まっていますか？",
          },
          disclosures: [...ifrsS2("s2-6"), ...gri("2-13")],
          recommendation: {
            en: "Name a member of management responsible for climate-related matters and say how they report to the board.",
            ja: "気候関連の事項に責任を持つ経営陣を任命し、取締役会への報告の流れを定めましょう。",
          },
        }),
        yesNo({
          code: "remuneration",
          prompt: { en: "Is executive pay linked to climate-related targets?", ja: "役員報酬は気候関連の目標と連動していますか？" },
          required: false,
          disclosures: [...ifrsS2("s2-29"), ...gri("2-19")],
          recommendation: {
            en: "Consider linking part of executive pay to your emissions targets.",
            ja: "役員報酬の一部を排出削減目標と連動させることを検討しましょう。",
          },
        }),
      ],
    },
    {
      code: "strategy",
      title: { en: "Strategy", ja: "戦略" },
      weight: 30,
      questions: [
        yesNo({
          code: "risks_identified",
          prompt: {
            en: "Have you identified the climate-related risks and opportunities that could affect your business?",
            ja: "事業に影響しうる気候関連のリスクと機会を特定していますか？",
          },
          evidence: true,
          disclosures: [...ifrsS2("s2-10"), ...gri("201-2")],
          recommendation: {
            en: "List the climate-related risks and opportunities that could affect your business over the short, medium and long term.",
            ja: "短期・中期・長期にわたり事業に影響しうる気候関連のリスクと機会を洗い出しましょう。",
          },
        }),
        {
          code: "risk_types",
          type: "multiple_choice",
          prompt: { en: "Which kinds have you assessed?", ja: "どの種類のリスクと機会を評価しましたか？" },
          required: true,
          evidence: false,
          disclosures: ifrsS2("s2-10"),
          maxPoints: 4,
          options: [
            option("physical_acute", { en: "Acute physical risks (storms, floods)", ja: "急性の物理的リスク（台風、洪水）" }, 1),
            option("physical_chronic", { en: "Chronic physical risks (heat, sea level)", ja: "慢性の物理的リスク（気温上昇、海面上昇）" }, 1),
            option("transition_policy", { en: "Policy and legal risks (carbon pricing)", ja: "政策・法規制リスク（カーボンプライシング）" }, 1),
            option("transition_market", { en: "Market and technology risks", ja: "市場・技術リスク" }, 1),
            option("transition_reputation", { en: "Reputation risks", ja: "評判リスク" }, 1),
            option("opportunities", { en: "Opportunities (new products, efficiency)", ja: "機会（新製品、効率化）" }, 1),
            option("none", { en: "None yet", ja: "まだ評価していない" }, 0, { exclusive: true }),
          ],
          recommendation: {
            en: "Assess both physical and transition risks, and the opportunities climate change opens.",
            ja: "物理的リスクと移行リスクの両方、そして気候変動がもたらす機会を評価しましょう。",
          },
        },
        choice({
          code: "scenario_analysis",
          prompt: { en: "Have you tested your strategy against climate scenarios?", ja: "気候シナリオを用いて戦略のレジリエンスを検証しましたか？" },
          disclosures: ifrsS2("s2-22"),
          options: [
            ["none", { en: "No", ja: "いいえ" }, 0],
            ["qualitative", { en: "Qualitatively", ja: "定性的に" }, 1],
            ["quantitative", { en: "Quantitatively, one scenario", ja: "定量的に（1つのシナリオ）" }, 2],
            ["several", { en: "Quantitatively, several scenarios including 1.5 °C", ja: "定量的に（1.5℃を含む複数のシナリオ）" }, 3],
          ],
          evidence: true,
          recommendation: {
            en: "Run a climate scenario analysis, including a 1.5 °C scenario, and describe how resilient your strategy is.",
            ja: "1.5℃シナリオを含む気候シナリオ分析を行い、戦略のレジリエンスを説明しましょう。",
          },
        }),
        yesNo({
          code: "transition_plan",
          prompt: { en: "Do you have a climate transition plan?", ja: "気候移行計画を策定していますか？" },
          evidence: true,
          disclosures: [...ifrsS2("s2-14"), ...sdg("13.2")],
          recommendation: {
            en: "Write a transition plan: the actions, resources and milestones that take you to your emissions targets.",
            ja: "排出削減目標に向けた行動、資源、マイルストーンを示す移行計画を策定しましょう。",
          },
        }),
        yesNo({
          code: "financial_effects",
          prompt: {
            en: "Have you estimated how climate-related risks and opportunities affect your finances?",
            ja: "気候関連のリスクと機会が財務に与える影響を見積もっていますか？",
          },
          required: false,
          disclosures: [...ifrsS2("s2-15"), ...gri("201-2")],
          recommendation: {
            en: "Estimate the financial effects of your main climate-related risks and opportunities, even as ranges.",
            ja: "主な気候関連のリスクと機会の財務的影響を、幅をもってでも見積もりましょう。",
          },
        }),
      ],
    },
    {
      code: "risk_management",
      title: { en: "Risk management", ja: "リスク管理" },
      weight: 20,
      questions: [
        yesNo({
          code: "risk_process",
          prompt: {
            en: "Do you have a process to identify and assess climate-related risks?",
            ja: "気候関連のリスクを特定・評価するプロセスがありますか？",
          },
          disclosures: ifrsS2("s2-25"),
          recommendation: {
            en: "Set up a repeatable process to identify and assess climate-related risks, with its inputs and frequency.",
            ja: "気候関連のリスクを特定・評価する手順を、情報源と頻度とともに定めましょう。",
          },
        }),
        yesNo({
          code: "risk_prioritised",
          prompt: {
            en: "Are climate-related risks prioritised against your other risks?",
            ja: "気候関連のリスクは他のリスクと比較して優先順位付けされていますか？",
          },
          disclosures: ifrsS2("s2-25"),
          recommendation: {
            en: "Rate climate-related risks by likelihood and size with the same scale as your other risks.",
            ja: "気候関連のリスクを、他のリスクと同じ尺度で発生可能性と影響度により評価しましょう。",
          },
        }),
        yesNo({
          code: "risk_integrated",
          prompt: {
            en: "Is climate-related risk management part of your overall risk management?",
            ja: "気候関連のリスク管理は全社的なリスク管理に統合されていますか？",
          },
          disclosures: ifrsS2("s2-25"),
          recommendation: {
            en: "Integrate climate-related risks into your enterprise risk management and its reporting.",
            ja: "気候関連のリスクを全社的リスク管理（ERM）とその報告に統合しましょう。",
          },
        }),
        yesNo({
          code: "supplier_engagement",
          prompt: {
            en: "Do you engage your suppliers on climate-related risks and emissions?",
            ja: "気候関連のリスクや排出量についてサプライヤーと対話していますか？",
          },
          required: false,
          disclosures: gri("308-1", "308-2"),
          recommendation: {
            en: "Ask your main suppliers for their emissions and climate risks, and agree improvements.",
            ja: "主要サプライヤーに排出量と気候リスクの情報提供を求め、改善について合意しましょう。",
          },
        }),
      ],
    },
    {
      code: "metrics_targets",
      title: { en: "Metrics and targets", ja: "指標と目標" },
      weight: 30,
      questions: [
        yesNo({
          code: "scope1",
          prompt: { en: "Do you measure your Scope 1 (direct) greenhouse gas emissions?", ja: "スコープ1（直接）の温室効果ガス排出量を算定していますか？" },
          evidence: true,
          disclosures: [...gri("305-1"), ...ifrsS2("s2-29")],
          recommendation: {
            en: "Measure your Scope 1 emissions following the GHG Protocol.",
            ja: "GHGプロトコルに沿ってスコープ1排出量を算定しましょう。",
          },
        }),
        yesNo({
          code: "scope2",
          prompt: {
            en: "Do you measure your Scope 2 (purchased energy) greenhouse gas emissions?",
            ja: "スコープ2（購入したエネルギー）の温室効果ガス排出量を算定していますか？",
          },
          evidence: true,
          disclosures: [...gri("305-2"), ...ifrsS2("s2-29")],
          recommendation: {
            en: "Measure your Scope 2 emissions, location-based and market-based.",
            ja: "スコープ2排出量をロケーション基準とマーケット基準の両方で算定しましょう。",
          },
        }),
        choice({
          code: "scope3",
          prompt: { en: "Do you measure your Scope 3 (value chain) emissions?", ja: "スコープ3（バリューチェーン）の排出量を算定していますか？" },
          disclosures: [...gri("305-3"), ...ifrsS2("s2-29")],
          options: [
            ["none", { en: "No", ja: "いいえ" }, 0],
            ["some", { en: "Some categories", ja: "一部のカテゴリ" }, 1],
            ["material", { en: "All material categories", ja: "重要なすべてのカテゴリ" }, 2],
          ],
          evidence: true,
          recommendation: {
            en: "Screen the 15 Scope 3 categories and measure the material ones.",
            ja: "スコープ3の15カテゴリをスクリーニングし、重要なカテゴリを算定しましょう。",
          },
        }),
        {
          code: "renewable_share",
          type: "number",
          prompt: { en: "What share of your electricity comes from renewable sources?", ja: "電力のうち再生可能エネルギー由来の割合はどのくらいですか？" },
          required: true,
          evidence: false,
          disclosures: [...gri("302-1"), ...sdg("7.2")],
          number: {
            unit: { en: "%", ja: "%" },
            min: 0,
            max: 100,
            ranges: [
              { max: 25, points: 0 },
              { min: 25, max: 50, points: 1 },
              { min: 50, max: 100, points: 2 },
              { min: 100, points: 3 },
            ],
          },
          recommendation: {
            en: "Switch more of your electricity to renewable sources (a green tariff, certificates or your own solar).",
            ja: "再エネ電力メニュー、証書、自家発電などで再生可能エネルギーの割合を高めましょう。",
          },
        },
        choice({
          code: "targets_set",
          prompt: { en: "Have you set emissions reduction targets?", ja: "排出削減目標を設定していますか？" },
          disclosures: [...gri("305-5"), ...ifrsS2("s2-33"), ...sdg("13.2")],
          options: [
            ["none", { en: "No", ja: "いいえ" }, 0],
            ["internal", { en: "Yes, our own targets", ja: "はい、独自の目標" }, 1],
            ["science_based", { en: "Yes, science-based (validated by SBTi)", ja: "はい、科学的根拠に基づく目標（SBTi認定）" }, 2],
          ],
          evidence: true,
          recommendation: { en: "Set a science-based target and have it validated.", ja: "科学的根拠に基づく目標（SBT）を設定し、認定を受けましょう。" },
        }),
        {
          code: "reduction_target",
          type: "number",
          prompt: {
            en: "By how much do you aim to cut Scope 1 and 2 emissions by 2030, against your base year?",
            ja: "基準年に対し、2030年までにスコープ1・2排出量を何％削減する目標ですか？",
          },
          required: false,
          evidence: false,
          disclosures: [...gri("305-5"), ...ifrsS2("s2-33")],
          number: {
            unit: { en: "%", ja: "%" },
            min: 0,
            max: 100,
            ranges: [
              { max: 30, points: 0 },
              { min: 30, max: 42, points: 1 },
              { min: 42, points: 2 },
            ],
          },
          recommendation: {
            en: "Aim for a cut of at least 42% by 2030, in line with a 1.5 °C pathway.",
            ja: "1.5℃経路に沿って、2030年までに少なくとも42％の削減を目指しましょう。",
          },
        },
        yesNo({
          code: "carbon_price",
          prompt: { en: "Do you use an internal carbon price in decisions?", ja: "意思決定にインターナルカーボンプライシングを用いていますか？" },
          required: false,
          disclosures: ifrsS2("s2-29"),
          recommendation: {
            en: "Use an internal carbon price when you decide on investments.",
            ja: "投資判断にインターナルカーボンプライシングを導入しましょう。",
          },
        }),
        {
          code: "base_year",
          type: "date",
          prompt: { en: "When does your emissions base year start?", ja: "排出量の基準年の開始日はいつですか？" },
          required: false,
          evidence: false,
          disclosures: gri("305-5"),
        },
        {
          code: "metrics_notes",
          type: "text",
          prompt: { en: "Anything else about your climate metrics?", ja: "気候関連の指標について補足があれば記入してください。" },
          required: false,
          evidence: false,
          disclosures: [],
        },
      ],
    },
  ],
};
