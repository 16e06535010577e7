import { readFileSync } from "node:fs";
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
