import type { Question, Questionnaire, Text } from "./questionnaires/index.ts";

/** An answer scoring under this share of its points brings its recommendation into the result. */
export const RECOMMEND_BELOW = 0.5;

export type SectionScore = { section: string; score: number; earned: number; max: number };
export type Recommendation = { section: string; question: string; text: Text; score: number };
/** What a completed assessment stores: scores 0–100 per section and overall, and what to do next, most telling first. */
export type AssessmentResult = { version: number; overall: number; sections: SectionScore[]; recommendations: Recommendation[] };

/** The most a question can score; 0 for one that is not scored (text, date). */
export function maxPoints(question: Question): number {
  switch (question.type) {
    case "yes_no_partial":
    case "single_choice":
      return Math.max(0, ...(question.options ?? []).map((o) => o.points));
    case "multiple_choice": {
      const all = (question.options ?? []).reduce((sum, o) => sum + Math.max(0, o.points), 0);
      return Math.min(all, question.maxPoints ?? all);
    }
    case "number":
      return Math.max(0, ...(question.number?.ranges ?? []).map((r) => r.points));
    default:
      return 0;
  }
}

const inRange = (value: number, range: { min?: number; max?: number }) =>
  (range.min === undefined || value >= range.min) && (range.max === undefined || value < range.max);

/** What an answer scores (a stored, valid value); 0 for an unscored question. */
export function pointsFor(question: Question, value: unknown): number {
  const optionPoints = (v: unknown) => question.options?.find((o) => o.value === v)?.points ?? 0;
  switch (question.type) {
    case "yes_no_partial":
    case "single_choice":
      return optionPoints(value);
    case "multiple_choice": {
      const chosen = Array.isArray(value) ? value : [];
      return Math.min(
        maxPoints(question),
        chosen.reduce((sum: number, v) => sum + optionPoints(v), 0),
      );
    }
    case "number":
      return typeof value === "number" ? (question.number?.ranges.find((r) => inRange(value, r))?.points ?? 0) : 0;
    default:
      return 0;
  }
}

/** An answer's score 0–100, or null when the question is not scored or not answered. */
export function questionScore(question: Question, value: unknown): number | null {
  const max = maxPoints(question);
  if (max === 0 || value === undefined || value === null) return null;
  return Math.round((100 * pointsFor(question, value)) / max);
}

/**
 * Scores the answers by the questionnaire's own rules: a section's score is
 * its points earned out of its points possible (an optional question left
 * unanswered counts neither way; a required one left unanswered, only in a
 * draft, counts as nothing earned); the overall score weighs the sections by
 * their weights. Low answers bring their recommendations, ranked by how much
 * they cost the overall score.
 */
export function scoreAnswers(questionnaire: Questionnaire, answers: ReadonlyMap<string, unknown>): AssessmentResult {
  const sections: SectionScore[] = [];
  const candidates: (Recommendation & { cost: number; order: number })[] = [];
  let weighted = 0;
  let weights = 0;
  let order = 0;
  for (const section of questionnaire.sections) {
    let earned = 0;
    let max = 0;
    const lows: { question: Question; earned: number; max: number; order: number }[] = [];
    for (const question of section.questions) {
      order++;
      const possible = maxPoints(question);
      const value = answers.get(question.code);
      const answered = value !== undefined && value !== null;
      if (possible === 0 || (!answered && !question.required)) continue;
      const points = answered ? pointsFor(question, value) : 0;
      earned += points;
      max += possible;
      if (question.recommendation && points / possible < RECOMMEND_BELOW) lows.push({ question, earned: points, max: possible, order });
    }
    sections.push({ section: section.code, score: max === 0 ? 0 : Math.round((100 * earned) / max), earned, max });
    if (max === 0) continue;
    weighted += (section.weight * earned) / max;
    weights += section.weight;
    for (const low of lows) {
      candidates.push({
        section: section.code,
        question: low.question.code,
        text: low.question.recommendation!,
        score: Math.round((100 * low.earned) / low.max),
        cost: (section.weight * (low.max - low.earned)) / max,
        order: low.order,
      });
    }
  }
  const recommendations = candidates.sort((a, b) => b.cost - a.cost || a.order - b.order).map(({ cost: _cost, order: _order, ...r }) => r);
  return { version: questionnaire.version, overall: weights === 0 ? 0 : Math.round((100 * weighted) / weights), sections, recommendations };
}
