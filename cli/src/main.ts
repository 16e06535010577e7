import { CommanderError } from "commander";
import { createProgram } from "./program.ts";
import { describeError, EXIT } from "./lib/errors.ts";
import { colorsFor } from "./lib/output.ts";

/** Runs one command line; resolves to the exit code (0 ok, 1 error, 2 usage). */
export async function main(argv: string[]): Promise<number> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end here too; commander has printed them.
      return error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help" ? EXIT.ok : EXIT.usage;
    }
    const debug = argv.includes("--debug");
    const { message, exitCode } = describeError(error, colorsFor(process.stderr, { color: !argv.includes("--no-color") }), debug);
    process.stderr.write(`${message}\n`);
    return exitCode;
  }
}
