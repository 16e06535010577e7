import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentAnswers, assessments } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { findQuestionnaire, questionsOf } from "./questionnaires/index.ts";
import { answer, answerRequired, assessmentsPath, premiumOwner, start } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const climate = findQuestionnaire("climate-readiness")!;
const required = questionsOf(climate).filter(({ question }) => question.required);

describe("the questionnaire catalogue", () => {
  it("lists every questionnaire with sections, question types, scoring rules and disclosures in en and ja, without signing in", async () => {
    const res = await t.client().get("/api/v1/businesses/assessments/questionnaires/");
    expect(res.status).toBe(200);
    expect(res.json.map((q: { code: string }) => q.code)).toEqual(["climate-readiness", "sdg-self-assessment", "gri-readiness"]);
    const [first] = res.json;
    expect(first.sections.map((s: { code: string }) => s.code)).toEqual(["governance", "strategy", "risk_management", "metrics_targets"]);
    const scope1 = first.sections[3].questions.find((q: { code: string }) => q.code === "scope1");
    expect(scope1).toMatchObject({
      type: "yes_no_partial",
      required: true,
      evidence: true,
      max_points: 2,
      disclosures: expect.arrayContaining([{ framework: "gri", disclosure: "305-1" }]),
      prompt: { en: expect.stringContaining("Scope 1"), ja: expect.stringContaining("スコープ1") },
    });
    const renewable = first.sections[3].questions.find((q: { code: string }) => q.code === "renewable_share");
    expect(renewable.number).toMatchObject({ unit: { en: "%" }, min: 0, max: 100 });
  });
});

describe("assessments", () => {
  it("saves answers as the owner goes, counts progress on required questions, and completes with a scored result", async () => {
    const o = await premiumOwner(t);
    const created = await start(o);
    expect(created).toMatchObject({
      questionnaire: "climate-readiness",
      state: "in_progress",
      started_by: { id: o.user.id, name: "Test Owner" },
      progress: { answered: 0, required: required.length, percent: 0, suggestions: 0 },
      answers: [],
      result: null,
    });
    const saved = await answer(o, o, created.id, "board_oversight", "partial");
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.answers).toEqual([
      expect.objectContaining({
        question: "board_oversight",
        value: "partial",
        source: "owner",
        score: 50,
        answered_by: { id: o.user.id, name: "Test Owner" },
      }),
    ]);
    expect(saved.json.progress).toMatchObject({ answered: 1, percent: Math.floor(100 / required.length) });
    // An optional question does not move progress; clearing an answer takes it back.
    expect((await answer(o, o, created.id, "carbon_price", "yes")).json.progress.answered).toBe(1);
    expect((await answer(o, o, created.id, "board_oversight", null)).json.progress.answered).toBe(0);

    // Completing with required questions open names each of them.
    const early = await o.client.post(`${assessmentsPath(o)}${created.id}/complete/`, {}, o.headers);
    expect(early.status).toBe(400);
    expect(Object.keys(early.json).sort()).toEqual(required.map(({ question }) => `answers.${question.code}`).sort());
    expect(early.json["answers.scope1"]).toEqual(["This question is required."]);

    await answerRequired(o, o, created.id, "climate-readiness", { targets_set: "internal", renewable_share: 30 });
    const resumed = (await o.client.get(`${assessmentsPath(o)}${created.id}/`)).json;
    expect(resumed.progress).toMatchObject({ answered: required.length, percent: 100 });
    const done = await o.client.post(`${assessmentsPath(o)}${created.id}/complete/`, {}, o.headers);
    expect(done.status, done.text).toBe(200);
    expect(done.json.state).toBe("completed");
    expect(done.json.completed_at).toEqual(expect.any(String));
    // metrics_targets: scope1 2 + scope2 2 + scope3 2 + renewable 30 % → 1 of 3 + targets own 1 of 2 + carbon_price yes 2 = 10 of 13.
    expect(done.json.result.sections).toEqual([
      { section: "governance", score: 100, earned: 7, max: 7 },
      { section: "strategy", score: 100, earned: 11, max: 11 },
      { section: "risk_management", score: 100, earned: 6, max: 6 },
      { section: "metrics_targets", score: 77, earned: 10, max: 13 },
    ]);
    expect(done.json.result.overall).toBe(93);
    expect(done.json.result.recommendations).toEqual([
      expect.objectContaining({ question: "renewable_share", score: 33, text: expect.objectContaining({ en: expect.stringContaining("renewable") }) }),
    ]);
    // A completed assessment keeps its answers: change them after reopening it.
    const late = await answer(o, o, created.id, "scope1", "no");
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("assessment_completed");
  });

  it("keeps one in progress per questionnaire, reopens a completed one, and lists the history newest first", async () => {
    const o = await premiumOwner(t);
    const first = await start(o);
    const second = await o.client.post(assessmentsPath(o), { questionnaire: "climate-readiness" }, o.headers);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: "assessment_in_progress", assessment_id: first.id });
    const sdg = await start(o, "sdg-self-assessment");
    const unknown = await o.client.post(assessmentsPath(o), { questionnaire: "tarot" }, o.headers);
    expect(unknown.status).toBe(400);
    expect(unknown.json.questionnaire).toEqual(["Select a questionnaire from the list."]);

    await answerRequired(o, o, first.id, "climate-readiness");
    await o.client.post(`${assessmentsPath(o)}${first.id}/complete/`, {}, o.headers);
    const again = await start(o);
    // Reopening waits until the new one is done: one in progress at a time.
    expect((await o.client.post(`${assessmentsPath(o)}${first.id}/reopen/`, {}, o.headers)).json.code).toBe("assessment_in_progress");
    expect((await o.client.post(`${assessmentsPath(o)}${again.id}/reopen/`, {}, o.headers)).json.code).toBe("assessment_not_completed");
    await answerRequired(o, o, again.id, "climate-readiness", { scope1: "no" });
    const completed = (await o.client.post(`${assessmentsPath(o)}${again.id}/complete/`, {}, o.headers)).json;
    expect(completed.result.overall).toBeLessThan(100);

    const list = (await o.client.get(assessmentsPath(o))).json;
    expect(list.map((a: { id: number; state: string; overall: number | null }) => [a.id, a.state, a.overall])).toEqual([
      [again.id, "completed", completed.result.overall],
      [sdg.id, "in_progress", null],
      [first.id, "completed", 100],
    ]);
    const reopened = await o.client.post(`${assessmentsPath(o)}${first.id}/reopen/`, {}, o.headers);
    expect(reopened.status).toBe(200);
    expect(reopened.json).toMatchObject({ state: "in_progress", result: null, completed_at: null, progress: { percent: 100 } });
    expect((await answer(o, o, first.id, "scope1", "partial")).status).toBe(200);
  });

  it("refuses answers the question does not take, and questions and assessments that do not exist", async () => {
    const o = await premiumOwner(t);
    const { id } = await start(o);
    const cases: [string, unknown, string][] = [
      ["board_oversight", "maybe", "Select one of the choices."],
      ["renewable_share", 120, "Enter a number from 0 to 100."],
      ["risk_types", ["none", "opportunities"], "This choice cannot be combined with others."],
      ["base_year", "2024-02-30", "Enter a valid date (YYYY-MM-DD)."],
    ];
    for (const [question, value, message] of cases) {
      const res = await answer(o, o, id, question, value);
      expect(res.status, `${question}: ${res.text}`).toBe(400);
      expect(res.json).toEqual({ value: [message] });
    }
    expect((await answer(o, o, id, "no_such_question", "yes")).status).toBe(404);
    expect((await answer(o, o, 999_999, "scope1", "yes")).status).toBe(404);
    expect((await o.client.get(`${assessmentsPath(o)}abc/`)).status).toBe(404);
    expect((await o.client.request("PUT", `${assessmentsPath(o)}${id}/answers/scope1/`, { value: { nested: true } }, o.headers)).status).toBe(400);
    expect(await t.ctx.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.assessmentId, id))).toEqual([]);
  });
});

describe("teams", () => {
  it("lets editors answer together: the last write wins, each answer says who and when; viewers read only", async () => {
    const o = await premiumOwner(t);
    const editor = await joinAs(t, o, "editor", "Eddie Editor");
    const viewer = await joinAs(t, o, "viewer", "Vera Viewer");
    const { id } = await start(o);
    const first = await answer(editor, o, id, "scope1", "partial");
    expect(first.status, first.text).toBe(200);
    const mine = await answer(o, o, id, "scope2", "yes");
    // The owner sees the editor's answer beside their own, with names and times.
    const byQuestion = Object.fromEntries(mine.json.answers.map((a: { question: string }) => [a.question, a]));
    expect(byQuestion.scope1).toMatchObject({ value: "partial", answered_by: { id: editor.user.id, name: "Eddie Editor" } });
    expect(byQuestion.scope2).toMatchObject({ value: "yes", answered_by: { id: o.user.id, name: "Test Owner" } });
    const editorTime = Date.parse(byQuestion.scope1.answered_at);

    // The owner overwrites the editor's answer: the last write wins and names its writer.
    const overwritten = await answer(o, o, id, "scope1", "yes");
    const scope1 = overwritten.json.answers.find((a: { question: string }) => a.question === "scope1");
    expect(scope1).toMatchObject({ value: "yes", answered_by: { id: o.user.id, name: "Test Owner" } });
    expect(Date.parse(scope1.answered_at)).toBeGreaterThanOrEqual(editorTime);
    const seenByViewer = (await viewer.client.get(`${assessmentsPath(o)}${id}/`)).json;
    expect(seenByViewer.answers.find((a: { question: string }) => a.question === "scope1").answered_by.name).toBe("Test Owner");

    const refused = await answer(viewer, o, id, "scope1", "no");
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("editor_required");
    const rows = await t.ctx.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.assessmentId, id));
    expect(rows.map((r) => [r.question, r.value, r.answeredBy]).sort()).toEqual([
      ["scope1", "yes", o.user.id],
      ["scope2", "yes", o.user.id],
    ]);
  });

  it("keeps another owner out of the page's assessments (404)", async () => {
    const o = await premiumOwner(t);
    const other = await premiumOwner(t);
    const { id } = await start(o);
    for (const [method, path] of [
      ["GET", `${assessmentsPath(o)}${id}/`],
      ["PUT", `${assessmentsPath(o)}${id}/answers/scope1/`],
      ["GET", `${assessmentsPath(other)}${id}/`],
      ["PUT", `${assessmentsPath(other)}${id}/answers/scope1/`],
      ["GET", `${assessmentsPath(other)}${id}/export/`],
    ] as const) {
      const res = await other.client.request(method, path, method === "PUT" ? { value: "yes" } : undefined, other.headers);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.client.get(assessmentsPath(other))).json).toEqual([]);
  });
});

describe("the plan", () => {
  it("keeps starting and answering for Premium (403 plan_limit with the upgrade link); after a downgrade everything stays readable", async () => {
    const o = await ownerWithPage(t);
    const refused = await o.client.post(assessmentsPath(o), { questionnaire: "climate-readiness" }, o.headers);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      code: "plan_limit",
      detail: "Assessments come with Premium. Upgrade to start or answer one.",
      upgrade_url: expect.stringMatching(/\/dashboard\/billing$/),
    });
    expect((await o.client.get(assessmentsPath(o))).json).toEqual([]);
    expect((await t.client().get("/api/v1/businesses/assessments/questionnaires/")).status).toBe(200);

    await setPagePlan(t, o.page.id, "premium");
    const { id } = await start(o);
    await answerRequired(o, o, id, "climate-readiness");
    await o.client.post(`${assessmentsPath(o)}${id}/complete/`, {}, o.headers);
    const second = await start(o, "sdg-self-assessment");
    await answer(o, o, second.id, "people_actions", "yes");

    await setPagePlan(t, o.page.id, "pro");
    for (const [method, path, body] of [
      ["POST", assessmentsPath(o), { questionnaire: "gri-readiness" }],
      ["PUT", `${assessmentsPath(o)}${second.id}/answers/people_actions/`, { value: "no" }],
      ["POST", `${assessmentsPath(o)}${second.id}/prefill/`, {}],
      ["POST", `${assessmentsPath(o)}${second.id}/complete/`, {}],
      ["POST", `${assessmentsPath(o)}${id}/reopen/`, {}],
      ["POST", `${assessmentsPath(o)}${second.id}/answers/people_actions/attachments/?name=x.pdf`, "%PDF-1.7\n"],
    ] as const) {
      const res = await o.client.request(method, path, body, o.headers);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(res.json.code).toBe("plan_limit");
    }
    // Nothing was deleted or changed: the list, the result and the answers read as before.
    const list = (await o.client.get(assessmentsPath(o))).json;
    expect(list.map((a: { id: number; state: string }) => [a.id, a.state])).toEqual([
      [second.id, "in_progress"],
      [id, "completed"],
    ]);
    const kept = (await o.client.get(`${assessmentsPath(o)}${second.id}/`)).json;
    expect(kept.answers).toEqual([expect.objectContaining({ question: "people_actions", value: "yes" })]);
    expect((await o.client.get(`${assessmentsPath(o)}${id}/`)).json.result.overall).toBe(100);
    expect((await o.client.get(`${assessmentsPath(o)}${id}/export/?format=csv`)).status).toBe(200);
    expect(await t.ctx.db.select().from(assessments).where(eq(assessments.pageId, o.page.id))).toHaveLength(2);
  });
});
