import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackResponses } from "@greenpage/db/schema";
import { createTestApp } from "../../test/harness.ts";
import { createForm, defaultAnswers, feedbackPage, type FeedbackPage, type FormView, type Stakeholder, stakeholders, submit } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: FeedbackPage;
let survey: FormView;
let crowd: Stakeholder[];

/**
 * One page with results to read: four answers to the default form
 * (ratings 5, 4, 3, 4; NPS 10, 9, 8, 3) and two to a survey with every
 * question type, from six stakeholders.
 */
beforeAll(async () => {
  t = await createTestApp();
  p = await feedbackPage(t);
  survey = await createForm(p);
  crowd = await stakeholders(t, 6);
  const given = [
    [
      crowd[0]!,
      p.defaultForm.id,
      {
        stakeholder_type: "customer",
        relationship: "Buys beans weekly",
        answers: defaultAnswers(p.defaultForm, 5, 10, '=HYPERLINK("http://evil")'),
        lang: "en",
      },
    ],
    [
      crowd[1]!,
      p.defaultForm.id,
      { stakeholder_type: "customer", relationship: "Café visitor", answers: defaultAnswers(p.defaultForm, 4, 9), content_id: p.initiative.id },
    ],
    [
      crowd[2]!,
      p.defaultForm.id,
      { stakeholder_type: "employee", relationship: "Roaster", answers: defaultAnswers(p.defaultForm, 3, 8, "More solar"), lang: "ja" },
    ],
    [crowd[3]!, p.defaultForm.id, { stakeholder_type: "investor", relationship: "Angel", answers: defaultAnswers(p.defaultForm, 4, 3) }],
    [crowd[4]!, survey.id, { stakeholder_type: "supplier", relationship: "Farm", answers: surveyAnswers(0, [0, 1], 5, 10, "Fine") }],
    [crowd[5]!, survey.id, { stakeholder_type: "supplier", relationship: "Mill", answers: surveyAnswers(1, [1], 2, 6) }],
  ] as const;
  for (const [who, formId, body] of given) {
    const res = await submit(p, who.client, formId, body);
    expect(res.status, res.text).toBe(201);
  }
});
afterAll(async () => t.close());

function surveyAnswers(choice: number, several: number[], rating: number, nps: number, short?: string) {
  const [text, , single, multiple, rate, score] = survey.questions;
  return {
    [single!.id]: single!.options_json[choice]!.id,
    [multiple!.id]: several.map((i) => multiple!.options_json[i]!.id),
    [rate!.id]: rating,
    [score!.id]: nps,
    ...(short && { [text!.id]: short }),
  };
}

/** The owner's session cookie, for a request made without the test client (which decodes bodies as text). */
const cookieOf = (page: FeedbackPage) => ({ cookie: [...page.owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });

/** Every owner-facing read of the results, as text. */
async function ownerReads(page: FeedbackPage) {
  const client = page.owner.client;
  return Promise.all(
    [
      `${page.base}/feedback/?page_size=100`,
      `${page.base}/feedback/summary/`,
      `${page.base}/feedback/export/`,
      `${page.base}/feedback-forms/`,
      `${page.base}/feedback-forms/${p.defaultForm.id}/`,
      `${page.base}/stats/`,
    ].map(async (path) => ({ path, res: await client.get(path) })),
  );
}

describe("anonymity", () => {
  it("no owner-facing response or export holds a stakeholder's user id, email or name", async () => {
    const reads = await ownerReads(p);
    for (const { path, res } of reads) {
      expect(res.status, path).toBe(200);
      for (const who of crowd) {
        for (const identity of [who.id, who.email, who.name]) expect(res.text, `${path} leaks ${identity}`).not.toContain(identity);
      }
    }
    const list = reads[0]!.res.json;
    expect(list.count).toBe(6);
    for (const item of list.results)
      expect(Object.keys(item).sort()).toEqual(["answers", "content_id", "created_at", "form_id", "id", "language", "relationship", "stakeholder_type"]);
  });
});

describe("results list", () => {
  it("lists newest first with type, relationship, language, date and answers, filtered", async () => {
    const all = await p.owner.client.get(`${p.base}/feedback/`);
    expect(all.json).toMatchObject({ count: 6, page: 1, page_size: 20 });
    expect(all.json.results[0]).toMatchObject({ form_id: survey.id, stakeholder_type: "supplier", relationship: "Mill" });
    expect(all.json.results.at(-1)).toMatchObject({ stakeholder_type: "customer", language: "en", relationship: "Buys beans weekly" });
    const get = (query: string) => p.owner.client.get(`${p.base}/feedback/?${query}`).then((r) => r.json);
    expect((await get("stakeholder_type=customer")).count).toBe(2);
    expect((await get(`form_id=${survey.id}`)).count).toBe(2);
    expect((await get(`content_id=${p.initiative.id}`)).results).toMatchObject([{ relationship: "Café visitor", content_id: p.initiative.id }]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}`)).count).toBe(6);
    expect((await get("to=2020-01-01")).count).toBe(0);
    expect((await get("page_size=2&page=3")).results).toHaveLength(2);
    expect((await get("stakeholder_type=employee")).results).toMatchObject([{ language: "ja" }]);
  });

  it("says what is wrong with a filter, and refuses another page's form or initiative", async () => {
    const other = await feedbackPage(t);
    const res = await p.owner.client.get(
      `${p.base}/feedback/?from=2025-13-01&to=yesterday&stakeholder_type=alien&form_id=${other.defaultForm.id}&content_id=${other.initiative.id}`,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      from: ["Enter a valid date (YYYY-MM-DD)."],
      to: ["Enter a valid date (YYYY-MM-DD)."],
      stakeholder_type: ["Select a valid stakeholder type."],
      form_id: ["Select a valid form."],
      content_id: ["Select a valid initiative."],
    });
    const backwards = await p.owner.client.get(`${p.base}/feedback/summary/?from=2025-02-01&to=2025-01-01`);
    expect(backwards.json).toEqual({ to: ["The end date must be on or after the start date."] });
  });
});

describe("summary", () => {
  it("counts by stakeholder type and per day, averages ratings and computes NPS", async () => {
    const res = await p.owner.client.get(`${p.base}/feedback/summary/`);
    expect(res.status).toBe(200);
    const s = res.json;
    expect(s.total).toBe(6);
    expect(s.by_stakeholder_type).toEqual({ customer: 2, employee: 1, investor: 1, supplier: 2, local_community: 0, ngo: 0, other: 0 });
    expect(s.daily).toHaveLength(30);
    expect(s.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 6 });

    const defaults = s.forms.find((f: { form_id: number }) => f.form_id === p.defaultForm.id);
    expect(defaults.responses).toBe(4);
    const [rating, nps, text] = defaults.questions;
    expect(rating).toMatchObject({ type: "rating", answered: 4, average: 4, nps: null, choices: null, text_answers: null });
    expect(rating.distribution).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, count: { 3: 1, 4: 2, 5: 1 }[value] ?? 0 })));
    // 10 and 9 promote, 8 is passive, 3 detracts: (2 − 1) / 4 = 25.
    expect(nps).toMatchObject({ type: "nps", answered: 4, average: 7.5, nps: { score: 25, promoters: 2, passives: 1, detractors: 1 } });
    expect(nps.distribution).toHaveLength(11);
    expect(text).toMatchObject({ type: "long_text", answered: 2, text_answers: 2, average: null, distribution: null });

    const surveyed = s.forms.find((f: { form_id: number }) => f.form_id === survey.id);
    const [, long, single, multiple, rate, score] = surveyed.questions;
    expect(long.text_answers).toBe(0);
    expect(single.choices.map((c: { en: string; count: number }) => [c.en, c.count])).toEqual([
      ["Yes", 1],
      ["No", 1],
    ]);
    expect(multiple.choices.map((c: { en: string; count: number }) => [c.en, c.count])).toEqual([
      ["Price", 1],
      ["Quality", 2],
      ["Service", 0],
    ]);
    expect(multiple.answered).toBe(2);
    expect(rate.average).toBe(3.5);
    expect(score.nps).toEqual({ score: 0, promoters: 1, passives: 0, detractors: 1 });
  });

  it("follows the filters: one form, one type, a date range with its own daily series", async () => {
    const one = (await p.owner.client.get(`${p.base}/feedback/summary/?form_id=${p.defaultForm.id}&stakeholder_type=customer`)).json;
    expect(one.total).toBe(2);
    expect(one.forms.map((f: { form_id: number }) => f.form_id)).toEqual([p.defaultForm.id]);
    expect(one.forms[0].questions[0].average).toBe(4.5);
    expect(one.forms[0].questions[1].nps).toEqual({ score: 100, promoters: 2, passives: 0, detractors: 0 });

    const range = (await p.owner.client.get(`${p.base}/feedback/summary/?from=2025-01-30&to=2025-02-02`)).json;
    expect(range.total).toBe(0);
    expect(range.daily.map((d: { date: string }) => d.date)).toEqual(["2025-01-30", "2025-01-31", "2025-02-01", "2025-02-02"]);
    const capped = (await p.owner.client.get(`${p.base}/feedback/summary/?from=2020-01-01&to=2025-12-31`)).json;
    expect(capped.daily).toHaveLength(366);
    expect(capped.daily.at(-1).date).toBe("2025-12-31");
    expect(range.forms[0].questions[1]).toMatchObject({ average: null, nps: { score: null, promoters: 0 } });
  });

  it("places older answers on their own day", async () => {
    const fresh = await feedbackPage(t);
    const [who] = await stakeholders(t, 1);
    expect(
      (
        await submit(fresh, who!.client, fresh.defaultForm.id, {
          stakeholder_type: "ngo",
          relationship: "Watchdog",
          answers: defaultAnswers(fresh.defaultForm, 2, 0),
        })
      ).status,
    ).toBe(201);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.ctx.db.update(feedbackResponses).set({ createdAt: threeDaysAgo }).where(eq(feedbackResponses.pageId, fresh.owner.page.id));
    const s = (await fresh.owner.client.get(`${fresh.base}/feedback/summary/`)).json;
    expect(s.daily.find((d: { count: number }) => d.count > 0)).toEqual({ date: threeDaysAgo.toISOString().slice(0, 10), count: 1 });
  });
});

describe("CSV export", () => {
  it("has a BOM, the fixed columns then one per question, choices as their text, formulas defused, no identity", async () => {
    const res = await p.owner.client.get(`${p.base}/feedback/export/`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await (await t.app.handle(new Request(`http://localhost${p.base}/feedback/export/`, { headers: cookieOf(p) }))).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`attachment; filename="feedback-${p.owner.page.handle}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    const labels = [...p.defaultForm.questions, ...survey.questions].map((q) => (q as unknown as { label_json: { en: string } }).label_json.en);
    expect(header).toEqual(["date", "form", "initiative", "stakeholder_type", "relationship", "language", ...labels]);
    expect(rows).toHaveLength(6);
    const byRelationship = new Map(rows.map((row) => [row[4], row]));
    const mill = byRelationship.get("Mill")!;
    expect(mill.slice(1, 6)).toEqual(["Product survey", "", "supplier", "Mill", "en"]);
    expect(mill.slice(6)).toEqual(["", "", "", "", "", "No", "Quality", "2", "6"]);
    expect(byRelationship.get("Farm")!.slice(-5)).toEqual(["", "Yes", "Price; Quality", "5", "10"]);
    expect(byRelationship.get("Café visitor")!.slice(1, 3)).toEqual(["How are we doing on sustainability?", "Solar roof"]);
    const formula = byRelationship.get("Buys beans weekly")![8]!;
    expect(formula.startsWith("=")).toBe(false);
    expect(formula).toContain("HYPERLINK");
  });

  it("follows the filters and the language asked for; a label two forms share names its form", async () => {
    await createForm(p, { title_json: { en: "Second", ja: "二つ目" }, questions: [{ type: "rating", label_json: { en: "Rate us", ja: "評価" } }] });
    const ja = await p.owner.client.get(`${p.base}/feedback/export/?lang=ja&stakeholder_type=employee`);
    const [header, ...rows] = parse(ja.text, { bom: true }) as string[][];
    expect(rows).toHaveLength(1);
    expect(rows[0]![1]).toBe("サステナビリティへの取り組みはいかがですか？");
    expect(header).toContain("評価");
    const en = parse((await p.owner.client.get(`${p.base}/feedback/export/`)).text, { bom: true }) as string[][];
    expect(en[0]).toContain("Rate us");
    expect(en[0]).toContain("Rate us (Second)");
  });
});

describe("another tenant", () => {
  it("cannot read A's forms, results, summary or CSV (404), even with A's form in its own filter", async () => {
    const b = await feedbackPage(t);
    const paths = [
      `${p.base}/feedback-forms/`,
      `${p.base}/feedback-forms/${survey.id}/`,
      `${p.base}/feedback/`,
      `${p.base}/feedback/summary/`,
      `${p.base}/feedback/export/`,
    ];
    for (const path of paths) {
      const res = await b.owner.client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain("Buys beans weekly");
    }
    expect((await b.owner.client.get(`${b.base}/feedback-forms/${survey.id}/`)).status).toBe(404);
    expect((await b.owner.client.get(`${b.base}/feedback/?form_id=${survey.id}`)).status).toBe(400);
    expect((await b.owner.client.get(`${b.base}/feedback/export/?form_id=${survey.id}`)).status).toBe(400);
  });
});

describe("dashboard stats", () => {
  it("counts the feedback of the last 30 days", async () => {
    const stats = await p.owner.client.get(`${p.base}/stats/`);
    expect(stats.json).toMatchObject({ feedback_30d: 6, page_views: 0 });
    const fresh = await feedbackPage(t);
    const [now, old] = await stakeholders(t, 2);
    for (const who of [now!, old!])
      expect(
        (
          await submit(fresh, who.client, fresh.defaultForm.id, {
            stakeholder_type: "other",
            relationship: "Neighbour",
            answers: defaultAnswers(fresh.defaultForm, 3, 5),
          })
        ).status,
      ).toBe(201);
    await t.ctx.db
      .update(feedbackResponses)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(feedbackResponses.stakeholderUserId, old!.id));
    expect((await fresh.owner.client.get(`${fresh.base}/stats/`)).json.feedback_30d).toBe(1);
  });
});
