import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@greenpage/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const handle = `assess-${Date.now().toString(36)}`.slice(0, 20);

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};

beforeAll(async () => {
  world = await startCliWorld();
  const owner = await newOwner(world.apiUrl);
  await ok(["login", "--email", owner.email, "--password-stdin"], { input: `${owner.password}\n` });
  await ok(["pages", "create", handle]);
  // Assessments are Premium: the demo's admin puts the page on it.
  const admin = createClient({ baseUrl: world.apiUrl });
  await admin.login("reviewer@greenpage.dev", "greenpage-review");
  await admin.admin.plans.assign({ page: handle }, "premium");
}, 180_000);
afterAll(async () => world?.stop());

type Assessment = { id: number; state: string; progress: { answered: number; percent: number }; answers: { question: string; value: unknown }[] };

describe("greenpage assessments", () => {
  // About twenty CLI runs, each a Node process: 20 s on a quiet machine, past the default 30 s on a busy one.
  it("starts, answers (choices, numbers, lists), pre-fills, completes, lists and exports an assessment", async () => {
    const started = (await ok(["assessments", "start", handle, "climate-readiness", "--json"])).json<Assessment>();
    expect(started.state).toBe("in_progress");
    const id = String(started.id);
    await ok(["assessments", "answer", handle, id, "scope1", "yes"]);
    await ok(["assessments", "answer", handle, id, "risk_types", "physical_acute,opportunities"]);
    const number = await ok(["assessments", "answer", handle, id, "renewable_share", "60"]);
    expect(number.stdout).toMatch(/^Saved renewable_share\. Progress 3\/\d+ \(\d+%\)\./);
    const refused = await world.cli(["assessments", "answer", handle, id, "renewable_share", "160"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Enter a number from 0 to 100.");
    const open = await world.cli(["assessments", "complete", handle, id]);
    expect(open.code).toBe(1);
    expect(open.stderr).toContain("This question is required.");
    await ok(["assessments", "prefill", handle, id]);

    const required: Record<string, string> = {
      board_oversight: "yes",
      board_frequency: "quarterly",
      management_role: "partial",
      scenario_analysis: "qualitative",
      transition_plan: "no",
      risks_identified: "yes",
      risk_process: "yes",
      risk_prioritised: "yes",
      risk_integrated: "partial",
      scope2: "yes",
      scope3: "some",
      targets_set: "none",
    };
    for (const [question, value] of Object.entries(required)) await ok(["assessments", "answer", handle, id, question, value]);
    const done = await ok(["assessments", "complete", handle, id]);
    expect(done.stdout).toMatch(/State\s+completed/);
    expect(done.stdout).toMatch(/Overall\s+\d+\/100/);
    expect(done.stdout).toContain("Set a science-based target and have it validated.");
    const shown = await ok(["assessments", "show", handle, id]);
    expect(shown.stdout).toMatch(/risk_types\*\s+Acute physical risks \(storms, floods\); Opportunities \(new products, efficiency\)\s+50\s+Cli Owner/);

    const list = (await ok(["assessments", "list", handle, "--json"])).json<{ id: number; state: string; overall: number }[]>();
    expect(list).toEqual([expect.objectContaining({ id: started.id, state: "completed", overall: expect.any(Number) })]);
    expect((await ok(["assessments", "list", handle])).stdout).toMatch(/ID\s+QUESTIONNAIRE\s+STATE\s+PROGRESS\s+SCORE/);

    const pdfPath = join(world.work, "assessment.pdf");
    const pdf = await ok(["assessments", "export", handle, id, "--format", "pdf", "--lang", "ja", "--out", pdfPath, "--json"]);
    expect(pdf.json()).toMatchObject({ file: pdfPath, content_type: "application/pdf" });
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe("%PDF-");
    const csvPath = join(world.work, "assessment.csv");
    await ok(["assessments", "export", handle, id, "--out", csvPath]);
    expect(readFileSync(csvPath, "utf8")).toContain("section,question,answer,score,answered_by,answered_at,evidence");
    expect((await world.cli(["assessments", "export", handle, id, "--format", "docx"])).code).toBe(2);
  }, 90_000);
});
