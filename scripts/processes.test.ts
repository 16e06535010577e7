import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_ENV, apiCommand, apiEnv, SITE_NODE_FLAGS, siteCommand } from "./processes.mjs";

const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const shell = ([command, args]: [string, string[]]) => [command, ...args].join(" ");
const envPrefix = Object.entries(API_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");

describe("the server processes' commands (processes.mjs)", () => {
  it("are the ones deploy/Containerfile runs and docs/deploying.md gives", () => {
    const containerfile = read("deploy/Containerfile");
    const guide = read("docs/deploying.md");
    expect(containerfile).toContain(`greenpage ${shell(siteCommand())}`);
    expect(guide).toContain(`\`${shell(siteCommand())}\``);
    expect(guide).toContain(`greenpage ${shell(siteCommand())}`);
    for (const [name, value] of Object.entries(API_ENV)) expect(containerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, "m"));
    expect(JSON.parse(containerfile.match(/^CMD (.*)$/m)?.[1] ?? "null")).toEqual(apiCommand().flat());
    expect(guide).toContain(`\`${envPrefix} ${shell(apiCommand())}\``);
    // `npm start -w site` runs the same server from inside site/.
    expect(JSON.parse(read("site/package.json")).scripts.start).toBe(shell(siteCommand()).replace("site/server.mjs", "server.mjs"));
  });

  it("are what npm start, the bench and the end-to-end servers spawn", () => {
    for (const path of ["scripts/start.mjs", "scripts/bench/site.mjs", "site/e2e/servers.ts", "site/e2e/production.e2e.ts"]) {
      const source = read(path);
      expect(source, path).toContain("siteCommand(");
      expect(source, path).not.toMatch(/"site\/(server\.mjs|dist\/server\/entry\.mjs)"/);
    }
    for (const path of ["scripts/start.mjs", "scripts/bench/servers.mjs", "site/e2e/servers.ts", "site/e2e/production.e2e.ts"]) {
      expect(read(path), path).toMatch(/apiEnv\(/);
    }
  });

  it("give Node flags it accepts, bounding the site's heap", () => {
    const run = spawnSync(process.execPath, [...SITE_NODE_FLAGS, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    // Old generation 256 MB plus the young one: far below the gigabytes Node allows by default.
    expect(Number(run.stdout) / 2 ** 20).toBeLessThan(320);
  });

  it("let an operator's own JavaScriptCore setting win", () => {
    expect(apiEnv({ PATH: "/bin" })).toMatchObject({ ...API_ENV, PATH: "/bin" });
    expect(apiEnv({ BUN_JSC_forceRAMSize: "1073741824" }).BUN_JSC_forceRAMSize).toBe("1073741824");
  });
});
