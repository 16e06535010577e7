import type { NotificationSettings } from "@greenpage/sdk";
import pc from "picocolors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import { formatNotifications } from "./notifications.ts";

const plain = pc.createColors(false);

describe("the notification settings' output", () => {
  it("lists each kind on or off, then the language", () => {
    const text = formatNotifications({ language: null, kinds: { feedback: true, gate_opened: false, verification: true, plan: true } }, plain);
    expect(text).toMatch(/KIND\s+MAILS\s+ABOUT\nfeedback\s+on\s+a stakeholder answered a feedback form\ngate_opened\s+off\s/);
    expect(text.endsWith("Language: the page's language")).toBe(true);
  });
});

describe("greenpage notifications", () => {
  let world: CliWorld;
  beforeAll(async () => {
    world = await startCliWorld();
    const owner = await newOwner(world.apiUrl);
    expect((await world.cli(["login", "--email", owner.email, "--password", owner.password])).code).toBe(0);
  }, 120_000);
  afterAll(async () => world?.stop());

  it("lists the kinds, switches one off and on, sets the language; an unknown kind or state is a usage error", async () => {
    const listed = await world.cli(["notifications", "list"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/feedback\s+on/);
    const off = await world.cli(["notifications", "set", "feedback", "off"]);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout.trim()).toBe("Mails about feedback: off.");
    expect((await world.cli(["notifications", "list", "--json"])).json<NotificationSettings>().kinds).toEqual({
      feedback: false,
      gate_opened: true,
      verification: true,
      plan: true,
    });
    expect((await world.cli(["notifications", "set", "feedback", "on"])).code).toBe(0);
    const ja = await world.cli(["notifications", "language", "ja", "--json"]);
    expect(ja.json<NotificationSettings>()).toEqual({ language: "ja", kinds: { feedback: true, gate_opened: true, verification: true, plan: true } });
    const unknown = await world.cli(["notifications", "set", "newsletter", "off"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown kind "newsletter". Kinds: feedback, gate_opened, verification, plan.');
    expect((await world.cli(["notifications", "set", "feedback", "maybe"])).code).toBe(2);
  });
});
