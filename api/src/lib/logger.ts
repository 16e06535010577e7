/** Structured logging: one JSON object per line, so logs can be grepped and shipped as they are. */
export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

export function createLogger(level: "info" | "silent", write: (line: string) => void = console.log): Logger {
  const emit = (lvl: string, event: string, fields: Record<string, unknown> = {}) => {
    if (level === "silent") return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields }));
  };
  return {
    info: (event, fields) => emit("info", event, fields),
    error: (event, fields) => emit("error", event, fields),
  };
}
