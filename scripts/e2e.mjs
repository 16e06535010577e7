// End-to-end tests in Debian's Chromium. Without a browser on the machine they
// are skipped with a notice, unless E2E_REQUIRED=1 (CI), where that is a failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: end-to-end tests not run (apt-get install chromium).`;
  if (process.env.E2E_REQUIRED === "1") {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
// Extra arguments (a file, -t "name") go to vitest.
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
