import { choice, gri, yesNo } from "./build.ts";
import type { Questionnaire } from "./types.ts";

/** How ready a page is to publish a report with reference to the GRI Standards (GRI 1, 2 and 3, and the common topic disclosures). */
export const GRI_READINESS: Questionnaire = {
  code: "gri-readiness",
  framework: "gri",
  version: 1,
  title: { en: "GRI reporting readiness", ja: "GRI報告の準備度" },
  description: {
    en: "How ready you are to report with reference to the GRI Standards: reporting basics, governance, material topics and topic data.",
    ja: "GRIスタンダードを参照した報告の準備がどの程度整っているかを、報告の基礎、ガバナンス、マテリアルな項目、項目別データの観点で確認します。",
  },
  sections: [
    {
      code: "reporting",
      title: { en: "Reporting basics", ja: "報告の基礎" },
      weight: 20,
      questions: [
        yesNo({
          code: "reporting_scope",
          prompt: { en: "Have you defined the reporting period and the entities your report covers?", ja: "報告期間と報告対象の組織範囲を定めていますか？" },
          disclosures: gri("2-2", "2-3"),
          recommendation: { en: "Fix a reporting period and list the entities your report covers.", ja: "報告期間を定め、報告対象の組織を明記しましょう。" },
        }),
        choice({
          code: "report_published",
          prompt: { en: "What sustainability reporting do you publish today?", ja: "現在、どのようなサステナビリティ情報を公開していますか？" },
          disclosures: gri("2-3"),
          evidence: true,
          options: [
            ["none", { en: "None", ja: "公開していない" }, 0],
            ["web", { en: "Information on our website", ja: "ウェブサイト上の情報" }, 1],
            ["report", { en: "A sustainability report", ja: "サステナビリティレポート" }, 2],
            ["gri", { en: "A report with reference to or in accordance with GRI", ja: "GRIを参照した、またはGRIに準拠したレポート" }, 3],
          ],
          recommendation: {
            en: "Publish a yearly sustainability report with a GRI content index.",
            ja: "GRI内容索引付きのサステナビリティレポートを毎年公開しましょう。",
          },
        }),
        yesNo({
          code: "external_assurance",
          prompt: { en: "Is any of your sustainability information externally assured?", ja: "サステナビリティ情報の一部について第三者保証を受けていますか？" },
          required: false,
          evidence: true,
          disclosures: gri("2-5"),
          recommendation: {
            en: "Have your key figures, such as emissions, externally assured.",
            ja: "排出量などの主要な数値について第三者保証を受けましょう。",
          },
        }),
      ],
    },
    {
      code: "governance",
      title: { en: "Governance and policies", ja: "ガバナンスと方針" },
      weight: 25,
      questions: [
        yesNo({
          code: "governance_structure",
          prompt: {
            en: "Is it clear who in your governance body oversees sustainability?",
            ja: "ガバナンス機関の中で誰がサステナビリティを監督するかが明確ですか？",
          },
          disclosures: gri("2-9", "2-12", "2-13"),
          recommendation: {
            en: "Describe who oversees sustainability and how they delegate it.",
            ja: "サステナビリティを監督する人と、その権限委譲の仕組みを明確にしましょう。",
          },
        }),
        yesNo({
          code: "policy_commitments",
          prompt: { en: "Do you have published policy commitments (e.g. human rights, environment)?", ja: "人権や環境などについての方針を公開していますか？" },
          evidence: true,
          disclosures: gri("2-23", "2-24"),
          recommendation: {
            en: "Adopt and publish policy commitments for responsible business conduct.",
            ja: "責任ある企業行動に関する方針を策定し、公開しましょう。",
          },
        }),
        yesNo({
          code: "stakeholder_engagement",
          prompt: { en: "Do you engage your stakeholders regularly?", ja: "ステークホルダーと定期的に対話していますか？" },
          disclosures: gri("2-29"),
          recommendation: {
            en: "Map your stakeholders and engage them regularly, for example with a feedback form on your page.",
            ja: "ステークホルダーを特定し、ページのフィードバックフォームなどで定期的に対話しましょう。",
          },
        }),
      ],
    },
    {
      code: "material_topics",
      title: { en: "Material topics", ja: "マテリアルな項目" },
      weight: 25,
      questions: [
        yesNo({
          code: "materiality_process",
          prompt: { en: "Have you run a process to determine your material topics?", ja: "マテリアルな項目を特定するプロセスを実施しましたか？" },
          evidence: true,
          disclosures: gri("3-1"),
          recommendation: { en: "Run a materiality assessment based on your impacts.", ja: "インパクトに基づくマテリアリティ評価を実施しましょう。" },
        }),
        yesNo({
          code: "material_topics_list",
          prompt: { en: "Do you have a list of your material topics?", ja: "マテリアルな項目の一覧がありますか？" },
          disclosures: gri("3-2"),
          recommendation: {
            en: "List your material topics and explain changes from the last period.",
            ja: "マテリアルな項目を一覧にし、前期からの変更を説明しましょう。",
          },
        }),
        yesNo({
          code: "topic_management",
          prompt: { en: "For each material topic, do you describe how you manage it?", ja: "各マテリアルな項目について、マネジメント方法を説明していますか？" },
          disclosures: gri("3-3"),
          recommendation: {
            en: "Describe policies, actions and targets for each material topic.",
            ja: "各マテリアルな項目について、方針、行動、目標を説明しましょう。",
          },
        }),
      ],
    },
    {
      code: "topic_data",
      title: { en: "Topic data", ja: "項目別データ" },
      weight: 30,
      questions: [
        yesNo({
          code: "energy_data",
          prompt: { en: "Do you collect your energy consumption data?", ja: "エネルギー消費量のデータを収集していますか？" },
          disclosures: gri("302-1"),
          recommendation: {
            en: "Collect energy consumption by source from your bills and meters.",
            ja: "請求書やメーターから、エネルギー源別の消費量を収集しましょう。",
          },
        }),
        choice({
          code: "emissions_data",
          prompt: { en: "Which greenhouse gas emissions do you report?", ja: "どの温室効果ガス排出量を報告していますか？" },
          disclosures: gri("305-1", "305-2", "305-3"),
          evidence: true,
          options: [
            ["none", { en: "None", ja: "報告していない" }, 0],
            ["scope12", { en: "Scope 1 and 2", ja: "スコープ1・2" }, 1],
            ["scope123", { en: "Scope 1, 2 and 3", ja: "スコープ1・2・3" }, 2],
          ],
          recommendation: {
            en: "Report Scope 1 and 2 emissions, then the material Scope 3 categories.",
            ja: "スコープ1・2排出量を報告し、次に重要なスコープ3カテゴリを報告しましょう。",
          },
        }),
        yesNo({
          code: "water_data",
          prompt: { en: "Do you measure how much water you withdraw?", ja: "取水量を測定していますか？" },
          required: false,
          disclosures: gri("303-3"),
          recommendation: { en: "Measure water withdrawal by source.", ja: "水源別の取水量を測定しましょう。" },
        }),
        yesNo({
          code: "waste_data",
          prompt: { en: "Do you measure the waste you generate?", ja: "発生する廃棄物の量を測定していますか？" },
          disclosures: gri("306-3"),
          recommendation: { en: "Measure the waste you generate by type and where it goes.", ja: "種類別の廃棄物発生量と処理方法を測定しましょう。" },
        }),
        yesNo({
          code: "workforce_data",
          prompt: { en: "Do you report on your employees (headcount, hires, turnover)?", ja: "従業員数、採用、離職などの従業員情報を報告していますか？" },
          disclosures: gri("2-7", "401-1"),
          recommendation: {
            en: "Report headcount, new hires and turnover by gender and region.",
            ja: "性別・地域別の従業員数、採用数、離職数を報告しましょう。",
          },
        }),
        yesNo({
          code: "safety_data",
          prompt: { en: "Do you record work-related injuries?", ja: "労働災害を記録していますか？" },
          required: false,
          disclosures: gri("403-9"),
          recommendation: { en: "Record work-related injuries and their rates.", ja: "労働災害の件数と発生率を記録しましょう。" },
        }),
      ],
    },
  ],
};
