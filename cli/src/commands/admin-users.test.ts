import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOverview, AdminUserDetail, AdminUserList, UserDeletionPreview } from "@greenpage/sdk";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
let user: { email: string; password: string };
const asAdmin = { home: "admin" };
const asUser = { home: "user" };

const ok = async (args: string[], options: Parameters<CliWorld["cli"]>[1] = asAdmin) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};

beforeAll(async () => {
  world = await startCliWorld();
  user = await newOwner(world.apiUrl, "Cli Person");
  await ok(["login", "--email", "reviewer@greenpage.dev", "--password", "greenpage-review"]);
  await ok(["login", "--email", user.email, "--password", user.password], asUser);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage admin users", () => {
  it("finds and shows a user, in a table or as JSON", async () => {
    const table = await ok(["admin", "users", "list", "--q", user.email.toUpperCase()]);
    expect(table.stdout).toMatch(/^EMAIL\s+NAME\s+ROLE\s+PLAN\s+PAGES\s+VERIFIED\s+LAST SIGN-IN\s+STATE\s+JOINED\n/);
    expect(table.stdout).toMatch(new RegExp(`${user.email}\\s+Cli Person\\s+user\\s+starter\\s+0\\s+yes\\s+\\d{4}-\\d\\d-\\d\\d\\s+active`));
    const json = (await ok(["admin", "users", "list", "--q", user.email, "--json"])).json<AdminUserList>();
    expect(json.count).toBe(1);
    expect((await ok(["admin", "users", "list", "--role", "admin", "--json"])).json<AdminUserList>().results.map((u) => u.email)).toContain(
      "reviewer@greenpage.dev",
    );
    const shown = await ok(["admin", "users", "show", user.email]);
    expect(shown.stdout).toMatch(/State\s+active/);
    expect(shown.stdout).toContain("No pages.");
    expect((await ok(["admin", "users", "show", user.email, "--json"])).json<AdminUserDetail>()).toMatchObject({
      email: user.email,
      active_sessions: expect.any(Number),
    });
  });

  it("disables a user, whose next call is refused, and enables them", async () => {
    // No reason: a usage error, before any call.
    expect((await world.cli(["admin", "users", "disable", user.email], asAdmin)).code).toBe(2);
    const disabled = await ok(["admin", "users", "disable", user.email, "--reason", "Phishing page"]);
    expect(disabled.stdout).toBe(`Disabled ${user.email}: signed out everywhere, and signing in is refused.\n`);
    const refused = await world.cli(["whoami"], asUser);
    expect(refused.code).toBe(1);
    const login = await world.cli(["login", "--email", user.email, "--password", user.password], asUser);
    expect(login.code).toBe(1);
    expect(login.stderr).toContain("This account has been disabled.");
    expect((await ok(["admin", "users", "list", "--state", "disabled", "--json"])).json<AdminUserList>().results.map((u) => u.email)).toContain(user.email);

    expect((await ok(["admin", "users", "enable", user.email])).stdout).toBe(`Enabled ${user.email}: they can sign in again.\n`);
    await ok(["login", "--email", user.email, "--password", user.password], asUser);
    expect((await ok(["whoami"], asUser)).stdout).toContain(user.email);
  });

  it("makes and removes an admin, mails links, and refuses the same to a non-admin", async () => {
    expect((await ok(["admin", "users", "make-admin", user.email])).stdout).toBe(`${user.email} is an admin.\n`);
    expect((await ok(["admin", "users", "remove-admin", user.email, "--json"])).json<AdminUserDetail>().role).toBe("user");
    const verified = await world.cli(["admin", "users", "verify-email", user.email], asAdmin);
    expect(verified.code).toBe(1);
    expect(verified.stderr).toContain("This email address is already verified.");
    expect((await ok(["admin", "users", "reset-password", user.email])).stdout).toBe("The password reset link is on its way.\n");
    const notAdmin = await world.cli(["admin", "users", "list"], asUser);
    expect(notAdmin.code).toBe(1);
  });

  it("shows what a deletion removes and deletes only with --yes", async () => {
    const doomed = await newOwner(world.apiUrl, "Cli Doomed");
    const preview = await world.cli(["admin", "users", "delete", doomed.email, "--reason", "Duplicate"], asAdmin);
    expect(preview.code, preview.stderr).toBe(2);
    expect(preview.stdout).toContain(`Deleting ${doomed.email} removes:`);
    expect(preview.stderr).toContain("add --yes");
    const asJson = await world.cli(["admin", "users", "delete", doomed.email, "--reason", "Duplicate", "--json"], asAdmin);
    expect(asJson.json<UserDeletionPreview>()).toMatchObject({ can_delete: true, pages: [] });
    expect((await ok(["admin", "users", "delete", doomed.email, "--reason", "Duplicate", "--yes"])).stdout).toContain(`Deleted ${doomed.email}.`);
    expect((await world.cli(["admin", "users", "show", doomed.email], asAdmin)).stderr).toContain("does not exist");
  });
});

describe("greenpage admin overview", () => {
  it("prints the console's figures", async () => {
    const human = await ok(["admin", "overview"]);
    expect(human.stdout).toMatch(/^Sign-ups: \d+ in 7 days, \d+ in 30 days, \d+ in all\nPublished pages: \d+\n/);
    expect(human.stdout).toContain("Failed jobs: ");
    const json = (await ok(["admin", "overview", "--json"])).json<AdminOverview>();
    expect(json.signups.total).toBeGreaterThanOrEqual(2);
  });
});
