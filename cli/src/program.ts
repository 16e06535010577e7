import { Command, Option } from "commander";
import { registerAdmin } from "./commands/admin.ts";
import { registerAnalysis } from "./commands/analysis.ts";
import { registerAnalytics } from "./commands/analytics.ts";
import { registerBenchmark } from "./commands/benchmark.ts";
import { registerAssessments } from "./commands/assessments.ts";
import { registerAuth } from "./commands/auth.ts";
import { registerBilling } from "./commands/billing.ts";
import { registerCategories } from "./commands/categories.ts";
import { registerCompletion } from "./commands/completion.ts";
import { registerContents } from "./commands/contents.ts";
import { registerExport } from "./commands/export.ts";
import { registerImport } from "./commands/import.ts";
import { registerMembers } from "./commands/members.ts";
import { registerNews } from "./commands/news.ts";
import { registerNotifications } from "./commands/notifications.ts";
import { registerLinks } from "./commands/links.ts";
import { registerDisclosures } from "./commands/disclosures.ts";
import { registerPages } from "./commands/pages.ts";
import { registerStatsLinks } from "./commands/stats-links.ts";
import { registerVerify } from "./commands/verify.ts";
import { withExamples } from "./lib/help.ts";

declare const __CLI_VERSION__: string;

/** The whole command tree; `main` runs it, the completion script is generated from it. */
export function createProgram(): Command {
  const program = new Command("greenpage")
    .description("Greenpage from the terminal: pages, contents, team, export and import, admin")
    .version(typeof __CLI_VERSION__ === "string" ? __CLI_VERSION__ : "0.0.0-dev", "-v, --version")
    .addOption(new Option("--api-url <url>", "the Greenpage API (default: GREENPAGE_API_URL, the last login's, or http://localhost:3000)"))
    .option("--json", "machine-readable output")
    .option("--no-color", "no colours (also NO_COLOR, or when not a terminal)")
    .option("--debug", "show stack traces of errors")
    .showHelpAfterError("(add --help for usage)")
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  registerAuth(program);
  registerPages(program);
  registerContents(program);
  registerCategories(program);
  registerNews(program);
  registerLinks(program);
  registerDisclosures(program);
  registerExport(program);
  registerImport(program);
  registerMembers(program);
  registerAnalytics(program);
  registerBenchmark(program);
  registerStatsLinks(program);
  registerAssessments(program);
  registerAnalysis(program);
  registerNotifications(program);
  registerBilling(program);
  registerVerify(program);
  registerAdmin(program);
  registerCompletion(program);
  withExamples(program, [
    "greenpage login --email you@example.com",
    "greenpage pages list",
    "greenpage contents list midori-coffee",
    "greenpage members invite midori-coffee --role editor",
    "greenpage export midori-coffee --format json --out backup/",
    "greenpage completion bash >> ~/.bashrc",
  ]);
  return program;
}
