import cliProgress from "cli-progress";

/** A progress bar over a number of steps, with the step in hand named beside it. */
export type Progress = {
  /** Starts the bar, or resets it for the next phase. */
  start(total: number, label: string): void;
  /** One step done; `label` names the next. */
  tick(label?: string): void;
  stop(): void;
};

const silent: Progress = { start() {}, tick() {}, stop() {} };

/**
 * A bar on stderr, only where a person watches: stderr is a terminal and
 * the output is not --json. Elsewhere every call is a no-op, so scripts and
 * pipes get no control characters.
 */
export function createProgress({ json }: { json: boolean }): Progress {
  if (json || !process.stderr.isTTY) return silent;
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: "{bar} {value}/{total} {label}", hideCursor: true, clearOnComplete: true, barsize: 30 },
    cliProgress.Presets.shades_classic,
  );
  let running = false;
  return {
    start(total, label) {
      if (running) bar.stop();
      bar.start(total, 0, { label });
      running = true;
    },
    tick(label) {
      if (running) bar.increment(1, label === undefined ? {} : { label });
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
