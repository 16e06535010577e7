import { type createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { findQuestionnaire, type Question, questionsOf } from "./questionnaires/index.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Member = { client: ReturnType<TestApp["client"]>; headers: Record<string, string> };
export type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

export const assessmentsPath = (o: { page: { id: number } }) => `/api/v1/businesses/${o.page.id}/assessments/`;

/** An owner with a published page on Premium. */
export async function premiumOwner(t: TestApp): Promise<Owner> {
  const o = await ownerWithPage(t, { published: true });
  await setPagePlan(t, o.page.id, "premium");
  return o;
}

export async function start(o: Owner, questionnaire = "climate-readiness") {
  const res = await o.client.post(assessmentsPath(o), { questionnaire }, o.headers);
  if (res.status !== 201) throw new Error(`start refused: ${res.status} ${res.text}`);
  return res.json as { id: number };
}

export const answer = (who: Member, o: Owner, id: number, question: string, value: unknown) =>
  who.client.request("PUT", `${assessmentsPath(o)}${id}/answers/${question}/`, { value }, who.headers);

/** The answer that scores a question's most points. */
export function bestValue(question: Question): unknown {
  if (question.type === "number") return question.number!.max;
  if (question.type === "multiple_choice") return question.options!.filter((o) => !o.exclusive).map((o) => o.value);
  if (question.type === "text") return "Noted.";
  if (question.type === "date") return "2024-01-01";
  const top = Math.max(...question.options!.map((o) => o.points));
  return question.options!.find((o) => o.points === top)!.value;
}

/** Answers every required question of the questionnaire (best answers unless `values` says otherwise). */
export async function answerRequired(who: Member, o: Owner, id: number, questionnaire: string, values: Record<string, unknown> = {}) {
  for (const { question } of questionsOf(findQuestionnaire(questionnaire)!)) {
    if (!question.required) continue;
    const res = await answer(who, o, id, question.code, question.code in values ? values[question.code] : bestValue(question));
    if (res.status !== 200) throw new Error(`answer ${question.code} refused: ${res.status} ${res.text}`);
  }
}
