import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPageDetail, AdminPageList, PageReport, PageReportList } from "@greenpage/sdk";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const asAdmin = { home: "admin" };
const HANDLE = "greenpage-demo";

const ok = async (args: string[], options: Parameters<CliWorld["cli"]>[1] = asAdmin) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const report = (body: Record<string, unknown>) =>
  fetch(`${world.apiUrl}/api/v1/businesses/public/${HANDLE}/reports/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const publicStatus = async () => (await fetch(`${world.apiUrl}/api/v1/businesses/public/${HANDLE}/`)).status;

beforeAll(async () => {
  world = await startCliWorld();
  await ok(["login", "--email", "reviewer@greenpage.dev", "--password-stdin"], { ...asAdmin, input: "greenpage-review\n" });
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage admin pages and reports", () => {
  it("lists and shows pages, unpublishes, hides and restores one", async () => {
    // The demo seeds one open report on its page, for a newcomer to resolve.
    const table = await ok(["admin", "pages", "list", "--q", "greenpage-demo"]);
    expect(table.stdout.split("\n")[0]).toMatch(/^HANDLE\s+NAME\s+OWNER\s+COUNTRY\s+PLAN\s+STATE\s+REPORTS$/);
    expect(table.stdout).toMatch(/greenpage-demo\s+.*demo@greenpage\.dev\s+.*published\s+1$/m);
    const json = (await ok(["admin", "pages", "list", "--state", "published", "--json"])).json<AdminPageList>();
    expect(json.results.map((p) => p.handle)).toContain(HANDLE);

    const down = await ok(["admin", "pages", "unpublish", HANDLE, "--reason", "Claims we could not verify"]);
    expect(down.stdout).toBe(`Page ${HANDLE} is unpublished; its owner was mailed.\n`);
    expect(await publicStatus()).toBe(404);
    const hidden = (await ok(["admin", "pages", "hide", HANDLE, "--reason", "Spam", "--json"])).json<{ moderation_state: string }>();
    expect(hidden.moderation_state).toBe("hidden");
    const shown = await ok(["admin", "pages", "show", HANDLE]);
    expect(shown.stdout).toMatch(/State\s+hidden/);
    expect(shown.stdout).toMatch(/Reason\s+Spam/);
    expect(shown.stdout).toMatch(/History\nWHEN\s+ACTION\s+BY\s+REASON\n.*page\.hide\s+reviewer@greenpage\.dev\s+Spam\n.*page\.unpublish/);
    const moderated = (await ok(["admin", "pages", "list", "--state", "moderated", "--json"])).json<AdminPageList>();
    expect(moderated.results.map((p) => p.handle)).toEqual([HANDLE]);

    expect((await ok(["admin", "pages", "restore", HANDLE])).stdout).toBe(`Page ${HANDLE} is restored (published).\n`);
    expect(await publicStatus()).toBe(200);
    const again = await world.cli(["admin", "pages", "restore", HANDLE], asAdmin);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("This page was not taken down");

    const missing = await world.cli(["admin", "pages", "unpublish", HANDLE], asAdmin);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("--reason");
  });

  it("lists open reports and resolves them", async () => {
    const seeded = (await ok(["admin", "reports", "list", "--json"])).json<PageReportList>().results.map((r) => r.id);
    expect(seeded).toHaveLength(1);
    expect((await report({ reason: "misleading", message: "Numbers look\nmade up", email: "r@example.com" })).status).toBe(201);
    expect((await report({ reason: "spam" })).status).toBe(201);
    const table = await ok(["admin", "reports", "list"]);
    expect(table.stdout.split("\n")[0]).toMatch(/^ID\s+PAGE\s+ITEM\s+REASON\s+MESSAGE\s+EMAIL\s+CREATED\s+RESOLUTION$/);
    expect(table.stdout).toMatch(/greenpage-demo\s+misleading\s+Numbers look made up\s+r@example\.com/);
    const open = (await ok(["admin", "reports", "list", "--json"])).json<PageReportList>();
    const [spam, misleading] = open.results as [PageReport, PageReport];
    expect([spam.reason, misleading.reason]).toEqual(["spam", "misleading"]);

    const noNote = await world.cli(["admin", "reports", "resolve", String(spam.id), "--resolution", "unpublish"], asAdmin);
    expect(noNote.code).not.toBe(0);
    expect(noNote.stderr).toContain("Give --note");
    expect((await ok(["admin", "reports", "resolve", String(spam.id), "--resolution", "no_action"])).stdout).toBe(
      `Report ${spam.id} on ${HANDLE} is resolved: no_action.\n`,
    );
    const contacted = (
      await ok(["admin", "reports", "resolve", String(misleading.id), "--resolution", "contact", "--message", "Please cite a source.", "--json"])
    ).json<PageReport>();
    expect(contacted).toMatchObject({ status: "resolved", resolution: "contacted", resolved_by: "reviewer@greenpage.dev" });
    const left = (await ok(["admin", "reports", "list", "--json"])).json<PageReportList>();
    expect(left.results.map((r) => r.id)).toEqual(seeded);
    const resolved = (await ok(["admin", "reports", "list", "--status", "resolved", "--json"])).json<PageReportList>();
    expect(resolved.results.map((r) => r.resolution)).toEqual(["contacted", "no_action"]);
    const detail = (await ok(["admin", "pages", "show", HANDLE, "--json"])).json<AdminPageDetail>();
    expect(detail.reports).toHaveLength(3);

    await ok(["admin", "reports", "resolve", String(seeded[0]), "--resolution", "no_action"]);
    expect((await ok(["admin", "reports", "list"])).stdout).toBe("No open reports.\n");
  });

  it("refuses a non-admin", async () => {
    const user = await newOwner(world.apiUrl);
    await ok(["login", "--email", user.email, "--password-stdin"], { home: "user", input: `${user.password}\n` });
    const refused = await world.cli(["admin", "pages", "list"], { home: "user" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("You do not have permission to perform this action.");
  });
});
