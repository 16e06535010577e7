import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDisclosures, contents, type EvidenceState } from "@greenpage/db/schema";
import { createTestApp } from "../../test/harness.ts";
import { findDisclosure } from "../frameworks/data/index.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { answer, assessmentsPath, type Owner, premiumOwner, start } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * An initiative of the page that a member mapped to disclosures (confirmed),
 * with its evidence state: the page's own data the analyzer reads, whatever
 * the shipped disclosure lists hold.
 */
async function initiative(o: Owner, title: string, refs: [string, string][], evidence: EvidenceState, expirationDate: string | null = null) {
  const created = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: title } }, o.headers);
  if (created.status !== 201) throw new Error(created.text);
  const id = created.json.id as number;
  await t.ctx.db.update(contents).set({ evidenceState: evidence, expirationDate }).where(eq(contents.id, id));
  for (const [framework, disclosure] of refs) {
    await t.ctx.db.insert(contentDisclosures).values({ contentId: id, pageId: o.page.id, framework, disclosure, state: "confirmed" });
  }
  return id;
}

type Answer = { question: string; value: unknown; source: string; basis: number[] };
const byQuestion = (assessment: { answers: Answer[] }) => Object.fromEntries(assessment.answers.map((a) => [a.question, a])) as Record<string, Answer>;
const prefill = (o: Owner, id: number) => o.client.post(`${assessmentsPath(o)}${id}/prefill/`, {}, o.headers);

describe("pre-fill from the page", () => {
  it("suggests yes where verified evidence stands and partly where it does not, with the initiatives read; guesses no numbers; never overwrites a member", async () => {
    const o = await premiumOwner(t);
    const verified = await initiative(
      o,
      "Initiative A",
      [
        ["gri", "305-1"],
        ["gri", "302-1"],
      ],
      "verified",
    );
    const selfReported = await initiative(
      o,
      "Initiative B",
      [
        ["gri", "305-2"],
        ["ifrs-s2", "s2-6"],
      ],
      "self_reported",
    );
    const expired = await initiative(o, "Initiative C", [["gri", "305-2"]], "verified", "2020-01-01");
    // Suggested by the analyzer but not confirmed by a member: it does not count.
    await t.ctx.db.insert(contentDisclosures).values({ contentId: selfReported, pageId: o.page.id, framework: "gri", disclosure: "305-3", state: "suggested" });
    const { id } = await start(o);
    // A member already answered board oversight "no": the pre-fill leaves it alone though an initiative addresses s2-6.
    await answer(o, o, id, "board_oversight", "no");

    const res = await prefill(o, id);
    expect(res.status, res.text).toBe(200);
    const answers = byQuestion(res.json.assessment);
    expect(answers.scope1).toMatchObject({ value: "yes", source: "analyzer", basis: [verified], score: null });
    expect(answers.scope2).toMatchObject({ value: "partial", source: "analyzer", basis: [selfReported, expired].sort((a, b) => a - b) });
    expect(answers.board_oversight).toMatchObject({ value: "no", source: "owner", basis: [] });
    expect(answers.management_role).toMatchObject({ value: "partial", basis: [selfReported] });
    // A number, a single choice and what no initiative addresses are left for the owner.
    expect(answers.renewable_share).toBeUndefined();
    expect(answers.scope3).toBeUndefined();
    expect(answers.risk_process).toBeUndefined();
    expect(res.json.suggested).toBe(Object.values(answers).filter((a) => a.source === "analyzer").length);
    expect(res.json.assessment.progress).toMatchObject({ answered: 1, suggestions: res.json.suggested });
  });

  it("reads the initiatives' own words too: a text naming a disclosure's keyword counts without a mapping", async () => {
    const o = await premiumOwner(t);
    const keyword = findDisclosure("gri", "305-1")!.keywords.en[0]!;
    const created = await o.client.post(
      `/api/v1/businesses/${o.page.id}/contents/`,
      { title_json: { en: "Initiative D" }, description_json: { en: `We now measure our ${keyword} every year.` } },
      o.headers,
    );
    const { id } = await start(o);
    const answers = byQuestion((await prefill(o, id)).json.assessment);
    expect(answers.scope1).toMatchObject({ value: "partial", source: "analyzer", basis: [created.json.id] });
  });

  it("confirms a suggestion when a member answers it, and a second run never overwrites the confirmed answer", async () => {
    const o = await premiumOwner(t);
    const editor = await joinAs(t, o, "editor", "Eddie Editor");
    const item = await initiative(
      o,
      "Initiative E",
      [
        ["gri", "305-1"],
        ["sdgs", "13.2"],
      ],
      "submitted",
    );
    const { id } = await start(o);
    await prefill(o, id);
    const complete = await o.client.post(`${assessmentsPath(o)}${id}/complete/`, {}, o.headers);
    expect(complete.json["answers.scope1"]).toEqual(["Confirm or change the suggested answer."]);
    expect(complete.json["answers.scope2"]).toEqual(["This question is required."]);

    const confirmed = await answer(editor, o, id, "scope1", "partial");
    expect(byQuestion(confirmed.json).scope1).toMatchObject({ value: "partial", source: "owner", basis: [], answered_by: { name: "Eddie Editor" } });
    const changed = await answer(o, o, id, "transition_plan", "no");
    expect(byQuestion(changed.json).transition_plan).toMatchObject({ value: "no", source: "owner" });

    // Now the evidence is verified: a second run upgrades its own suggestions only.
    await t.ctx.db.update(contents).set({ evidenceState: "verified" }).where(eq(contents.id, item));
    const again = byQuestion((await prefill(o, id)).json.assessment);
    expect(again.scope1).toMatchObject({ value: "partial", source: "owner" });
    expect(again.transition_plan).toMatchObject({ value: "no", source: "owner" });

    // An initiative gone takes its suggestions with it; members' answers stay.
    await t.ctx.db.delete(contents).where(eq(contents.id, item));
    const after = byQuestion((await prefill(o, id)).json.assessment);
    expect(Object.values(after).every((a) => a.source === "owner")).toBe(true);
    expect(Object.keys(after).sort()).toEqual(["scope1", "transition_plan"]);
  });

  it("suggests the SDGs whose targets the page's initiatives address", async () => {
    const o = await premiumOwner(t);
    const climate = await initiative(o, "Initiative F", [["sdgs", "13.2"]], "self_reported");
    const energy = await initiative(o, "Initiative G", [["sdgs", "7.2"]], "verified");
    const { id } = await start(o, "sdg-self-assessment");
    const answers = byQuestion((await prefill(o, id)).json.assessment);
    expect(answers.planet_material).toMatchObject({ value: ["13"], basis: [climate] });
    expect(answers.planet_actions).toMatchObject({ value: "partial", basis: [climate] });
    expect(answers.prosperity_material).toMatchObject({ value: ["7"], basis: [energy] });
    expect(answers.prosperity_actions).toMatchObject({ value: "yes", basis: [energy] });
    expect(answers.people_material).toBeUndefined();
  });
});
