import "@elysiajs/openapi";
import { FormatRegistry } from "@sinclair/typebox";

/**
 * Importing `@elysiajs/openapi` replaces TypeBox's `date` check with one that
 * builds a Zod schema for every value it checks (tens of microseconds each):
 * a year's Analytics report checks 365 dates per response, most of its time
 * in the API. This module runs after the plugin (it imports it first) and
 * puts back a check of the same meaning: `YYYY-MM-DD`, a real calendar day.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

FormatRegistry.Set("date", (value) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
});
