import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const asAdmin = { home: "admin" };
const ok = async (args: string[], options: Parameters<CliWorld["cli"]>[1] = asAdmin) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const post = (path: string, body: unknown) =>
  fetch(`${world.apiUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  world = await startCliWorld();
  await ok(["login", "--email", "reviewer@greenpage.dev", "--password", "greenpage-review"]);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage admin codes", () => {
  it("creates with a note, lists by status, revokes and exports CSV; `admin invitations` still works", async () => {
    const note = `cli-${Date.now().toString(36)}`;
    const codes = (await ok(["admin", "codes", "create", "--count", "2", "--note", note, "--json"])).json<{ code: string; note: string }[]>();
    expect(codes.map((c) => c.note)).toEqual([note, note]);
    const signup = await post("/api/v1/signup/?early_signup=true", {
      name: "Cli Early",
      email: `${note}@example.com`,
      password: "1234567",
      invitation_code: codes[0]!.code,
    });
    expect(signup.status).toBe(201);

    const used = await ok(["admin", "codes", "list", "--status", "used", "--search", note]);
    expect(used.stdout).toMatch(new RegExp(`${codes[0]!.code}\\s+used\\s+${note}@example.com`));
    expect((await ok(["admin", "codes", "revoke", codes[1]!.code])).stdout).toBe(`Revoked ${codes[1]!.code}.\n`);
    const alias = (await ok(["admin", "invitations", "list", "--search", note, "--json"])).json<{ results: { code: string; status: string }[] }>();
    expect(alias.results.map((c) => c.status).sort()).toEqual(["revoked", "used"]);

    const csv = (await ok(["admin", "codes", "export", "--search", note])).stdout.replace(/^\uFEFF/, "");
    expect(csv.split("\n")[0]).toBe("code,status,note,used_by_email,used_by_name,used_at,expires_at,revoked_at,created_by,created_at");
    expect(csv).toContain(`${codes[0]!.code},used,${note},${note}@example.com,Cli Early`);
    const refused = await world.cli(["admin", "codes", "revoke", codes[0]!.code], asAdmin);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("This code has already been used: it cannot be revoked.");
  });
});

describe("greenpage admin plans", () => {
  it("assigns until a date, extends by days, shows the history", async () => {
    const owner = await newOwner(world.apiUrl);
    const until = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect((await ok(["admin", "plans", "assign", owner.email, "pro", "--until", until, "--reason", "Pilot"])).stdout).toBe(
      `User ${owner.email} is on Pro until ${until} (scheduled_end).\n`,
    );
    const later = new Date(Date.parse(`${until}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await ok(["admin", "plans", "extend", owner.email, "--days", "10"])).stdout).toBe(`${owner.email}: Pro now ends ${later}.\n`);
    const history = await ok(["admin", "plans", "history", owner.email]);
    expect(history.stdout).toMatch(/plan\.extend\s+reviewer@greenpage\.dev/);
    expect(history.stdout).toMatch(/plan\.assign_user\s+reviewer@greenpage\.dev\s+Pilot/);
    expect(history.stdout).toContain("No transactions.");
    expect((await world.cli(["admin", "plans", "extend", owner.email], asAdmin)).code).toBe(2);
  });
});

describe("greenpage admin messages and subscribers", () => {
  it("lists, shows, replies to and reopens a Contact message", async () => {
    const email = `cli-contact-${Date.now().toString(36)}@example.com`;
    const sent = await post("/api/v1/contact/", { name: "Cli Sender", email, category: "support", message: "Where is my invoice?", locale: "ja" });
    const { id } = (await sent.json()) as { id: number };
    expect((await ok(["admin", "messages", "list", "--search", email])).stdout).toMatch(new RegExp(`${id}\\s+\\S+\\s+Cli Sender <${email}>\\s+support\\s+new`));
    expect((await ok(["admin", "messages", "show", String(id)])).stdout).toContain("Where is my invoice?");
    expect((await ok(["admin", "messages", "reply", String(id), "--body", "請求書を再送しました。"])).stdout).toBe(
      `Replied to ${email} (ja); message ${id} is handled.\n`,
    );
    const mails = (await (await fetch(`${world.apiUrl}/api/v1/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as { kind: string; subject: string }[];
    expect(mails.find((m) => m.kind === "contact_reply")?.subject).toBe("Greenpageへのお問い合わせについて");
    expect((await ok(["admin", "messages", "handled", String(id), "--reopen"])).stdout).toBe(`Message ${id} is open.\n`);
    const shown = (await ok(["admin", "messages", "show", String(id), "--json"])).json<{ replies: { body: string }[] }>();
    expect(shown.replies.map((r) => r.body)).toEqual(["請求書を再送しました。"]);
  });

  it("lists, exports and removes subscribers", async () => {
    const email = `cli-news-${Date.now().toString(36)}@example.com`;
    expect((await post("/api/v1/newsletter/subscribe/", { email })).status).toBeLessThan(300);
    const list = (await ok(["admin", "subscribers", "list", "--search", email, "--json"])).json<{
      results: { id: number; status: string }[];
      counts: { pending: number };
    }>();
    expect(list.results).toHaveLength(1);
    expect(list.counts.pending).toBeGreaterThanOrEqual(1);
    expect((await ok(["admin", "subscribers", "export", "--status", "pending"])).stdout).toContain(`${email},en,pending`);
    expect((await ok(["admin", "subscribers", "remove", String(list.results[0]!.id)])).stdout).toBe(`Removed subscriber ${list.results[0]!.id}.\n`);
    expect((await ok(["admin", "subscribers", "list", "--search", email, "--json"])).json<{ count: number }>().count).toBe(0);
  });
});
