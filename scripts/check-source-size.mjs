// Fails when a source file grows past 400 lines (STYLE.md: a module one can read at once).
// Generated files are left out: the SDK's OpenAPI types and rules, and drizzle-kit's migrations.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|astro|css)$/;
const GENERATED = [/^sdk\/src\/(api-types|rules)\.ts$/, /^drizzle\/migrations\//];

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));

const long = files.map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length - 1 })).filter(({ lines }) => lines > MAX_LINES);

for (const { file, lines } of long) console.error(`${file}: ${lines} lines (at most ${MAX_LINES})`);
if (long.length > 0) process.exit(1);
console.log(`${files.length} source files, none over ${MAX_LINES} lines`);
