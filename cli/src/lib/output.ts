import pc from "picocolors";
import stringWidth from "string-width";

export type Colors = ReturnType<typeof pc.createColors>;

/** Colours only on a terminal, and never with NO_COLOR set or --no-color given. */
export function colorsFor(stream: NodeJS.WriteStream, { color = true }: { color?: boolean } = {}): Colors {
  const enabled = color && Boolean(stream.isTTY) && !("NO_COLOR" in process.env) && process.env.TERM !== "dumb";
  return pc.createColors(enabled);
}

export type Column<T> = { header: string; value: (row: T) => unknown };

const cell = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));
const pad = (text: string, width: number) => text + " ".repeat(Math.max(0, width - stringWidth(text)));

/** Rows as aligned columns, headers first; widths count Japanese characters as two, as a terminal does. */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[], colors: Colors): string {
  const cells = rows.map((row) => columns.map((column) => cell(column.value(row)).replace(/\s+/g, " ")));
  const widths = columns.map((column, i) => Math.max(stringWidth(column.header), ...cells.map((line) => stringWidth(line[i]!))));
  const format = (line: string[]) =>
    line
      .map((text, i) => (i === line.length - 1 ? text : pad(text, widths[i]!)))
      .join("  ")
      .trimEnd();
  return [colors.bold(format(columns.map((c) => c.header))), ...cells.map(format)].join("\n");
}

/** One record as `label  value` lines. */
export function formatRecord(fields: readonly [string, unknown][], colors: Colors): string {
  const width = Math.max(...fields.map(([label]) => stringWidth(label)));
  return fields.map(([label, value]) => `${colors.dim(pad(label, width))}  ${cell(value)}`).join("\n");
}

/** Where a command writes: data to stdout (JSON with --json), messages to stderr so pipes get data only. */
export type Output = {
  json: boolean;
  colors: Colors;
  errColors: Colors;
  /** Prints `data` as JSON with --json, else the human text `human()` makes. */
  result(data: unknown, human: () => string): void;
  /** A confirmation or progress note on stderr (silent with --json). */
  note(message: string): void;
};

export function createOutput({ json, color }: { json: boolean; color: boolean }): Output {
  const colors = colorsFor(process.stdout, { color });
  const errColors = colorsFor(process.stderr, { color });
  return {
    json,
    colors,
    errColors,
    result(data, human) {
      process.stdout.write(json ? `${JSON.stringify(data, null, 2)}\n` : `${human()}\n`);
    },
    note(message) {
      if (!json) process.stderr.write(`${message}\n`);
    },
  };
}

/** Text of a per-language map: the language asked for, else English, else any. */
export function localized(map: Record<string, string> | null | undefined, lang = "en"): string {
  if (!map) return "";
  return map[lang] || map.en || Object.values(map).find(Boolean) || "";
}

/** The date part of an ISO timestamp, for tables (`2026-11-25`); empty when there is none. */
export const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : "");

/** An ISO timestamp to the minute, in UTC as the API gives it (`2026-11-25 14:03`), for tables of events. */
export const minute = (value: string | null | undefined) => (value ? value.slice(0, 16).replace("T", " ") : "");
