import { readFileSync } from "node:fs";
import { LANGUAGE_CODES, type LanguageCode } from "@greenpage/sdk";
import { CliError, UsageError } from "./errors.ts";

/** A JSON file (`-` for standard input) holding one object or a list of objects. */
export function readJsonObjects(path: string): Record<string, unknown>[] {
  let text: string;
  try {
    text = readFileSync(path === "-" ? 0 : path, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0 || items.some((item) => !item || typeof item !== "object" || Array.isArray(item))) {
    throw new CliError(`${path} must hold a JSON object or a list of objects.`);
  }
  return items as Record<string, unknown>[];
}

/** Ids from the command line: positive whole numbers. */
export function parseIds(values: readonly string[], what: string): number[] {
  return values.map((value) => {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) throw new UsageError(`${what} ids are whole numbers (got "${value}").`);
    return id;
  });
}

/** For options given more than once (`--set a=1 --set b=2`): commander keeps every value. */
export const repeatable = (value: string, previous: string[] = []) => [...previous, value];

/** Creates the items one at a time, in the file's order: the API appends each to its list, so the order holds. */
export async function createInOrder<T>(items: readonly Record<string, unknown>[], create: (item: Record<string, unknown>) => Promise<T>): Promise<T[]> {
  const created: T[] = [];
  for (const item of items) created.push(await create(item));
  return created;
}

/** `en=Acme` pairs as `{ en: "Acme" }`. */
export function languageMap(pairs: readonly string[], option: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of pairs) {
    const match = /^([a-z]{2})=(.*)$/s.exec(pair);
    if (!match) throw new UsageError(`${option} takes lang=text, e.g. en=Climate (got "${pair}").`);
    map[match[1]!] = match[2]!;
  }
  return map;
}

/** A reorder names each item of the list exactly once; anything else would leave two items on one place. */
export function checkCompleteOrder(order: readonly number[], existing: readonly number[], list: string): void {
  const unknown = order.filter((id) => !existing.includes(id));
  if (unknown.length > 0) throw new UsageError(`Not in ${list}: ${unknown.join(", ")}.`);
  const missing = existing.filter((id) => !order.includes(id));
  if (missing.length > 0) throw new UsageError(`Name every item of ${list}; missing: ${missing.join(", ")}.`);
  if (new Set(order).size !== order.length) throw new UsageError(`Each id once, please (${list}).`);
}

/** An option that takes a whole number from `min` to `max` (`--count 10`); anything else is a usage error. */
export const whole = (name: string, min: number, max: number) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new UsageError(`${name} is a whole number from ${min} to ${max} (got "${value}").`);
  return number;
};

/** An option that takes a whole number, 1 or more; its upper bound is the API's to check, in its words. */
export const positiveWhole = (name: string) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`${name} is a whole number, 1 or more (got "${value}").`);
  return number;
};

/** `--language`, checked against the SDK's list: the API's answer for a wrong one names no language. */
export const languageCode = (value: string): LanguageCode => {
  const found = LANGUAGE_CODES.find((code) => code === value.toLowerCase());
  if (!found) throw new UsageError(`--language is one of ${LANGUAGE_CODES.join(", ")} (got "${value}").`);
  return found;
};
