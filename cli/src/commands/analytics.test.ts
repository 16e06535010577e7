import type { AnalyticsReport, ShareLink } from "@greenpage/sdk";
import pc from "picocolors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import { formatReport, reportCsv } from "./analytics.ts";

const plain = pc.createColors(false);

const report: AnalyticsReport = {
  window_days: 7,
  time_zone: "UTC",
  since: "2026-11-19",
  until: "2026-11-25",
  totals: { page_views: 30, visitors: 12 },
  previous: { page_views: 20, visitors: 12 },
  daily: [
    { date: "2026-11-24", page_views: 10, visitors: 4, feedback: 1, gate_passes: 0 },
    { date: "2026-11-25", page_views: 20, visitors: 8, feedback: 0, gate_passes: 2 },
  ],
  link_clicks: [{ link_block_id: 4, title_json: { en: "Our shop" }, url: "https://example.com/shop", clicks: 9, visitors: 7 }],
  breakdowns: {
    path: [{ value: "/midori", page_views: 30, visitors: 12 }],
    source: [
      { value: "", page_views: 18, visitors: 8 },
      { value: "qr", page_views: 12, visitors: 4 },
    ],
    referrer: [{ value: "", page_views: 30, visitors: 12 }],
    language: [],
    device: [],
    browser: [],
  },
};

describe("the analytics report's output", () => {
  it("reads as totals against the span before, the days, and each breakdown (a plain link and no referrer named)", () => {
    const text = formatReport(report, "midori", plain);
    expect(text).toContain("midori: 2026-11-19 to 2026-11-25 (7 days, UTC)");
    expect(text).toContain("Page views 30 (+50%), visitors 12 (+0%) (daily visitors summed)");
    expect(text).toMatch(/SOURCES\s+VIEWS\s+VISITORS\nlink\s+18\s+8\nqr\s+12\s+4/);
    expect(text).toContain("(direct)");
    expect(text).toMatch(/LINK CLICKS\s+CLICKS\s+VISITORS\nOur shop\s+9\s+7/);
    expect(text).not.toContain("LANGUAGES");
  });

  it("writes the days as CSV with a header", () => {
    expect(reportCsv(report)).toBe("date,page_views,visitors,feedback,gate_passes\n2026-11-24,10,4,1,0\n2026-11-25,20,8,0,2\n");
  });
});

describe("greenpage analytics", () => {
  let world: CliWorld;
  const handle = `stats-${Date.now().toString(36)}`.slice(0, 20);
  beforeAll(async () => {
    world = await startCliWorld();
    const owner = await newOwner(world.apiUrl);
    expect((await world.cli(["login", "--email", owner.email, "--password", owner.password])).code).toBe(0);
    expect((await world.cli(["pages", "create", handle])).code).toBe(0);
  }, 120_000);
  afterAll(async () => world?.stop());

  it("prints a window the plan keeps, as a table, JSON or CSV; a longer one in the API's words (exit 1); another is a usage error", async () => {
    const table = await world.cli(["analytics", handle, "--window", "7", "--compare"]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(`${handle}: `);
    expect(table.stdout).toContain("Page views 0, visitors 0");
    const json = await world.cli(["analytics", handle, "--window", "7", "--json"]);
    expect(json.json<AnalyticsReport>()).toMatchObject({ window_days: 7, time_zone: "UTC", previous: null });
    const csv = await world.cli(["analytics", handle, "--window", "7", "--csv"]);
    expect(csv.stdout.split("\n")[0]).toBe("date,page_views,visitors,feedback,gate_passes");
    expect(csv.stdout.trim().split("\n")).toHaveLength(8);
    // Starter keeps 7 days.
    const refused = await world.cli(["analytics", handle]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Your plan keeps 7 days of analytics. Upgrade to see 30 days.");
    expect((await world.cli(["analytics", handle, "--window", "14"])).code).toBe(2);
  });

  it("makes, lists and revokes stats links; the password comes from stdin and its rule is the API's", async () => {
    const short = await world.cli(["stats-links", "create", handle, "--password-stdin"], { input: "short\n" });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Password must be 8 to 128 characters.");
    const made = await world.cli(["stats-links", "create", handle, "--name", "Board", "--password-stdin"], { input: "green-numbers\n" });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout.trim()).toMatch(/^http:\/\/[^ ]+\/stats\/[^ ]+$/);
    const listed = await world.cli(["stats-links", "list", handle, "--json"]);
    const [link] = listed.json<ShareLink[]>();
    expect(link).toMatchObject({ name: "Board", has_password: true, url: made.stdout.trim() });
    const table = await world.cli(["stats-links", "list", handle]);
    expect(table.stdout).toMatch(new RegExp(`${link!.id}\\s+Board\\s+yes`));
    const revoked = await world.cli(["stats-links", "revoke", handle, String(link!.id)]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect((await world.cli(["stats-links", "list", handle, "--json"])).json<ShareLink[]>()).toEqual([]);
    expect((await world.cli(["stats-links", "list", handle])).stdout).toContain(`${handle} has no stats links.`);
    expect((await world.cli(["stats-links", "revoke", handle, "x"])).code).toBe(2);
  });
});
