import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analysisRuns,
  analyticsReportSubscriptions,
  analyticsShareLinks,
  assessmentAnswers,
  assessments,
  pages,
  pageLanguages,
  pageMembers,
  contentCategories,
  contents,
  feedbackForms,
  feedbackQuestions,
  feedbackResponses,
  linkBlocks,
  news,
  pageInvitations,
  pageTransfers,
  users,
} from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan, signUp } from "./harness.ts";
import { joinAs } from "../modules/members/test-fixtures.ts";
import { answerRequired } from "../modules/assessments/test-fixtures.ts";
import { adminCalls, callsOn, editorReads, ownMembershipCalls, ownerCalls } from "./authorization-calls.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Everything stored for a page, to prove a refused call changed nothing. */
async function snapshot(pageId: number) {
  const [
    page,
    langs,
    cats,
    items,
    newsItems,
    blocks,
    forms,
    questions,
    responses,
    members,
    invitations,
    transfers,
    shareLinks,
    reports,
    assessed,
    answers,
    runs,
  ] = await Promise.all([
    t.ctx.db.select().from(pages).where(eq(pages.id, pageId)),
    t.ctx.db.select().from(pageLanguages).where(eq(pageLanguages.pageId, pageId)),
    t.ctx.db.select().from(contentCategories).where(eq(contentCategories.pageId, pageId)),
    t.ctx.db.select().from(contents).where(eq(contents.pageId, pageId)),
    t.ctx.db.select().from(news).where(eq(news.pageId, pageId)),
    t.ctx.db.select().from(linkBlocks).where(eq(linkBlocks.pageId, pageId)).orderBy(linkBlocks.id),
    t.ctx.db.select().from(feedbackForms).where(eq(feedbackForms.pageId, pageId)).orderBy(feedbackForms.id),
    t.ctx.db
      .select({ question: feedbackQuestions })
      .from(feedbackQuestions)
      .innerJoin(feedbackForms, eq(feedbackForms.id, feedbackQuestions.formId))
      .where(eq(feedbackForms.pageId, pageId))
      .orderBy(feedbackQuestions.id),
    t.ctx.db.select().from(feedbackResponses).where(eq(feedbackResponses.pageId, pageId)).orderBy(feedbackResponses.id),
    t.ctx.db.select().from(pageMembers).where(eq(pageMembers.pageId, pageId)).orderBy(pageMembers.userId),
    t.ctx.db.select().from(pageInvitations).where(eq(pageInvitations.pageId, pageId)).orderBy(pageInvitations.id),
    t.ctx.db.select().from(pageTransfers).where(eq(pageTransfers.pageId, pageId)),
    t.ctx.db.select().from(analyticsShareLinks).where(eq(analyticsShareLinks.pageId, pageId)).orderBy(analyticsShareLinks.id),
    t.ctx.db.select().from(analyticsReportSubscriptions).where(eq(analyticsReportSubscriptions.pageId, pageId)),
    t.ctx.db.select().from(assessments).where(eq(assessments.pageId, pageId)).orderBy(assessments.id),
    t.ctx.db
      .select({ answer: assessmentAnswers })
      .from(assessmentAnswers)
      .innerJoin(assessments, eq(assessments.id, assessmentAnswers.assessmentId))
      .where(eq(assessments.pageId, pageId))
      .orderBy(assessmentAnswers.assessmentId, assessmentAnswers.question),
    t.ctx.db.select().from(analysisRuns).where(eq(analysisRuns.pageId, pageId)).orderBy(analysisRuns.id),
  ]);
  return JSON.stringify({
    page,
    langs,
    cats,
    items,
    newsItems,
    blocks,
    forms,
    questions,
    responses,
    members,
    invitations,
    transfers,
    shareLinks,
    reports,
    assessed,
    answers,
    runs,
  });
}

async function victimPage() {
  const a = await ownerWithPage(t, { published: true });
  // Premium: every plan-gated call (assessments and AI analysis included) is open to A's members, so a refusal is the role's.
  await setPagePlan(t, a.page.id, "premium");
  const base = `/api/v1/businesses/${a.page.id}`;
  const category = (await a.client.post(`${base}/content-categories/`, { name_json: { en: "Climate" } }, a.headers)).json;
  const item = (await a.client.post(`${base}/contents/`, { title_json: { en: "Solar" }, content_category_id: category.id }, a.headers)).json;
  const newsItem = (await a.client.post(`${base}/news/`, { title_json: { en: "Hello" } }, a.headers)).json;
  const linkBlock = (await a.client.post(`${base}/link-blocks/`, { title_json: { en: "Shop" }, url: "example.com/shop" }, a.headers)).json;
  const form = (
    await a.client.post(`${base}/feedback-forms/`, { title_json: { en: "Survey" }, questions: [{ type: "rating", label_json: { en: "Rate" } }] }, a.headers)
  ).json;
  const invitation = (await a.client.post(`${base}/members/invitations/`, { role: "editor" }, a.headers)).json;
  const shareLink = (await a.client.post(`${base}/analytics/share-links/`, { name: "Board" }, a.headers)).json;
  const completedAssessment = (await a.client.post(`${base}/assessments/`, { questionnaire: "gri-readiness" }, a.headers)).json;
  await answerRequired(a, a, completedAssessment.id, "gri-readiness");
  await a.client.post(`${base}/assessments/${completedAssessment.id}/complete/`, {}, a.headers);
  const assessment = (await a.client.post(`${base}/assessments/`, { questionnaire: "climate-readiness" }, a.headers)).json;
  const assessmentFile = (
    await a.client.request("POST", `${base}/assessments/${assessment.id}/answers/scope1/attachments/?name=x.pdf`, "%PDF-1.7\n", a.headers)
  ).json;
  const run = (await a.client.post(`${base}/analyses/`, {}, a.headers)).json;
  return { a, base, category, item, newsItem, linkBlock, form, invitation, shareLink, assessment, completedAssessment, assessmentFile, run };
}

/** Page A's plan and its owner's, to prove a refused admin call changed neither. */
async function plans(v: Awaited<ReturnType<typeof victimPage>>) {
  const page = (await v.a.client.get("/api/v1/businesses/my/")).json[0].page_subscription;
  const user = (await v.a.client.get("/api/v1/users/me/")).json.user_subscription;
  return JSON.stringify({ page, user });
}

describe("authorization matrix", () => {
  it("another owner gets 404 on every call against page A, and nothing changes", async () => {
    const v = await victimPage();
    const b = await ownerWithPage(t);
    const before = await snapshot(v.a.page.id);
    for (const [method, path, body] of [...callsOn(v), ...ownMembershipCalls(v)]) {
      const res = await b.client.request(method, path, body, b.headers);
      expect([403, 404], `${method} ${path} → ${res.status}`).toContain(res.status);
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
  });

  it("another owner cannot reach A's items through B's own page id", async () => {
    const v = await victimPage();
    const b = await ownerWithPage(t);
    const before = await snapshot(v.a.page.id);
    const own = `/api/v1/businesses/${b.page.id}`;
    const calls: [string, string, unknown?][] = [
      ["GET", `${own}/contents/${v.item.id}/`],
      ["PATCH", `${own}/contents/${v.item.id}/`, { title_json: { en: "Hijacked" } }],
      ["DELETE", `${own}/contents/${v.item.id}/`],
      ["POST", `${own}/contents/${v.item.id}/share/`],
      ["GET", `${own}/contents/${v.item.id}/verification/`],
      ["POST", `${own}/contents/${v.item.id}/verification/`],
      ["POST", `${own}/contents/${v.item.id}/attachments/?name=x.pdf`, "%PDF-1.7\n"],
      ["GET", `${own}/content-categories/${v.category.id}/`],
      ["PATCH", `${own}/content-categories/${v.category.id}/`, { name_json: { en: "Hijacked" } }],
      ["DELETE", `${own}/content-categories/${v.category.id}/`],
      ["PATCH", `${own}/news/${v.newsItem.id}/`, { title_json: { en: "Hijacked" } }],
      ["DELETE", `${own}/news/${v.newsItem.id}/`],
      ["PATCH", `${own}/link-blocks/${v.linkBlock.id}/`, { title_json: { en: "Hijacked" } }],
      ["DELETE", `${own}/link-blocks/${v.linkBlock.id}/`],
      ["PUT", `${own}/link-blocks/order/`, { ids: [v.linkBlock.id] }],
      ["GET", `${own}/feedback-forms/${v.form.id}/`],
      ["PATCH", `${own}/feedback-forms/${v.form.id}/`, { title_json: { en: "Hijacked" } }],
      ["DELETE", `${own}/feedback-forms/${v.form.id}/`],
      [
        "POST",
        `${own}/feedback-forms/`,
        { title_json: { en: "On A's item" }, content_id: v.item.id, questions: [{ type: "rating", label_json: { en: "Rate" } }] },
      ],
      ["GET", `${own}/feedback/?form_id=${v.form.id}`],
      ["GET", `${own}/feedback/summary/?content_id=${v.item.id}`],
      ["GET", `${own}/feedback/export/?form_id=${v.form.id}`],
      ["POST", `${own}/contents/`, { title_json: { en: "Into A's category" }, content_category_id: v.category.id }],
      ["DELETE", `${own}/analytics/share-links/${v.shareLink.id}/`],
      ["GET", `${own}/assessments/${v.assessment.id}/`],
      ["GET", `${own}/assessments/${v.assessment.id}/export/?format=pdf`],
      ["GET", `${own}/assessments/${v.assessment.id}/answers/scope1/attachments/${v.assessmentFile.id}/`],
      ["GET", `${own}/analyses/${v.run.id}/`],
    ];
    for (const [method, path, body] of calls) {
      const res = await b.client.request(method, path, body, b.headers);
      expect([400, 404], `${method} ${path} → ${res.status}`).toContain(res.status);
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
  });

  it("anonymous gets 401 on every authenticated call", async () => {
    const v = await victimPage();
    const before = await snapshot(v.a.page.id);
    const anonymous = t.client();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/v1/businesses/my/"],
      ["POST", "/api/v1/businesses/create/", { handle: "anonymous-page" }],
      ["PUT", `/api/v1/businesses/public/${v.a.page.handle}/upvote/`],
      ["DELETE", `/api/v1/businesses/public/${v.a.page.handle}/upvote/`],
      ["PUT", `/api/v1/businesses/public/${v.a.page.handle}/contents/${v.item.id}/upvote/`],
      [
        "POST",
        `/api/v1/businesses/public/${v.a.page.handle}/feedback-forms/${v.form.id}/responses/`,
        { stakeholder_type: "customer", relationship: "x", answers: {} },
      ],
      ["GET", `/api/v1/businesses/public/${v.a.page.handle}/feedback-forms/${v.form.id}/responses/mine/`],
      ["GET", "/api/v1/users/me/api-keys/"],
      ["POST", "/api/v1/users/me/api-keys/", { name: "Anonymous" }],
      ["DELETE", "/api/v1/users/me/api-keys/00000000-0000-0000-0000-000000000000/"],
      ["GET", "/api/v1/users/me/notifications/"],
      ["PUT", "/api/v1/users/me/notifications/", { kinds: { feedback: false } }],
      ...callsOn(v),
      ...ownMembershipCalls(v),
      ["POST", "/api/v1/invitations/accept/", { token: v.invitation.token }],
      ...adminCalls(v),
    ];
    for (const [method, path, body] of calls) {
      const res = await anonymous.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
  });

  it("another owner's API key gets 404 on every call against page A, and nothing changes", async () => {
    const v = await victimPage();
    const b = await ownerWithPage(t);
    const key = (await b.client.post("/api/v1/users/me/api-keys/", { name: "B's key" }, b.headers)).json.key;
    const before = await snapshot(v.a.page.id);
    const byKey = t.client();
    byKey.bearer = key;
    for (const [method, path, body] of [...callsOn(v), ...ownMembershipCalls(v)]) {
      const res = await byKey.request(method, path, body);
      expect([403, 404], `${method} ${path} → ${res.status}`).toContain(res.status);
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
  });

  it("a signed-in user who is not an admin, by session or API key, gets 403 on every admin call, and no plan changes", async () => {
    const v = await victimPage();
    const before = { page: await snapshot(v.a.page.id), plans: await plans(v) };
    const byKey = t.client();
    byKey.bearer = (await v.a.client.post("/api/v1/users/me/api-keys/", { name: "A's key" }, v.a.headers)).json.key;
    for (const [client, headers] of [
      [v.a.client, v.a.headers],
      [byKey, {}],
    ] as const) {
      for (const [method, path, body] of adminCalls(v)) {
        const res = await client.request(method, path, body, headers);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json.code).toBe("permission_denied");
      }
    }
    expect({ page: await snapshot(v.a.page.id), plans: await plans(v) }).toEqual(before);
  });

  it("API keys: another user cannot revoke A's key (404); a key cannot list, create or revoke keys (403)", async () => {
    const v = await victimPage();
    const created = (await v.a.client.post("/api/v1/users/me/api-keys/", { name: "A's key" }, v.a.headers)).json;
    const b = await ownerWithPage(t);
    const stolen = await b.client.request("DELETE", `/api/v1/users/me/api-keys/${created.id}/`, undefined, b.headers);
    expect(stolen.status).toBe(404);
    const byKey = t.client();
    byKey.bearer = created.key;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/v1/users/me/api-keys/"],
      ["POST", "/api/v1/users/me/api-keys/", { name: "Minted by a key" }],
      ["DELETE", `/api/v1/users/me/api-keys/${created.id}/`],
    ];
    for (const [method, path, body] of calls) {
      const res = await byKey.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const keys = (await v.a.client.get("/api/v1/users/me/api-keys/")).json;
    expect(keys.map((k: { id: string }) => k.id)).toEqual([created.id]);
  });

  it("a viewer reads every page call and is refused every write (403), and nothing changes", async () => {
    const v = await victimPage();
    const viewer = await joinAs(t, v.a, "viewer", "Vera");
    const before = await snapshot(v.a.page.id);
    for (const [method, path, body] of callsOn(v)) {
      const res = await viewer.client.request(method, path, body, viewer.headers);
      const editorRead = editorReads(v).some(([m, p]) => m === method && p === path);
      if (method === "GET" && !editorRead) expect(res.status, `${method} ${path} → ${res.text}`).toBe(200);
      else {
        expect(res.status, `${method} ${path} → ${res.text}`).toBe(403);
        expect(["editor_required", "owner_required"], `${method} ${path}`).toContain(res.json.code);
      }
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
    // The same through the viewer's API key.
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, viewer.user.id));
    const byKey = t.client();
    byKey.bearer = (await viewer.client.post("/api/v1/users/me/api-keys/", { name: "Viewer key" }, viewer.headers)).json.key;
    for (const [method, path, body] of callsOn(v).filter(([m]) => m !== "GET")) {
      expect((await byKey.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
  });

  it("an editor is refused every owner call (403 owner_required), and nothing changes", async () => {
    const v = await victimPage();
    const editor = await joinAs(t, v.a, "editor", "Eddie");
    const before = await snapshot(v.a.page.id);
    for (const [method, path, body] of ownerCalls(v)) {
      const res = await editor.client.request(method, path, body, editor.headers);
      expect(res.status, `${method} ${path} → ${res.text}`).toBe(403);
      expect(res.json.code).toBe("owner_required");
    }
    expect(await snapshot(v.a.page.id)).toBe(before);
    // Reads a viewer may make, an editor may too; invitations stay the owner's to see.
    const view = await editor.client.get(`${v.base}/members/`);
    expect(view.json).toMatchObject({ my_role: "editor", invitations: [] });
  });

  it("an editor gets past the role check on every editor write the page has", async () => {
    const v = await victimPage();
    const editor = await joinAs(t, v.a, "editor", "Eddie");
    const owner = new Set(ownerCalls(v).map(([m, p]) => `${m} ${p}`));
    // Deletes last, so the rest still find their items.
    const writes = callsOn(v)
      .filter(([m, p]) => m !== "GET" && !owner.has(`${m} ${p}`) && !p.includes("00000000-0000"))
      .sort(([a], [b]) => Number(a === "DELETE") - Number(b === "DELETE"));
    for (const [method, path, body] of writes) {
      // Publishing is the owner's: the editor saves the page's other fields.
      const res = await editor.client.request(method, path, path.includes("/update/") ? { name_json: { en: "By the editor" } } : body, editor.headers);
      // Let through by the role check: done, or refused only for what the item lacks (400; no request to withdraw, 404).
      const allowed = path.endsWith("/verification/") && method === "DELETE" ? [204, 404] : [200, 201, 204, 400];
      expect(allowed, `${method} ${path} → ${res.text}`).toContain(res.status);
    }
  });

  it("an editor edits contents but cannot publish, hide or rename the page", async () => {
    const v = await victimPage();
    const editor = t.client();
    const { user } = await signUp(editor);
    await t.ctx.db.insert(pageMembers).values({ pageId: v.a.page.id, userId: user.id, role: "editor" });
    const headers = { origin: t.config.siteUrl };
    const edit = await editor.request("PATCH", `${v.base}/contents/${v.item.id}/`, { title_json: { en: "Edited" } }, headers);
    expect(edit.status).toBe(200);
    const mine = await editor.get("/api/v1/businesses/my/");
    expect(mine.json).toMatchObject([{ id: v.a.page.id, role: "editor" }]);
    const resaved = await editor.request(
      "PATCH",
      `/api/v1/businesses/update/${v.a.page.id}/`,
      { handle: v.a.page.handle, is_published: true, is_visible: true, mission_json: { en: "Ours" } },
      headers,
    );
    expect(resaved.status, resaved.text).toBe(200);
    for (const body of [{ is_published: false }, { is_visible: false }, { handle: "editor-renamed" }]) {
      const res = await editor.request("PATCH", `/api/v1/businesses/update/${v.a.page.id}/`, body, headers);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("owner_required");
    }
  });

  it("public calls answer anonymous visitors", async () => {
    const anonymous = t.client();
    const v = await victimPage();
    const forms = `/api/v1/businesses/public/${v.a.page.handle}/feedback-forms/`;
    for (const path of ["/api/v1/auth/providers/", "/api/v1/plans/", forms, `${forms}${v.form.id}/`, "/api/v1/businesses/assessments/questionnaires/"]) {
      const res = await anonymous.get(path);
      expect(res.status, `GET ${path}`).toBe(200);
    }
  });

  it("a cookie-authenticated write from a foreign origin is refused", async () => {
    const v = await victimPage();
    const res = await v.a.client.request(
      "PATCH",
      `/api/v1/businesses/update/${v.a.page.id}/`,
      { name_json: { en: "CSRF" } },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("invalid_origin");
  });
});
