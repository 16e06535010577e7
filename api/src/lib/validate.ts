import { isLanguageCode, type LocalizedText } from "@greenpage/db/schema";
import type { FieldErrorCollector } from "./errors.ts";

/** Messages for the rules of specification §5, word for word where it gives them. */
export const RULES = {
  required: "This field is required.",
  email: "Enter a valid email address.",
  url: "URL must start with https:// or http://.",
  urlInvalid: "Enter a valid URL.",
  language: "Only en and ja are supported.",
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  framework: "Select a valid framework.",
  frameworkCategory: "Select a valid category for this framework.",
  frameworkNeedsCategory: "Select at least 1 category for each framework.",
  date: "Enter a valid date (YYYY-MM-DD).",
  unstorable: "Remove the null character (U+0000): text cannot contain it.",
} as const;

/** An email address as the API accepts it (also a JSON Schema `pattern`). */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
const EMAIL = new RegExp(EMAIL_PATTERN);

export const isEmail = (value: string) => EMAIL.test(value) && value.length <= 254;

/** Per-language text: only en/ja keys, trimmed, blanks dropped. Undefined when the field was not sent. */
export function cleanLocalized(
  errors: FieldErrorCollector,
  field: string,
  value: Record<string, string> | null | undefined,
  options: { required?: boolean; maxLength?: number } = {},
): LocalizedText | null | undefined {
  if (value === undefined) return undefined;
  const clean: LocalizedText = {};
  for (const [language, text] of Object.entries(value ?? {})) {
    if (!isLanguageCode(language)) {
      errors.add(`${field}.${language}`, RULES.language);
      continue;
    }
    const trimmed = text.trim();
    if (options.maxLength && trimmed.length > options.maxLength) errors.add(`${field}.${language}`, RULES.tooLong(options.maxLength));
    if (trimmed) clean[language] = trimmed;
  }
  if (Object.keys(clean).length === 0) {
    if (options.required) errors.add(field, RULES.required);
    return value === null ? null : {};
  }
  return clean;
}

/**
 * A scheme written before the address (`javascript:`, `ftp://`, `mailto:`);
 * a colon followed by a digit is a port (`localhost:3000`), not a scheme.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Every link must be https:// or http://: the specification's "{host}" rule.
 * With `completeScheme`, an address written without one (`example.com`,
 * `instagram.com/x`, `//example.com`) is taken as https:// — what a visitor's
 * browser bar would do; any other scheme is still refused.
 */
export function cleanUrl(
  errors: FieldErrorCollector,
  field: string,
  value: string | null | undefined,
  options: { completeScheme?: boolean } = {},
): string | null | undefined {
  if (value === undefined || value === null) return value;
  let trimmed = value.trim();
  if (!trimmed) return null;
  if (options.completeScheme && !SCHEME.test(trimmed)) trimmed = `https://${trimmed.replace(/^\/\//, "")}`;
  if (!/^https?:\/\//i.test(trimmed)) {
    errors.add(field, RULES.url);
    return undefined;
  }
  try {
    const url = new URL(trimmed);
    if (!url.hostname.includes(".") && url.hostname !== "localhost") throw new Error("no host");
  } catch {
    errors.add(field, RULES.urlInvalid);
    return undefined;
  }
  return trimmed;
}

/** A date as `YYYY-MM-DD` (year 0001 on); also a JSON Schema `pattern`. Whether the day exists is `cleanDate`'s to say. */
export const DATE_PATTERN = "^(?!0000)\\d{4}-\\d{2}-\\d{2}$";
const DATE = new RegExp(DATE_PATTERN);

export function cleanDate(errors: FieldErrorCollector, field: string, value: string | null | undefined) {
  if (value === undefined || value === null) return value;
  if (!value) return null;
  const valid = DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) errors.add(field, RULES.date);
  return valid ? value : undefined;
}

/** Optional free text a model has checked (and trimmed): blank is stored as none. */
export const blankToNull = (value: string | null | undefined) => (value === "" ? null : value);

/** Drops keys whose value is undefined, so a PATCH only touches what was sent. */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
