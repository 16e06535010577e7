/**
 * The calls the authorization matrix aims at page A, by who may make them.
 * A new route that names a page belongs in one of these lists.
 */
type Victim = {
  a: { page: { id: number; handle: string }; user: { id: string }; email: string };
  base: string;
  category: { id: number };
  item: { id: number };
  newsItem: { id: number };
  linkBlock: { id: number };
  form: { id: number };
  invitation: { id: number; token: string };
  shareLink: { id: number };
  /** An assessment in progress (with an evidence file on `scope1`) and a completed one, of different questionnaires. */
  assessment: { id: number };
  completedAssessment: { id: number };
  assessmentFile: { id: string };
  run: { id: number };
};
type Call = [string, string, unknown?];

/** Every admin call; with page A's owner and page as targets where a call names one. */
export function adminCalls(v: Victim) {
  return [
    ["GET", "/api/v1/admin/users/"],
    ["GET", "/api/v1/admin/users/?q=example"],
    ["GET", `/api/v1/admin/users/${v.a.email}/`],
    ["GET", `/api/v1/admin/users/${v.a.user.id}/deletion/`],
    ["DELETE", `/api/v1/admin/users/${v.a.email}/`, { reason: "Spam" }],
    ["POST", `/api/v1/admin/users/${v.a.email}/disable/`, { reason: "Spam" }],
    ["POST", `/api/v1/admin/users/${v.a.user.id}/enable/`, {}],
    ["PUT", `/api/v1/admin/users/${v.a.email}/role/`, { role: "admin" }],
    ["POST", `/api/v1/admin/users/${v.a.email}/verification-email/`],
    ["POST", `/api/v1/admin/users/${v.a.email}/password-reset/`],
    ["GET", "/api/v1/admin/overview/"],
    ["PUT", `/api/v1/admin/users/${v.a.email}/plan/`, { plan: "pro" }],
    ["PUT", `/api/v1/admin/users/${v.a.user.id}/plan/`, { plan: "pro" }],
    ["PUT", `/api/v1/admin/businesses/${v.a.page.id}/plan/`, { plan: "pro" }],
    ["PUT", `/api/v1/admin/businesses/${v.a.page.handle}/plan/`, { plan: "pro" }],
    ["GET", "/api/v1/admin/invitations/"],
    ["POST", "/api/v1/admin/invitations/", { count: 1 }],
    ["GET", "/api/v1/admin/invitations/?status=unused"],
    ["GET", "/api/v1/admin/invitations/export/"],
    ["POST", "/api/v1/admin/invitations/ABCDE-FGHJK/revoke/"],
    ["POST", `/api/v1/admin/users/${v.a.email}/plan/extend/`, { days: 30 }],
    ["POST", `/api/v1/admin/businesses/${v.a.page.id}/plan/extend/`, { days: 30 }],
    ["GET", `/api/v1/admin/plans/history/?user=${v.a.email}`],
    ["GET", `/api/v1/admin/plans/history/?business=${v.a.page.handle}`],
    ["GET", `/api/v1/admin/transactions/?user=${v.a.email}`],
    ["POST", "/api/v1/billing/admin/transactions/1/refund/", {}],
    ["GET", "/api/v1/admin/messages/"],
    ["GET", "/api/v1/admin/messages/1/"],
    ["POST", "/api/v1/admin/messages/1/handled/"],
    ["DELETE", "/api/v1/admin/messages/1/handled/"],
    ["POST", "/api/v1/admin/messages/1/replies/", { body: "Hi" }],
    ["GET", "/api/v1/admin/newsletter/subscribers/"],
    ["GET", "/api/v1/admin/newsletter/subscribers/export/"],
    ["DELETE", "/api/v1/admin/newsletter/subscribers/1/"],
    ["GET", "/api/v1/admin/verifications/"],
    ["POST", `/api/v1/admin/verifications/${v.item.id}/approve/`],
    ["POST", `/api/v1/admin/verifications/${v.item.id}/reject/`, { reason: "No" }],
    ["POST", `/api/v1/admin/verifications/${v.item.id}/revoke/`, { reason: "No" }],
    ["GET", "/api/v1/admin/businesses/"],
    ["GET", `/api/v1/admin/businesses/${v.a.page.handle}/`],
    ["POST", `/api/v1/admin/businesses/${v.a.page.id}/unpublish/`, { reason: "Takeover" }],
    ["POST", `/api/v1/admin/businesses/${v.a.page.handle}/hide/`, { reason: "Takeover" }],
    ["POST", `/api/v1/admin/businesses/${v.a.page.id}/restore/`],
    ["GET", "/api/v1/admin/reports/"],
    ["GET", "/api/v1/admin/reports/?status=resolved"],
    ["POST", "/api/v1/admin/reports/1/resolve/", { resolution: "unpublish", note: "Takeover" }],
    ["POST", "/api/v1/billing/admin/transactions/1/refund/", {}],
    ["GET", "/api/v1/admin/audit/"],
    ["GET", `/api/v1/admin/audit/?action=plan.assign_user&target=${encodeURIComponent(v.a.email)}&from=2026-01-01&to=2030-12-31&page_size=100`],
    ["GET", "/api/v1/admin/audit/export/"],
    ["GET", `/api/v1/admin/audit/export/?actor=${encodeURIComponent(v.a.email)}&q=pro`],
    ["GET", "/api/v1/admin/audit/actions/"],
  ] as Call[];
}

/** Every authenticated call that names a page, aimed at page A. */
export function callsOn(v: Victim) {
  const { a, base, category, item, newsItem, linkBlock, form, shareLink, run } = v;
  return [
    ["PATCH", `/api/v1/businesses/update/${a.page.id}/`, { name_json: { en: "Hijacked" }, is_published: false }],
    ["GET", `${base}/languages/`],
    ["POST", `${base}/languages/`, { language_id: 2, is_enabled: true }],
    ["PATCH", `${base}/languages/`, { language_id: 2, is_enabled: true }],
    ["GET", `${base}/contents/`],
    ["POST", `${base}/contents/`, { title_json: { en: "Injected" } }],
    ["GET", `${base}/contents/${item.id}/`],
    ["PATCH", `${base}/contents/${item.id}/`, { title_json: { en: "Hijacked" }, order_key: 0 }],
    ["POST", `${base}/contents/${item.id}/share/`],
    ["DELETE", `${base}/contents/${item.id}/share/`],
    ["DELETE", `${base}/contents/${item.id}/`],
    ["GET", `${base}/content-categories/`],
    ["POST", `${base}/content-categories/`, { name_json: { en: "Injected" } }],
    ["GET", `${base}/content-categories/${category.id}/`],
    ["PATCH", `${base}/content-categories/${category.id}/`, { name_json: { en: "Hijacked" } }],
    ["DELETE", `${base}/content-categories/${category.id}/`],
    ["GET", `${base}/news/`],
    ["POST", `${base}/news/`, { title_json: { en: "Injected" } }],
    ["PATCH", `${base}/news/${newsItem.id}/`, { title_json: { en: "Hijacked" } }],
    ["DELETE", `${base}/news/${newsItem.id}/`],
    ["GET", `${base}/link-blocks/`],
    ["POST", `${base}/link-blocks/`, { title_json: { en: "Injected" }, url: "https://example.com/x" }],
    ["PATCH", `${base}/link-blocks/${linkBlock.id}/`, { title_json: { en: "Hijacked" }, is_hidden: true }],
    ["PUT", `${base}/link-blocks/order/`, { ids: [linkBlock.id] }],
    ["DELETE", `${base}/link-blocks/${linkBlock.id}/`],
    ["GET", `${base}/disclosures/`],
    ["PUT", `${base}/contents/${item.id}/disclosures/`, { items: [{ framework: "gri", disclosure: "305-1", state: "confirmed" }] }],
    ["POST", `${base}/images/`, "\x89PNG\r\n\x1a\n"],
    ["POST", `${base}/contents/${item.id}/attachments/?name=x.pdf`, "%PDF-1.7\n"],
    ["DELETE", `${base}/contents/${item.id}/attachments/00000000-0000-0000-0000-000000000000/`],
    ["GET", `${base}/contents/${item.id}/verification/`],
    ["POST", `${base}/contents/${item.id}/verification/`],
    ["DELETE", `${base}/contents/${item.id}/verification/`],
    ["GET", `${base}/verifications/`],
    ["GET", `${base}/access-logs/`],
    ["GET", `${base}/access-logs/export/`],
    ["GET", `${base}/feedback-forms/`],
    ["POST", `${base}/feedback-forms/`, { title_json: { en: "Injected" }, questions: [{ type: "short_text", label_json: { en: "?" } }] }],
    ["GET", `${base}/feedback-forms/${form.id}/`],
    ["PATCH", `${base}/feedback-forms/${form.id}/`, { title_json: { en: "Hijacked" }, is_open: false, questions: [] }],
    ["DELETE", `${base}/feedback-forms/${form.id}/`],
    ["GET", `${base}/feedback/`],
    ["GET", `${base}/feedback/summary/`],
    ["GET", `${base}/feedback/export/`],
    ["GET", `${base}/members/`],
    ["GET", `${base}/activity/`],
    ["GET", `${base}/stats/`],
    ["GET", `${base}/analytics/?days=7`],
    ["GET", `${base}/analytics/weekly-report/`],
    ["POST", `${base}/analytics/share-links/`, { name: "Injected" }],
    ["DELETE", `${base}/analytics/share-links/${shareLink.id}/`],
    ["GET", `${base}/benchmark/`],
    ["GET", `${base}/benchmark/history/?framework=gri&days=30`],
    ["GET", `${base}/benchmark/gri-index/?format=csv&lang=ja`],
    ...assessmentCalls(v),
    ["GET", `${base}/analyses/`],
    ["GET", `${base}/analyses/${run.id}/`],
    ["POST", `${base}/analyses/`, { language: "ja" }],
    ...editorReads(v),
    ...ownerCalls(v),
  ] as Call[];
}

/** The assessments (Premium): the page in the matrix is on Premium, so every call gets past the plan. */
export function assessmentCalls(v: Victim) {
  const { base, assessment, completedAssessment, assessmentFile } = v;
  const one = `${base}/assessments/${assessment.id}`;
  return [
    ["GET", `${base}/assessments/`],
    ["POST", `${base}/assessments/`, { questionnaire: "sdg-self-assessment" }],
    ["GET", `${one}/`],
    ["PUT", `${one}/answers/board_oversight/`, { value: "yes" }],
    ["POST", `${one}/prefill/`],
    ["POST", `${one}/complete/`],
    ["POST", `${base}/assessments/${completedAssessment.id}/reopen/`],
    ["GET", `${one}/export/?format=csv`],
    ["POST", `${one}/answers/scope2/attachments/?name=x.pdf`, "%PDF-1.7\n"],
    ["GET", `${one}/answers/scope1/attachments/${assessmentFile.id}/`],
    ["DELETE", `${one}/answers/scope1/attachments/${assessmentFile.id}/`],
  ] as Call[];
}

/** Reads for editors and the owner only: a stats link opens the numbers to anyone who has it. */
export function editorReads(v: Victim) {
  return [["GET", `${v.base}/analytics/share-links/`]] as Call[];
}

/** What any member does about their own membership; an outsider is refused like any other call. */
export function ownMembershipCalls(v: Victim) {
  return [
    ["POST", `${v.base}/members/leave/`],
    ["POST", `${v.base}/ownership-transfer/accept/`],
    ["DELETE", `${v.base}/ownership-transfer/`],
    ["PUT", `${v.base}/analytics/weekly-report/`, { enabled: true }],
  ] as Call[];
}

/** The calls only the page's owner may make: its team, its ownership, deleting it. */
export function ownerCalls(v: Victim) {
  const { a, base, invitation } = v;
  return [
    ["POST", `${base}/members/invitations/`, { role: "viewer" }],
    ["DELETE", `${base}/members/invitations/${invitation.id}/`],
    ["PATCH", `${base}/members/${a.user.id}/`, { role: "viewer" }],
    ["DELETE", `${base}/members/${a.user.id}/`],
    ["POST", `${base}/ownership-transfer/`, { user_id: a.user.id }],
    ["DELETE", `${base}/`],
  ] as Call[];
}
