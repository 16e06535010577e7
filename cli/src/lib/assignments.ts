import { UsageError } from "./errors.ts";

/**
 * `--set name.en=Acme --set is_visible=false` as a patch of `current`.
 * `field.lang` sets one language of the per-language map `field_json` (the
 * other languages are kept); a plain `field` whose value is text stays text,
 * any other takes JSON when the value is JSON (`false`, `12`, `null`, `["a"]`). Only fields the
 * resource has may be set, so a typo is an error instead of a silent no-op.
 * `objects` names the object fields set key by key (`style.font=serif`), with
 * the keys the API takes: the API saves such an object whole, so the other
 * keys are sent as they are.
 */
export function patchFrom(
  assignments: readonly string[],
  current: Record<string, unknown>,
  objects: Readonly<Record<string, readonly string[]>> = {},
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const assignment of assignments) {
    const equals = assignment.indexOf("=");
    if (equals <= 0) throw new UsageError(`--set takes field=value (got "${assignment}").`);
    const key = assignment.slice(0, equals).trim();
    const value = assignment.slice(equals + 1);
    const [field, lang, ...rest] = key.split(".");
    if (rest.length > 0 || !field) throw new UsageError(`Unknown field "${key}".`);
    if (lang !== undefined && Object.hasOwn(objects, field)) {
      const keys = objects[field]!;
      if (!keys.includes(lang)) throw new UsageError(`Unknown field "${key}". Fields of ${field}: ${keys.map((k) => `${field}.${k}`).join(", ")}.`);
      const existing = current[field];
      const object = (patch[field] ?? { ...(typeof existing === "object" && existing !== null ? existing : {}) }) as Record<string, unknown>;
      object[lang] = value;
      patch[field] = object;
      continue;
    }
    if (lang !== undefined) {
      const mapName = field.endsWith("_json") ? field : `${field}_json`;
      const existing = current[mapName] ?? {};
      if (!Object.hasOwn(current, mapName) || typeof existing !== "object")
        throw new UsageError(`Unknown field "${key}". Per-language fields: ${languageFields(current).join(", ")}.`);
      if (!/^[a-z]{2}$/.test(lang)) throw new UsageError(`"${lang}" is not a language code (en, ja).`);
      const map = (patch[mapName] ?? { ...(existing as Record<string, string>) }) as Record<string, string>;
      map[lang] = value;
      patch[mapName] = map;
      continue;
    }
    if (!Object.hasOwn(current, field) || field === "id") throw new UsageError(`Unknown field "${field}". Fields: ${plainFields(current).join(", ")}.`);
    // A text field stays text (`credential_id=12345`); others take JSON when it is JSON.
    patch[field] = typeof current[field] === "string" ? value : parseValue(value);
  }
  return patch;
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const languageFields = (current: Record<string, unknown>) =>
  Object.keys(current)
    .filter((k) => k.endsWith("_json"))
    .map((k) => `${k.slice(0, -5)}.<lang>`);
const plainFields = (current: Record<string, unknown>) => Object.keys(current).filter((k) => !k.endsWith("_json") && k !== "id");
