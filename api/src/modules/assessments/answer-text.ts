import type { LanguageCode } from "@greenpage/db/schema";
import type { Question } from "./questionnaires/index.ts";

/** An answer as a person reads it in `language`: choices by their labels (several joined by "; "), a number with its unit. */
export function answerText(question: Question, value: unknown, language: LanguageCode): string {
  if (value === null || value === undefined) return "";
  const label = (v: unknown) => question.options?.find((o) => o.value === v)?.label[language] ?? String(v);
  switch (question.type) {
    case "yes_no_partial":
    case "single_choice":
      return label(value);
    case "multiple_choice":
      return (Array.isArray(value) ? value : [value]).map(label).join("; ");
    case "number": {
      const unit = question.number?.unit[language] ?? "";
      return `${(value as number).toLocaleString(language === "ja" ? "ja-JP" : "en-US")}${unit === "%" ? "%" : unit ? ` ${unit}` : ""}`;
    }
    default:
      return String(value);
  }
}

/** Words of the exports, per language. */
export const EXPORT_WORDS = {
  en: {
    suggested: "suggested, not confirmed",
    draft: "Draft: in progress",
    completed: "Completed",
    overall: "Overall score",
    section: "Section",
    score: "Score",
    recommendations: "Recommendations",
    none: "No recommendations: every answer scored at least half its points.",
    answeredBy: "Answered by",
    notAnswered: "Not answered",
    evidence: "Evidence",
  },
  ja: {
    suggested: "提案・未確認",
    draft: "下書き（回答中）",
    completed: "完了",
    overall: "総合スコア",
    section: "セクション",
    score: "スコア",
    recommendations: "推奨事項",
    none: "推奨事項はありません。すべての回答が配点の半分以上を獲得しました。",
    answeredBy: "回答者",
    notAnswered: "未回答",
    evidence: "エビデンス",
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;
