import type { Command } from "commander";

/** Adds an Examples section to a command's --help, as gh and vercel do. */
export function withExamples(command: Command, examples: readonly string[]): Command {
  return command.addHelpText("after", `\nExamples:\n${examples.map((e) => `  $ ${e}`).join("\n")}\n`);
}
