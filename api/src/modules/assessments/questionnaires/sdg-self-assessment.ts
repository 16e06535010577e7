import { choice, gri, option, sdg, yesNo } from "./build.ts";
import type { Question, Section, Text } from "./types.ts";
import type { Questionnaire } from "./types.ts";

/** The goals' official short names, and a few targets of each that a business typically contributes to. */
const GOALS: Record<string, { name: Text; targets: string[] }> = {
  "1": { name: { en: "No poverty", ja: "貧困をなくそう" }, targets: ["1.2", "1.4"] },
  "2": { name: { en: "Zero hunger", ja: "飢餓をゼロに" }, targets: ["2.4"] },
  "3": { name: { en: "Good health and well-being", ja: "すべての人に健康と福祉を" }, targets: ["3.8", "3.9"] },
  "4": { name: { en: "Quality education", ja: "質の高い教育をみんなに" }, targets: ["4.4", "4.7"] },
  "5": { name: { en: "Gender equality", ja: "ジェンダー平等を実現しよう" }, targets: ["5.1", "5.5"] },
  "6": { name: { en: "Clean water and sanitation", ja: "安全な水とトイレを世界中に" }, targets: ["6.3", "6.4"] },
  "7": { name: { en: "Affordable and clean energy", ja: "エネルギーをみんなに そしてクリーンに" }, targets: ["7.2", "7.3"] },
  "8": { name: { en: "Decent work and economic growth", ja: "働きがいも経済成長も" }, targets: ["8.5", "8.7", "8.8"] },
  "9": { name: { en: "Industry, innovation and infrastructure", ja: "産業と技術革新の基盤をつくろう" }, targets: ["9.4"] },
  "10": { name: { en: "Reduced inequalities", ja: "人や国の不平等をなくそう" }, targets: ["10.2"] },
  "11": { name: { en: "Sustainable cities and communities", ja: "住み続けられるまちづくりを" }, targets: ["11.6"] },
  "12": { name: { en: "Responsible consumption and production", ja: "つくる責任 つかう責任" }, targets: ["12.2", "12.5", "12.6"] },
  "13": { name: { en: "Climate action", ja: "気候変動に具体的な対策を" }, targets: ["13.1", "13.2", "13.3"] },
  "14": { name: { en: "Life below water", ja: "海の豊かさを守ろう" }, targets: ["14.1"] },
  "15": { name: { en: "Life on land", ja: "陸の豊かさも守ろう" }, targets: ["15.1", "15.2"] },
  "16": { name: { en: "Peace, justice and strong institutions", ja: "平和と公正をすべての人に" }, targets: ["16.5"] },
  "17": { name: { en: "Partnerships for the goals", ja: "パートナーシップで目標を達成しよう" }, targets: ["17.17"] },
};

const targetsOf = (goals: string[]) => sdg(...goals.flatMap((g) => GOALS[g]!.targets));

/** The three questions every group asks: which goals are material, what you do about them, how you measure it. */
function groupQuestions(prefix: string, goals: string[]): Question[] {
  return [
    {
      code: `${prefix}_material`,
      type: "multiple_choice",
      prompt: { en: "Which of these goals are material to your business?", ja: "これらの目標のうち、事業にとって重要（マテリアル）なものはどれですか？" },
      help: {
        en: "Material: your business affects the goal, or the goal affects your business, significantly.",
        ja: "重要とは、事業が目標に大きく影響する、または目標が事業に大きく影響することです。",
      },
      required: true,
      evidence: false,
      disclosures: targetsOf(goals),
      maxPoints: 1,
      options: [
        ...goals.map((g) => option(g, { en: `Goal ${g}: ${GOALS[g]!.name.en}`, ja: `目標${g}：${GOALS[g]!.name.ja}` }, 1, { disclosures: targetsOf([g]) })),
        option("none", { en: "None of these", ja: "該当なし" }, 0, { exclusive: true }),
      ],
      recommendation: {
        en: "Assess which of these goals your business affects most (a materiality assessment).",
        ja: "マテリアリティ分析を行い、事業が最も影響するのはどの目標かを評価しましょう。",
      },
    },
    yesNo({
      code: `${prefix}_actions`,
      prompt: { en: "Do you have initiatives that contribute to the goals you marked material?", ja: "重要とした目標に貢献する取り組みがありますか？" },
      evidence: true,
      disclosures: targetsOf(goals),
      recommendation: {
        en: "Start initiatives for your material goals and publish them on your page.",
        ja: "重要な目標に向けた取り組みを始め、ページで公開しましょう。",
      },
    }),
    choice({
      code: `${prefix}_measurement`,
      prompt: { en: "How do you measure what these initiatives achieve?", ja: "これらの取り組みの成果をどのように測定していますか？" },
      disclosures: targetsOf(goals),
      options: [
        ["none", { en: "We do not measure it yet", ja: "まだ測定していない" }, 0],
        ["outputs", { en: "We count what we do (outputs)", ja: "実施した内容を数えている（アウトプット）" }, 1],
        ["outcomes", { en: "We measure outcomes against targets", ja: "目標に対して成果を測定している（アウトカム）" }, 2],
      ],
      recommendation: {
        en: "Measure the outcomes of your initiatives and set targets for them.",
        ja: "取り組みの成果（アウトカム）を測定し、目標を設定しましょう。",
      },
    }),
  ];
}

const group = (code: string, title: Text, goals: string[], extra: Question[]): Section => ({
  code,
  title,
  weight: 25,
  questions: [...groupQuestions(code, goals), ...extra],
});

/** A self-assessment against the 17 Sustainable Development Goals, grouped as the 2030 Agenda's "5 Ps". */
export const SDG_SELF_ASSESSMENT: Questionnaire = {
  code: "sdg-self-assessment",
  framework: "sdgs",
  version: 1,
  title: { en: "SDG self-assessment", ja: "SDGsセルフアセスメント" },
  description: {
    en: "Which Sustainable Development Goals matter to your business, what you do about them and how you measure it, grouped as people, planet, prosperity, and peace and partnership.",
    ja: "どの持続可能な開発目標（SDGs）が事業にとって重要か、どう取り組み、どう測定しているかを、人間・地球・繁栄・平和とパートナーシップの観点で確認します。",
  },
  sections: [
    group(
      "people",
      { en: "People (goals 1–5)", ja: "人間（目標1〜5）" },
      ["1", "2", "3", "4", "5"],
      [
        yesNo({
          code: "people_diversity",
          prompt: { en: "Do you track gender balance in your workforce and leadership?", ja: "従業員と管理職の男女比を把握していますか？" },
          disclosures: [...sdg("5.5"), ...gri("405-1")],
          recommendation: {
            en: "Track the gender balance of your workforce and leadership, and set a goal for it.",
            ja: "従業員と管理職の男女比を把握し、目標を設定しましょう。",
          },
        }),
      ],
    ),
    group(
      "planet",
      { en: "Planet (goals 6, 12–15)", ja: "地球（目標6、12〜15）" },
      ["6", "12", "13", "14", "15"],
      [
        yesNo({
          code: "planet_waste",
          prompt: { en: "Do you measure your waste and how much of it is recycled?", ja: "廃棄物の量とリサイクル率を測定していますか？" },
          evidence: true,
          disclosures: [...sdg("12.5"), ...gri("306-3")],
          recommendation: { en: "Measure your waste by type and set a recycling goal.", ja: "種類別に廃棄物を測定し、リサイクル率の目標を設定しましょう。" },
        }),
      ],
    ),
    group(
      "prosperity",
      { en: "Prosperity (goals 7–11)", ja: "繁栄（目標7〜11）" },
      ["7", "8", "9", "10", "11"],
      [
        yesNo({
          code: "prosperity_decent_work",
          prompt: { en: "Do you pay at least a living wage to everyone who works for you?", ja: "すべての従業員に生活賃金以上を支払っていますか？" },
          disclosures: [...sdg("8.5"), ...gri("202-1")],
          recommendation: {
            en: "Check your wages against a living wage benchmark and close the gaps.",
            ja: "生活賃金の水準と比較して賃金を見直し、差を解消しましょう。",
          },
        }),
      ],
    ),
    group(
      "peace_partnership",
      { en: "Peace and partnership (goals 16–17)", ja: "平和とパートナーシップ（目標16〜17）" },
      ["16", "17"],
      [
        yesNo({
          code: "peace_anticorruption",
          prompt: { en: "Do you have an anti-corruption policy, and train your people on it?", ja: "腐敗防止方針を定め、従業員に研修を行っていますか？" },
          evidence: true,
          disclosures: [...sdg("16.5"), ...gri("205-2")],
          recommendation: { en: "Adopt an anti-corruption policy and train everyone on it.", ja: "腐敗防止方針を策定し、全員に研修を行いましょう。" },
        }),
        yesNo({
          code: "partnership_collaboration",
          prompt: {
            en: "Do you work with partners (NGOs, peers, public bodies) towards the goals?",
            ja: "目標の達成に向けて、NGO、同業者、行政などと協働していますか？",
          },
          required: false,
          disclosures: sdg("17.17"),
          recommendation: {
            en: "Join a partnership or industry initiative for your material goals.",
            ja: "重要な目標に関するパートナーシップや業界の取り組みに参加しましょう。",
          },
        }),
      ],
    ),
  ],
};
