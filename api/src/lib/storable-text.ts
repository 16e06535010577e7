import type { FieldErrors } from "./errors.ts";
import { RULES } from "./validate.ts";

/** PostgreSQL's text and jsonb cannot hold U+0000: such a value would fail in the database as a 500. */
const UNSTORABLE = "\u0000";

/**
 * Where a request's text holds a character the database cannot store: one
 * message per field, on its path (`title_json.en`, `questions.0.label_json`;
 * `prefix` names the part of the request). Keys count as text too (they
 * become jsonb keys). Walked with a stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function unstorableText(value: unknown, prefix?: string): FieldErrors {
  const fields: FieldErrors = {};
  const stack: [path: string, value: unknown][] = [[prefix ?? "", value]];
  while (stack.length > 0) {
    const [path, current] = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes(UNSTORABLE)) fields[path || "non_field_errors"] = [RULES.unstorable];
    } else if (Array.isArray(current)) {
      for (const [i, item] of current.entries()) stack.push([join(path, String(i)), item]);
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(UNSTORABLE)) fields[path || "non_field_errors"] = [RULES.unstorable];
        else stack.push([join(path, key), item]);
      }
    }
  }
  return fields;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** JSON and form bodies, queries and path parameters; never a file, a stream or a buffer. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
