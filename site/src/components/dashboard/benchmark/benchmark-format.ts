import type { FrameworkBenchmark } from "@greenpage/sdk";

/** A framework's name in the interface's language. */
export const frameworkName = (f: Pick<FrameworkBenchmark, "name">, language: string) => (language.startsWith("ja") ? f.name.ja : f.name.en);

/** A disclosure's title: the official Japanese one where it exists. */
export const gapTitle = (title: { en: string; ja?: string }, language: string) => (language.startsWith("ja") && title.ja ? title.ja : title.en);

/** A `YYYY-MM-DD` day as people read it, in UTC (scores are filed by UTC day). */
export const dayLabel = (day: string, language: string, style: "short" | "long" = "long") =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(
    language,
    style === "short" ? { month: "short", day: "numeric", timeZone: "UTC" } : { dateStyle: "medium", timeZone: "UTC" },
  );

/** A score as text: one decimal at most, in the interface's number format. */
export const scoreText = (score: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(score);
