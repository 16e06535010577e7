import { isGreenpageError } from "@greenpage/sdk";
import type { Colors } from "./output.ts";

/** Exit codes: 0 done, 1 the work failed (server said no, network…), 2 the command line was wrong. */
export const EXIT = { ok: 0, error: 1, usage: 2 } as const;

/** A mistake in how the command was called: exit 2, with the command's help hint. */
export class UsageError extends Error {}

/** A failure the CLI itself detects (a page that is not yours, a file that is not JSON): exit 1. */
export class CliError extends Error {}

/** What to print for an error, in the server's words when it came from the server; never a stack unless --debug. */
export function describeError(error: unknown, colors: Colors, debug: boolean): { message: string; exitCode: number } {
  const lines: string[] = [];
  let exitCode: number = EXIT.error;
  if (isGreenpageError(error)) {
    const fields = Object.entries(error.fieldErrors);
    if (fields.length > 0) {
      lines.push(`${colors.red("Error:")} the server refused the input.`);
      for (const [field, messages] of fields) lines.push(`  ${colors.bold(field)}: ${messages.join(" ")}`);
    } else {
      lines.push(`${colors.red("Error:")} ${error.detail}`);
    }
    if (error.upgradeUrl) lines.push(`  Upgrade: ${error.upgradeUrl}`);
    if (error.kind === "unauthorized") lines.push("  Run `greenpage login` first.");
  } else if (error instanceof UsageError) {
    exitCode = EXIT.usage;
    lines.push(`${colors.red("Error:")} ${error.message}`, "  (add --help to see how to use this command)");
  } else if (error instanceof Error) {
    lines.push(`${colors.red("Error:")} ${error.message}`);
  } else {
    lines.push(`${colors.red("Error:")} ${String(error)}`);
  }
  if (debug && error instanceof Error && error.stack) lines.push("", colors.dim(error.stack));
  return { message: lines.join("\n"), exitCode };
}
