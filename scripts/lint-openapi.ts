// Lints the OpenAPI document exactly as production serves it with Redocly's
// rules (redocly.yaml): the document integrators and the SDK generator read.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchOpenApiDocument } from "../sdk/scripts/api-types.ts";

const folder = mkdtempSync(join(tmpdir(), "greenpage-openapi-"));
const file = join(folder, "openapi.json");
try {
  writeFileSync(file, JSON.stringify(await fetchOpenApiDocument(), null, 2));
  const lint = spawnSync("npx", ["redocly", "lint", file, "--config", "redocly.yaml", "--format", "summary"], { stdio: "inherit" });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
