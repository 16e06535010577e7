// Lints the OpenAPI document exactly as production serves it, the one integrators and the SDK generator read:
// Redocly's recommended rules (redocly.yaml), then the OWASP API Security ruleset for Spectral (.spectral.mjs).
// Either one's errors fail; Spectral's warnings are listed by rule.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchOpenApiDocument } from "../api/scripts/sdk-contract/api-types.ts";

const folder = mkdtempSync(join(tmpdir(), "greenpage-openapi-"));
const file = join(folder, "openapi.json");
const report = join(folder, "spectral.json");
try {
  writeFileSync(file, JSON.stringify(await fetchOpenApiDocument(), null, 2));
  const redocly = spawnSync("npx", ["redocly", "lint", file, "--config", "redocly.yaml", "--format", "summary"], { stdio: "inherit" });
  const spectral = spawnSync(
    "npx",
    ["spectral", "lint", file, "--ruleset", ".spectral.mjs", "--format", "json", "--output", report, "--fail-severity", "error"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const findings = JSON.parse(readFileSync(report, "utf8")) as { code: string; severity: number; message: string; path: string[] }[];
  const count = new Map<string, number>();
  for (const finding of findings)
    count.set(
      `${finding.severity === 0 ? "error" : "warning"} ${finding.code}`,
      (count.get(`${finding.severity === 0 ? "error" : "warning"} ${finding.code}`) ?? 0) + 1,
    );
  console.log(
    `\nSpectral (OWASP API Security): ${findings.filter((f) => f.severity === 0).length} errors, ${findings.filter((f) => f.severity === 1).length} warnings`,
  );
  for (const [rule, n] of [...count].sort()) console.log(`  ${String(n).padStart(5)}  ${rule}`);
  for (const finding of findings.filter((f) => f.severity === 0).slice(0, 50)) console.log(`  ${finding.code}: ${finding.path.join(".")} — ${finding.message}`);
  process.exitCode = redocly.status || spectral.status || 0;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
