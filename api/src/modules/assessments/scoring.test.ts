import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@greenpage/db/schema";
import { FRAMEWORKS } from "../catalog/frameworks.ts";
import { cleanAnswerValue } from "./answer-values.ts";
import { YES_NO_PARTIAL } from "./questionnaires/build.ts";
import { QUESTIONNAIRES, type Questionnaire, questionsOf } from "./questionnaires/index.ts";
import { maxPoints, questionScore, scoreAnswers } from "./scoring.ts";

const text = (en: string) => ({ en, ja: `${en}（ja）` });
const rec = (en: string) => ({ en, ja: `${en}（ja）` });

/** A small questionnaire whose numbers are easy to follow: governance 1 × 20, targets 3 × 30 (weights 1 : 3). */
const FIXTURE: Questionnaire = {
  code: "fixture",
  framework: "ifrs-s2",
  version: 3,
  title: text("Fixture"),
  description: text("For tests"),
  sections: [
    {
      code: "governance",
      title: text("Governance"),
      weight: 1,
      questions: [
        {
          code: "board",
          type: "yes_no_partial",
          prompt: text("Board?"),
          required: true,
          evidence: false,
          disclosures: [],
          options: YES_NO_PARTIAL,
          recommendation: rec("Give the board oversight."),
        },
        { code: "notes", type: "text", prompt: text("Notes"), required: false, evidence: false, disclosures: [] },
      ],
    },
    {
      code: "targets",
      title: text("Targets"),
      weight: 3,
      questions: [
        {
          code: "target",
          type: "single_choice",
          prompt: text("Target?"),
          required: true,
          evidence: false,
          disclosures: [],
          options: [
            { value: "none", label: text("None"), points: 0 },
            { value: "own", label: text("Own"), points: 1 },
            { value: "sbt", label: text("Science-based"), points: 2 },
          ],
          recommendation: rec("Set a science-based target."),
        },
        {
          code: "renewable",
          type: "number",
          prompt: text("Renewable share"),
          required: true,
          evidence: false,
          disclosures: [],
          number: {
            unit: text("%"),
            min: 0,
            max: 100,
            ranges: [
              { max: 50, points: 0 },
              { min: 50, max: 100, points: 1 },
              { min: 100, points: 2 },
            ],
          },
          recommendation: rec("Buy renewable electricity."),
        },
        {
          code: "kinds",
          type: "multiple_choice",
          prompt: text("Kinds"),
          required: false,
          evidence: false,
          disclosures: [],
          maxPoints: 2,
          options: [
            { value: "a", label: text("A"), points: 1 },
            { value: "b", label: text("B"), points: 1 },
            { value: "c", label: text("C"), points: 1 },
            { value: "none", label: text("None"), points: 0, exclusive: true },
          ],
          recommendation: rec("Assess more kinds."),
        },
      ],
    },
  ],
};

const answers = (entries: Record<string, unknown>) => new Map(Object.entries(entries));

describe("scoring", () => {
  it("scores each section out of its points and weighs the sections into the overall score", () => {
    const result = scoreAnswers(FIXTURE, answers({ board: "partial", target: "sbt", renewable: 60, kinds: ["a", "b", "c"], notes: "Hello" }));
    // governance 1/2 = 50; targets (2 + 1 + 2) / (2 + 2 + 2) = 83.3; overall (0.5 × 1 + 0.8333 × 3) / 4 = 75.
    expect(result.sections).toEqual([
      { section: "governance", score: 50, earned: 1, max: 2 },
      { section: "targets", score: 83, earned: 5, max: 6 },
    ]);
    expect(result.overall).toBe(75);
    expect(result.version).toBe(3);
    // Half the points is not low: no recommendation for "partial".
    expect(result.recommendations).toEqual([]);
  });

  it("scores number ranges with open ends, and caps a multiple choice at its most points", () => {
    const renewable = FIXTURE.sections[1]!.questions[1]!;
    expect([0, 49.9, 50, 99, 100].map((v) => questionScore(renewable, v))).toEqual([0, 0, 50, 50, 100]);
    const kinds = FIXTURE.sections[1]!.questions[2]!;
    expect(maxPoints(kinds)).toBe(2);
    expect([["a"], ["a", "b"], ["a", "b", "c"], ["none"]].map((v) => questionScore(kinds, v))).toEqual([50, 100, 100, 0]);
    expect(questionScore(FIXTURE.sections[0]!.questions[1]!, "text is not scored")).toBeNull();
    expect(questionScore(renewable, null)).toBeNull();
  });

  it("recommends what scored under half, the costliest for the overall score first", () => {
    const result = scoreAnswers(FIXTURE, answers({ board: "no", target: "own", renewable: 10, kinds: ["none"] }));
    expect(result.sections.map((s) => s.score)).toEqual([0, 17]);
    expect(result.overall).toBe(13);
    // Each costs the overall score a quarter: board 1 × 2/2, renewable and kinds 3 × 2/6 (a tie keeps the questionnaire's
    // order); target "own" scores half: not low.
    expect(result.recommendations.map((r) => [r.question, r.score, r.text.en])).toEqual([
      ["board", 0, "Give the board oversight."],
      ["renewable", 0, "Buy renewable electricity."],
      ["kinds", 0, "Assess more kinds."],
    ]);
    // Costlier first: a "no" on board (1 × 2/2) before renewable's 10 % in a section of 3 × 2/4 where target scored fully.
    const ranked = scoreAnswers(FIXTURE, answers({ board: "no", target: "sbt", renewable: 10 }));
    expect(ranked.recommendations.map((r) => r.question)).toEqual(["renewable", "board"]);
  });

  it("leaves an unanswered optional question out, and counts an unanswered required one as nothing (a draft)", () => {
    const withoutKinds = scoreAnswers(FIXTURE, answers({ board: "yes", target: "sbt", renewable: 100 }));
    expect(withoutKinds.sections[1]).toEqual({ section: "targets", score: 100, earned: 4, max: 4 });
    expect(withoutKinds.overall).toBe(100);
    const draft = scoreAnswers(FIXTURE, answers({ board: "yes" }));
    expect(draft.sections[1]).toEqual({ section: "targets", score: 0, earned: 0, max: 4 });
    expect(draft.overall).toBe(25);
    expect(draft.recommendations.map((r) => r.question)).toEqual(["target", "renewable"]);
  });
});

describe("answer values", () => {
  const [board, notes] = FIXTURE.sections[0]!.questions;
  const [, renewable, kinds] = FIXTURE.sections[1]!.questions;
  it("takes each type's value and clears with null or nothing", () => {
    expect(cleanAnswerValue(board!, "partial")).toBe("partial");
    expect(cleanAnswerValue(renewable!, "42.5")).toBe(42.5);
    expect(cleanAnswerValue(kinds!, ["c", "a"])).toEqual(["a", "c"]);
    expect(cleanAnswerValue(kinds!, [])).toBeNull();
    expect(cleanAnswerValue(notes!, "  ")).toBeNull();
    expect(cleanAnswerValue(board!, null)).toBeNull();
  });

  it("refuses what the question does not take, saying what to do", () => {
    const refused = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as { fields: Record<string, string[]> }).fields;
      }
      throw new Error("accepted");
    };
    expect(refused(() => cleanAnswerValue(board!, "maybe"))).toEqual({ value: ["Select one of the choices."] });
    expect(refused(() => cleanAnswerValue(renewable!, 101))).toEqual({ value: ["Enter a number from 0 to 100."] });
    expect(refused(() => cleanAnswerValue(renewable!, "ten"))).toEqual({ value: ["Enter a number from 0 to 100."] });
    expect(refused(() => cleanAnswerValue(kinds!, ["a", "a"]))).toEqual({ value: ["Select from the choices, each once."] });
    expect(refused(() => cleanAnswerValue(kinds!, ["a", "none"]))).toEqual({ value: ["This choice cannot be combined with others."] });
    expect(refused(() => cleanAnswerValue(notes!, "x".repeat(5001)))).toEqual({ value: ["Ensure this field has no more than 5000 characters."] });
    const date = { ...notes!, type: "date" as const };
    expect(cleanAnswerValue(date, "2024-02-29")).toBe("2024-02-29");
    for (const bad of ["2023-02-29", "2024-13-01", "yesterday", 20240101]) {
      expect(refused(() => cleanAnswerValue(date, bad))).toEqual({ value: ["Enter a valid date (YYYY-MM-DD)."] });
    }
  });
});

describe("the shipped questionnaires", () => {
  const frameworks = new Set(FRAMEWORKS.map((f) => f.code));
  it.each(QUESTIONNAIRES.map((q) => [q.code, q] as const))("%s is complete data: en and ja, unique codes, choices, ranges, rules", (_code, questionnaire) => {
    expect(frameworks.has(questionnaire.framework)).toBe(true);
    const all = questionsOf(questionnaire);
    expect(new Set(all.map(({ question }) => question.code)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    const texts = [questionnaire.title, questionnaire.description, ...questionnaire.sections.map((s) => s.title)];
    for (const { section, question } of all) {
      expect(section.weight).toBeGreaterThan(0);
      texts.push(question.prompt, ...(question.help ? [question.help] : []), ...(question.options ?? []).map((o) => o.label));
      if (question.recommendation) texts.push(question.recommendation);
      if (["yes_no_partial", "single_choice", "multiple_choice"].includes(question.type)) expect(question.options!.length).toBeGreaterThanOrEqual(2);
      if (question.type === "number") expect(question.number!.min).toBeLessThan(question.number!.max);
      // A scored question says what to do when it scores low.
      if (maxPoints(question) > 0) expect(question.recommendation, question.code).toBeDefined();
      for (const ref of [...question.disclosures, ...(question.options ?? []).flatMap((o) => o.disclosures ?? [])])
        expect(frameworks.has(ref.framework)).toBe(true);
    }
    for (const t of texts) for (const language of LANGUAGE_CODES) expect(t[language].trim().length, JSON.stringify(t)).toBeGreaterThan(0);
    // Each section scores something, so every section gets a score.
    for (const section of questionnaire.sections) expect(section.questions.some((q) => maxPoints(q) > 0 && q.required)).toBe(true);
  });

  it("scores the climate questionnaire: all best answers 100, all worst 0 with every scored question recommended", () => {
    const climate = QUESTIONNAIRES.find((q) => q.code === "climate-readiness")!;
    const scored = questionsOf(climate).filter(({ question }) => maxPoints(question) > 0);
    const best = new Map(
      scored.map(({ question }) => [
        question.code,
        question.type === "number"
          ? question.number!.max
          : question.type === "multiple_choice"
            ? question.options!.filter((o) => !o.exclusive).map((o) => o.value)
            : question.options!.find((o) => o.points === maxPoints(question))!.value,
      ]),
    );
    expect(scoreAnswers(climate, best)).toMatchObject({ overall: 100, recommendations: [] });
    const worst = new Map(
      scored.map(({ question }) => [
        question.code,
        question.type === "number" ? 0 : question.type === "multiple_choice" ? ["none"] : question.options!.find((o) => o.points === 0)!.value,
      ]),
    );
    const result = scoreAnswers(climate, worst);
    expect(result.overall).toBe(0);
    expect(result.sections.map((s) => s.section)).toEqual(["governance", "strategy", "risk_management", "metrics_targets"]);
    expect(result.recommendations).toHaveLength(scored.length);
    expect(result.recommendations.map((r) => r.text.en)).toContain("Set a science-based target and have it validated.");
  });
});
