import { fieldError } from "../../lib/errors.ts";
import { ASSESSMENT_MESSAGES as M } from "./messages.ts";
import type { Question } from "./questionnaires/index.ts";

/** The longest free-text answer, after trimming. */
export const TEXT_ANSWER_MAX = 5000;

function isDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * An answer as the question takes it, or null for "not answered" (null, an
 * empty text or no choice clears it). Anything else is refused on `value`
 * with what to do instead.
 */
export function cleanAnswerValue(question: Question, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  const values = new Set((question.options ?? []).map((o) => o.value));
  switch (question.type) {
    case "yes_no_partial":
    case "single_choice":
      if (typeof raw === "string" && values.has(raw)) return raw;
      throw fieldError("value", M.choice);
    case "multiple_choice": {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== "string" || !values.has(v)) || new Set(raw).size !== raw.length) {
        throw fieldError("value", M.choices);
      }
      if (raw.length === 0) return null;
      const exclusive = question.options!.filter((o) => o.exclusive && raw.includes(o.value));
      if (exclusive.length > 0 && raw.length > 1) throw fieldError("value", M.exclusive);
      // Stored in the questionnaire's order, so the same choices read the same.
      return question.options!.map((o) => o.value).filter((v) => raw.includes(v));
    }
    case "number": {
      const { min, max } = question.number!;
      const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof n !== "number" || !Number.isFinite(n) || n < min || n > max) throw fieldError("value", M.number(min, max));
      return n;
    }
    case "text": {
      if (typeof raw !== "string") throw fieldError("value", M.tooLong(TEXT_ANSWER_MAX));
      const text = raw.trim();
      if (text.length > TEXT_ANSWER_MAX) throw fieldError("value", M.tooLong(TEXT_ANSWER_MAX));
      return text === "" ? null : text;
    }
    case "date": {
      if (raw === "") return null;
      if (typeof raw !== "string" || !isDate(raw)) throw fieldError("value", M.date);
      return raw;
    }
  }
}
