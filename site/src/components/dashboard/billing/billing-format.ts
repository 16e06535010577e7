import { formatMoney } from "@greenpage/sdk";

/** Money in minor units as the reader's language writes it. */
export const money = (amount: number, currency: string, language: string) => formatMoney(amount, currency, language);

/** A date (ISO or YYYY-MM-DD) in the reader's language, read in UTC as billing stores it. */
export function day(value: string | null | undefined, language: string): string {
  if (!value) return "";
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return date.toLocaleDateString(language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** A plan's name in the reader's language, from the catalogue's `name_json`. */
export const planName = (plan: { code: string; name_json: Record<string, string> }, language: string) =>
  plan.name_json[language.startsWith("ja") ? "ja" : "en"] ?? plan.name_json.en ?? plan.code;
