import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@greenpage/sdk";
import { type CliWorld, newOwner, startCliWorld } from "../test/harness.ts";

let world: CliWorld;
let owner: { email: string; password: string };
const handle = `cli-${Date.now().toString(36)}`.slice(0, 20);

beforeAll(async () => {
  world = await startCliWorld();
  owner = await newOwner(world.apiUrl);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage login, whoami, logout", () => {
  it("logs in with email and password from stdin, keeps the credentials 0600, and renews nothing it need not", async () => {
    const login = await world.cli(["login", "--email", owner.email, "--password-stdin"], { input: `${owner.password}\n` });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Logged in to ${world.apiUrl} as ${owner.email}.`);
    const file = join(world.configDir(), "credentials.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const whoami = await world.cli(["whoami", "--json"]);
    expect(whoami.code).toBe(0);
    expect(whoami.json()).toMatchObject({ email: owner.email, role: "user" });
    expect((await world.cli(["whoami"])).stdout).toMatch(new RegExp(`email\\s+${owner.email}`));
  });

  it("renews an access token the API no longer takes, and keeps the new one", async () => {
    const file = join(world.configDir(), "credentials.json");
    const store = JSON.parse(readFileSync(file, "utf8")) as { profiles: Record<string, { access: string; refresh: string }> };
    const profile = store.profiles[world.apiUrl]!;
    profile.access = "expired.or.revoked";
    writeFileSync(file, JSON.stringify(store));
    const whoami = await world.cli(["whoami", "--json"]);
    expect(whoami.code, whoami.stderr).toBe(0);
    const renewed = (JSON.parse(readFileSync(file, "utf8")) as typeof store).profiles[world.apiUrl]!;
    expect(renewed.access).not.toBe("expired.or.revoked");
    expect(renewed.refresh).toBe(profile.refresh);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("says wrong credentials in the server's words on stderr and exits 1, without a stack", async () => {
    const result = await world.cli(["login", "--email", owner.email, "--password", "wrong-password"], { home: "wrong" });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^Error: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const debug = await world.cli(["login", "--email", owner.email, "--password", "wrong-password", "--debug"], { home: "wrong" });
    expect(debug.stderr).toMatch(/\n\s+at /);
  });

  it("signs in with an API key from GREENPAGE_TOKEN or --token, and logout forgets the stored one", async () => {
    const key = await fetch(`${world.apiUrl}/api/v1/auth/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(owner),
    })
      .then((r) => r.json() as Promise<{ access: string }>)
      .then(({ access }) =>
        fetch(`${world.apiUrl}/api/v1/users/me/api-keys/`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
          body: JSON.stringify({ name: "cli test" }),
        }),
      )
      .then((r) => r.json() as Promise<{ key: string }>);
    expect((await world.cli(["whoami", "--json"], { home: "env", env: { GREENPAGE_TOKEN: key.key } })).json()).toMatchObject({ email: owner.email });
    expect((await world.cli(["login", "--token", key.key], { home: "key" })).code).toBe(0);
    expect((await world.cli(["whoami", "--json"], { home: "key" })).json()).toMatchObject({ email: owner.email });
    // A mistyped key is refused and the working one kept.
    const typo = await world.cli(["login", "--token", `gpk_${"x".repeat(43)}`], { home: "key" });
    expect(typo.code).toBe(1);
    expect((await world.cli(["whoami", "--json"], { home: "key" })).json()).toMatchObject({ email: owner.email });
    expect((await world.cli(["logout"], { home: "key" })).stdout).toContain("Logged out");
    const after = await world.cli(["whoami"], { home: "key" });
    expect(after.code).toBe(1);
    expect(after.stderr).toContain("Not logged in");
  });
});

describe("greenpage pages", () => {
  it("creates, lists, shows, updates, publishes and unpublishes a page, with --json everywhere", async () => {
    const created = await world.cli(["pages", "create", handle, "--country", "JP", "--name", "en=Kumo Tea", "--json"]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.json()).toMatchObject({ handle, country: "JP", name_json: { en: "Kumo Tea" } });

    const list = await world.cli(["pages", "list"]);
    expect(list.stdout.split("\n")[0]).toMatch(/^ID\s+HANDLE\s+NAME\s+PUBLISHED\s+PLAN$/);
    expect(list.stdout).toMatch(new RegExp(`${handle}\\s+Kumo Tea\\s+no\\s+starter`));
    expect((await world.cli(["pages", "list", "--json"])).json<{ handle: string }[]>().map((p) => p.handle)).toEqual([handle]);

    const updated = await world.cli(["pages", "update", handle, "--set", "name.ja=雲茶", "--set", "description.en=Tea grown with the clouds.", "--json"]);
    expect(updated.code, updated.stderr).toBe(0);
    // One language set, the other kept.
    expect(updated.json()).toMatchObject({ name_json: { en: "Kumo Tea", ja: "雲茶" }, description_json: { en: "Tea grown with the clouds." } });
    const show = await world.cli(["pages", "show", handle]);
    expect(show.stdout).toMatch(/name\s+en: Kumo Tea · ja: 雲茶/);

    expect((await world.cli(["pages", "publish", handle])).stdout).toContain(`${handle} is published.`);
    const publicPage = await fetch(`${world.apiUrl}/api/v1/businesses/public/${handle}/`);
    expect(publicPage.status).toBe(200);
    expect((await world.cli(["pages", "unpublish", handle, "--json"])).json()).toMatchObject({ is_published: false });
  });

  it("turns languages on and off by code", async () => {
    const enabled = await world.cli(["pages", "languages", handle, "--enable", "ja", "--json"]);
    expect(enabled.code, enabled.stderr).toBe(0);
    expect(
      enabled
        .json<{ code: string; is_enabled: boolean }[]>()
        .filter((l) => l.is_enabled)
        .map((l) => l.code),
    ).toEqual(["en", "ja"]);
    const table = await world.cli(["pages", "languages", handle]);
    expect(table.stdout).toMatch(/ja\s+yes/);
  });

  it("refuses a bad handle with the server's field message, and a page that is not yours", async () => {
    const bad = await world.cli(["pages", "create", "x"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/handle: .+/);
    const stranger = await world.cli(["pages", "show", "greenpage-demo"]);
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('You have no page "greenpage-demo"');
  });
});

describe("greenpage categories, contents and news", () => {
  it("adds, lists, updates, reorders and removes them", async () => {
    const climate = (await world.cli(["categories", "add", handle, "--name", "en=Climate", "--name", "ja=気候", "--json"])).json<{ id: number }[]>()[0]!;
    const water = (await world.cli(["categories", "add", handle, "--name", "en=Water", "--json"])).json<{ id: number }[]>()[0]!;
    const reordered = await world.cli(["categories", "reorder", handle, String(water.id), String(climate.id)]);
    expect(reordered.code, reordered.stderr).toBe(0);
    const categories = (await world.cli(["categories", "list", handle, "--json"])).json<{ id: number | null }[]>();
    expect(categories.map((c) => c.id)).toEqual([water.id, climate.id, null]);

    const items = JSON.stringify([
      { title_json: { en: "Solar roof" }, content_category_id: climate.id },
      { title_json: { en: "Bike delivery" }, content_category_id: climate.id },
    ]);
    const added = await world.cli(["contents", "add", handle, "--file", "-", "--json"], { input: items });
    expect(added.code, added.stderr).toBe(0);
    const [solar, bike] = added.json<{ id: number }[]>();
    expect((await world.cli(["contents", "reorder", handle, "--category", String(climate.id), String(bike!.id), String(solar!.id)])).code).toBe(0);
    const listed = (await world.cli(["contents", "list", handle, "--json"])).json<{ id: number; order_key: number }[]>();
    expect(listed.filter((c) => c.id === bike!.id || c.id === solar!.id).map((c) => c.id)).toEqual([bike!.id, solar!.id]);
    expect((await world.cli(["contents", "list", handle])).stdout).toMatch(/Bike delivery/);
    expect((await world.cli(["categories", "list", handle])).stdout).toMatch(/Climate\s+2\n/);

    const updated = await world.cli(["contents", "update", handle, String(solar!.id), "--set", "title.ja=屋上太陽光", "--json"]);
    expect(updated.json()).toMatchObject({ title_json: { en: "Solar roof", ja: "屋上太陽光" } });
    expect((await world.cli(["contents", "remove", handle, String(bike!.id)])).code).toBe(0);

    const news = await world.cli(["news", "add", handle, "--file", "-", "--json"], {
      input: JSON.stringify({ title_json: { en: "We opened" }, date: "2025-04-01" }),
    });
    expect(news.code, news.stderr).toBe(0);
    const newsId = news.json<{ id: number }[]>()[0]!.id;
    expect((await world.cli(["news", "update", handle, String(newsId), "--set", "title.ja=開店しました", "--json"])).json()).toMatchObject({
      title_json: { ja: "開店しました" },
    });
    expect((await world.cli(["news", "list", handle])).stdout).toMatch(/2025-04-01\s+We opened/);
    expect((await world.cli(["news", "remove", handle, String(newsId)])).code).toBe(0);
    expect((await world.cli(["categories", "remove", handle, String(water.id)])).code).toBe(0);
  });

  it("exits 2 on usage errors: a missing argument, an unknown option, a partial reorder, a bad --set", async () => {
    for (const args of [
      ["pages", "show"],
      ["pages", "list", "--bogus"],
      ["contents", "reorder", handle, "--category", "news", "999999"],
      ["pages", "update", handle, "--set", "nmae.en=x"],
      ["frobnicate"],
    ]) {
      const result = await world.cli(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).not.toBe("");
    }
  });

  it("answers --help with examples on every command", async () => {
    for (const args of [["--help"], ["pages", "create", "--help"], ["contents", "reorder", "--help"], ["news", "add", "--help"], ["login", "--help"]]) {
      const result = await world.cli(args);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Examples:");
    }
  });
});

describe("greenpage admin", () => {
  const asAdmin = { home: "admin" };

  it("makes and lists invitation codes, lists users and assigns plans to users and pages", async () => {
    expect((await world.cli(["login", "--email", "reviewer@greenpage.dev", "--password", "greenpage-review"], asAdmin)).code).toBe(0);
    const codes = (await world.cli(["admin", "invitations", "create", "--count", "3", "--json"], asAdmin)).json<{ code: string }[]>();
    expect(codes).toHaveLength(3);
    const listed = await world.cli(["admin", "invitations", "list"], asAdmin);
    for (const { code } of codes) expect(listed.stdout).toContain(code);
    expect((await world.cli(["admin", "users", "list"], asAdmin)).stdout).toMatch(new RegExp(`${owner.email}\\s+Cli Owner\\s+user\\s+starter`));

    const toUser = await world.cli(["admin", "plans", "assign", owner.email, "pro"], asAdmin);
    expect(toUser.code, toUser.stderr).toBe(0);
    expect((await world.cli(["whoami", "--json"])).json()).toMatchObject({ user_subscription: { subscription_plan: { code: "pro" } } });
    const toPage = await world.cli(["admin", "plans", "assign", handle, "plus", "--json"], asAdmin);
    expect(toPage.json()).toMatchObject({ subscription_plan: { code: "plus" } });
    expect((await world.cli(["pages", "show", handle])).stdout).toMatch(/plan\s+plus/);
  });

  it("refuses a bad plan in the server's words, and everything to a non-admin", async () => {
    const bad = await world.cli(["admin", "plans", "assign", handle, "gold"], asAdmin);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("plan: Select a valid plan.");
    const notAdmin = await world.cli(["admin", "users", "list"]);
    expect(notAdmin.code).toBe(1);
    expect(notAdmin.stderr).toMatch(/^Error: .+/);
    expect((await world.cli(["admin", "invitations", "create", "--count", "0"], asAdmin)).code).toBe(2);
  });
});

describe("greenpage billing", () => {
  it("prints a checkout link, shows the plan and history once paid, and an admin refunds it", async () => {
    const buyer = await newOwner(world.apiUrl, "Cli Buyer");
    const as = { home: "buyer" };
    expect((await world.cli(["login", "--email", buyer.email, "--password", buyer.password], as)).code).toBe(0);
    const human = await world.cli(["billing", "upgrade", "plus", "--tier", "b1_10", "--currency", "jpy"], as);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(/^Pay ¥6,500 for plus at:\nhttp.+\/checkout\/[0-9a-f-]{36}\n$/);
    const checkout = (await world.cli(["billing", "upgrade", "plus", "--tier", "b1_10", "--json"], as)).json<{ id: string; amount: number }>();
    expect(checkout.amount).toBe(4900);
    // The owner pays in the browser; here, through the SDK.
    const sdk = createClient({ baseUrl: world.apiUrl });
    await sdk.login(buyer.email, buyer.password);
    await sdk.billing.payTestCheckout(checkout.id, { card_number: "4242424242424242", expiry: "12/34", cvc: "123" });

    const status = await world.cli(["billing", "status"], as);
    expect(status.stdout).toMatch(/Plan\s+plus/);
    expect(status.stdout).toMatch(/Price\s+\$49\.00 per month/);
    expect(status.stdout).toMatch(/Card\s+visa •••• 4242/);
    const history = (await world.cli(["billing", "history", "--json"], as)).json<{ results: { id: number; amount: number }[] }>();
    expect(history.results.map((t) => t.amount)).toEqual([4900]);

    const asAdmin = { home: "admin" };
    expect((await world.cli(["login", "--email", "reviewer@greenpage.dev", "--password", "greenpage-review"], asAdmin)).code).toBe(0);
    const refund = await world.cli(["admin", "refund", String(history.results[0]!.id)], asAdmin);
    expect(refund.stdout).toContain("Refunded $49.00 of charge");
    expect((await world.cli(["billing", "status", "--json"], as)).json()).toMatchObject({ plan: { code: "starter" }, status: "canceled" });
    const bad = await world.cli(["billing", "upgrade", "gold", "--tier", "b1_10"], as);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Plan not available.");
  });
});

describe("the CLI itself", () => {
  it("runs on the machine's Node 20 as well", async () => {
    const result = await world.cli(["pages", "list", "--json"], { node: "/usr/bin/node" });
    expect(result.code, result.stderr).toBe(0);
    expect(result.json<unknown[]>().length).toBe(1);
  });

  it("prints a bash completion script that completes commands and subcommands", async () => {
    const script = (await world.cli(["completion", "bash"])).stdout;
    const { spawnSync } = await import("node:child_process");
    const complete = (line: string) =>
      spawnSync("bash", ["-c", `${script}\nCOMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _greenpage; echo "\${COMPREPLY[@]}"`], {
        encoding: "utf8",
      })
        .stdout.trim()
        .split(" ");
    expect(complete("greenpage pa")).toEqual(["pages"]);
    expect(complete("greenpage pages ''")).toEqual(expect.arrayContaining(["list", "create", "show", "update", "publish", "unpublish", "languages"]));
    expect(complete("greenpage contents reorder --c")).toEqual(["--category"]);
    expect((await world.cli(["completion", "zsh"])).stdout).toContain("bashcompinit");
    expect((await world.cli(["completion", "fish"])).code).toBe(2);
  });
});
