import type { paths } from "./api-types.ts";

/**
 * Names for the shapes the SDK's methods take and return. Each is read from
 * the generated OpenAPI types (src/api-types.ts), so none is written by hand.
 */

type Method = "get" | "post" | "patch" | "put" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** The JSON answer of an operation for a status (200 unless given). */
export type ResponseOf<P extends keyof paths, M extends Method, S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;
/** The JSON body an operation takes. */
export type BodyOf<P extends keyof paths, M extends Method> = Json<NonNullable<Operation<P, M>["requestBody"]>>;
/** The query parameters an operation takes. */
export type QueryOf<P extends keyof paths, M extends Method> = NonNullable<Operation<P, M>["parameters"]["query"]>;

type Values<T> = T[keyof T];
type JsonBody<R> = R extends { content: { "application/json": infer Body } } ? Body : never;
type IsError<S> = `${S & (string | number)}` extends `4${string}` | `5${string}` ? true : false;
/** An error body's `code`; none for an answer without a JSON body (a 416 has none). */
type CodeOf<Body> = [Body] extends [never] ? never : Body extends { code: infer C } ? C : never;
type CodesOf<O> = O extends { responses: infer R } ? Values<{ [S in keyof R]: IsError<S> extends true ? CodeOf<JsonBody<R[S]>> : never }> : never;

/**
 * Every `code` the API documents in its `{ detail, code }` errors (not_found,
 * coming_soon, plan_limit, form_closed…): switch on it, never on the message.
 * `GreenpageError.code` also carries `field_errors`, and `network` or
 * `invalid_response` when there was no API answer.
 */
export type ErrorCode = Values<{ [P in keyof paths]: Values<{ [M in Method]: CodesOf<NonNullable<paths[P][M]>> }> }>;

/** A page's id (a number; numeric strings are accepted too). */
export type Id = number | string;

// Public reads
export type PublicPage = ResponseOf<"/api/v1/businesses/public/{business}/", "get">;
export type PublicPageQuery = QueryOf<"/api/v1/businesses/public/{business}/", "get">;
export type PublicPageView = ResponseOf<"/api/v1/businesses/public/{business}/page/", "get">;
export type PublicPageViewQuery = QueryOf<"/api/v1/businesses/public/{business}/page/", "get">;
export type PublicCategory = ResponseOf<"/api/v1/businesses/public/{business}/content-categories/", "get">[number];
export type PublicContent = ResponseOf<"/api/v1/businesses/public/{business}/contents/{content_id}/", "get">;
export type PublicContentsQuery = QueryOf<"/api/v1/businesses/public/{business}/contents/", "get">;
export type PublicContentQuery = QueryOf<"/api/v1/businesses/public/{business}/contents/{content_id}/", "get">;
export type PublicNewsList = ResponseOf<"/api/v1/businesses/public/{business}/news/", "get">;
export type PublicNewsQuery = QueryOf<"/api/v1/businesses/public/{business}/news/", "get">;

// Explore
export type ExploreQuery = QueryOf<"/api/v1/explore/pages/", "get">;
export type ExplorePages = ResponseOf<"/api/v1/explore/pages/", "get">;
export type ExploreInitiativesQuery = QueryOf<"/api/v1/explore/initiatives/", "get">;
export type ExploreInitiatives = ResponseOf<"/api/v1/explore/initiatives/", "get">;

// The signed-in owner
export type Me = ResponseOf<"/api/v1/users/me/", "get">;
export type OwnedPage = ResponseOf<"/api/v1/businesses/my/", "get">[number];
export type PageCreate = BodyOf<"/api/v1/businesses/create/", "post">;
export type PageUpdate = BodyOf<"/api/v1/businesses/update/{id}/", "patch">;
export type PageLanguage = ResponseOf<"/api/v1/businesses/{business_id}/languages/", "get">[number];
export type LanguageChange = BodyOf<"/api/v1/businesses/{business_id}/languages/", "patch">;
export type ContentCategory = ResponseOf<"/api/v1/businesses/{business_id}/content-categories/{category_id}/", "get">;
export type CategoryInput = BodyOf<"/api/v1/businesses/{business_id}/content-categories/", "post">;
export type Content = ResponseOf<"/api/v1/businesses/{business_id}/contents/{content_id}/", "get">;
export type ContentInput = BodyOf<"/api/v1/businesses/{business_id}/contents/", "post">;
export type NewsItem = ResponseOf<"/api/v1/businesses/{business_id}/news/", "post", 201>;
export type NewsInput = BodyOf<"/api/v1/businesses/{business_id}/news/", "post">;
export type NewsList = ResponseOf<"/api/v1/businesses/{business_id}/news/", "get">;
export type NewsQuery = QueryOf<"/api/v1/businesses/{business_id}/news/", "get">;
export type LinkBlock = ResponseOf<"/api/v1/businesses/{business_id}/link-blocks/{block_id}/", "patch">;
export type LinkBlockInput = BodyOf<"/api/v1/businesses/{business_id}/link-blocks/", "post">;
export type PageDisclosures = ResponseOf<"/api/v1/businesses/{business_id}/disclosures/", "get">;
export type InitiativeDisclosures = ResponseOf<"/api/v1/businesses/{business_id}/contents/{content_id}/disclosures/", "put">;
export type DisclosureDecision = BodyOf<"/api/v1/businesses/{business_id}/contents/{content_id}/disclosures/", "put">["items"][number];
export type FrameworkData = ResponseOf<"/api/v1/businesses/frameworks/", "get">[number];

// Feedback
export type FeedbackForm = ResponseOf<"/api/v1/businesses/{business_id}/feedback-forms/{form_id}/", "get">;
export type FeedbackQuestion = FeedbackForm["questions"][number];
export type FeedbackQuestionType = FeedbackQuestion["type"];
export type FeedbackFormInput = BodyOf<"/api/v1/businesses/{business_id}/feedback-forms/", "post">;
export type FeedbackQuestionInput = NonNullable<FeedbackFormInput["questions"]>[number];
export type FeedbackList = ResponseOf<"/api/v1/businesses/{business_id}/feedback/", "get">;
export type FeedbackItem = FeedbackList["results"][number];
export type StakeholderType = FeedbackItem["stakeholder_type"];
/** The Results filters with `page` and `page_size`. */
export type FeedbackQuery = QueryOf<"/api/v1/businesses/{business_id}/feedback/", "get">;
/** The Results filters: `from`, `to` (YYYY-MM-DD, UTC, both included), `stakeholder_type`, `form_id`, `content_id`. */
export type FeedbackFilter = QueryOf<"/api/v1/businesses/{business_id}/feedback/summary/", "get">;
export type FeedbackExportQuery = QueryOf<"/api/v1/businesses/{business_id}/feedback/export/", "get">;
export type FeedbackSummary = ResponseOf<"/api/v1/businesses/{business_id}/feedback/summary/", "get">;
export type FeedbackQuestionSummary = FeedbackSummary["forms"][number]["questions"][number];
export type PublicFeedbackForm = ResponseOf<"/api/v1/businesses/public/{business}/feedback-forms/{form_id}/", "get">;
export type PublicFeedbackFormsQuery = QueryOf<"/api/v1/businesses/public/{business}/feedback-forms/", "get">;
export type PublicFeedbackFormQuery = QueryOf<"/api/v1/businesses/public/{business}/feedback-forms/{form_id}/", "get">;
export type FeedbackSubmission = BodyOf<"/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/", "post">;
export type SubmittedFeedback = ResponseOf<"/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/", "post", 201>;
/** A stakeholder's own answer (the call answers null when there is none). */
export type MyFeedback = NonNullable<ResponseOf<"/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/mine/", "get">>;

// API keys
export type ApiKey = ResponseOf<"/api/v1/users/me/api-keys/", "get">[number];
export type ApiKeyInput = BodyOf<"/api/v1/users/me/api-keys/", "post">;
export type CreatedApiKey = ResponseOf<"/api/v1/users/me/api-keys/", "post", 201>;

// Plans
export type Plan = ResponseOf<"/api/v1/plans/", "get">[number];

// Admin (the product team's calls: a client signed in as an admin)
export type Invitation = ResponseOf<"/api/v1/admin/invitations/", "post", 201>[number];
export type InvitationsInput = BodyOf<"/api/v1/admin/invitations/", "post">;
export type InvitationList = ResponseOf<"/api/v1/admin/invitations/", "get">;
export type AdminUserList = ResponseOf<"/api/v1/admin/users/", "get">;
export type AdminUser = AdminUserList["results"][number];
/** `q` (part of an email or name), `role`, `state` (`active`, `disabled`), `page`, `page_size`. */
export type AdminUsersQuery = QueryOf<"/api/v1/admin/users/", "get">;
export type AdminUserDetail = ResponseOf<"/api/v1/admin/users/{user}/", "get">;
export type UserRole = BodyOf<"/api/v1/admin/users/{user}/role/", "put">["role"];
export type UserDeletionPreview = ResponseOf<"/api/v1/admin/users/{user}/deletion/", "get">;
export type AdminOverview = ResponseOf<"/api/v1/admin/overview/", "get">;
/** `page` (from 1) and `page_size` (1–100, default 20) of a paginated list. */
export type PageQuery = QueryOf<"/api/v1/admin/invitations/", "get">;
export type UserSubscription = ResponseOf<"/api/v1/admin/users/{user}/plan/", "put">;
export type PageSubscription = ResponseOf<"/api/v1/admin/businesses/{business}/plan/", "put">;
/** The Audit log's filters (`action`, `actor`, `target_type`, `target`, `q`, `from`, `to`), as its CSV takes them. */
export type AuditQuery = QueryOf<"/api/v1/admin/audit/export/", "get">;
/** The Audit log's filters with `page` and `page_size`. */
export type AuditListQuery = QueryOf<"/api/v1/admin/audit/", "get">;
export type AuditLogList = ResponseOf<"/api/v1/admin/audit/", "get">;
export type AuditLogEntry = AuditLogList["results"][number];
export type InvitationQuery = QueryOf<"/api/v1/admin/invitations/", "get">;
/** `until` (a date or date-time; the plan ends then) and `reason` (kept in the audit log) of a plan assignment. */
export type PlanAssignOptions = Omit<BodyOf<"/api/v1/admin/users/{user}/plan/", "put">, "plan">;
export type ExtendInput = BodyOf<"/api/v1/admin/users/{user}/plan/extend/", "post">;
export type AdminSubscription = ResponseOf<"/api/v1/admin/users/{user}/plan/extend/", "post">;
export type PlanHistory = ResponseOf<"/api/v1/admin/plans/history/", "get">;
export type AdminTransaction = PlanHistory["transactions"][number];
export type AdminMessageQuery = QueryOf<"/api/v1/admin/messages/", "get">;
export type AdminMessageList = ResponseOf<"/api/v1/admin/messages/", "get">;
export type AdminMessage = ResponseOf<"/api/v1/admin/messages/{id}/", "get">;
export type SubscriberQuery = QueryOf<"/api/v1/admin/newsletter/subscribers/", "get">;
export type SubscriberList = ResponseOf<"/api/v1/admin/newsletter/subscribers/", "get">;

// Admin: pages and moderation
/** Search (`q`: handle or name), `country`, `plan`, `state` (published, unpublished, moderated), `page`, `page_size`. */
export type AdminPagesQuery = QueryOf<"/api/v1/admin/businesses/", "get">;
export type AdminPageList = ResponseOf<"/api/v1/admin/businesses/", "get">;
export type AdminPage = AdminPageList["results"][number];
export type AdminPageDetail = ResponseOf<"/api/v1/admin/businesses/{business}/", "get">;
export type ReportsQuery = QueryOf<"/api/v1/admin/reports/", "get">;
export type PageReportList = ResponseOf<"/api/v1/admin/reports/", "get">;
export type PageReport = PageReportList["results"][number];
/** `resolution`: `no_action`, `unpublish` (with `note`, the reason the owner reads) or `contact` (with `message`). */
export type ResolveReportInput = BodyOf<"/api/v1/admin/reports/{id}/resolve/", "post">;

// Files
export type UploadedImage = ResponseOf<"/api/v1/businesses/{business_id}/images/", "post", 201>;
export type UploadedAttachment = ResponseOf<"/api/v1/businesses/{business_id}/contents/{content_id}/attachments/", "post", 201>;
/** A file's bytes, as the SDK takes them for uploads. */
export type FileData = Uint8Array | ArrayBuffer | Blob;
/** A file as `files.download` answers it. */
export interface DownloadedFile {
  data: Uint8Array;
  /** The `Content-Type` the API sent (`image/png`, `image/jpeg`, `application/pdf`). */
  contentType: string;
  /** The name an attachment was uploaded under (from `Content-Disposition`); images have none. */
  fileName?: string | undefined;
}

// Owner tools
export type HandleCheckQuery = QueryOf<"/api/v1/businesses/handle-check/", "get">;
export type HandleCheck = ResponseOf<"/api/v1/businesses/handle-check/", "get">;
export type PageStats = ResponseOf<"/api/v1/businesses/{business_id}/stats/", "get">;
export type Catalog = ResponseOf<"/api/v1/businesses/catalog/", "get">;
export type StatusCategory = ResponseOf<"/api/v1/businesses/initiatives-status/", "get">[number];
export type VerificationsOverview = ResponseOf<"/api/v1/businesses/{business_id}/verifications/", "get">;
export type Review = ResponseOf<"/api/v1/businesses/{business_id}/contents/{content_id}/verification/", "get">[number];
export type AccessLogQuery = QueryOf<"/api/v1/businesses/{business_id}/access-logs/", "get">;
export type AccessLogList = ResponseOf<"/api/v1/businesses/{business_id}/access-logs/", "get">;
export type AccessLogEntry = AccessLogList["results"][number];
export type ReviewQueueItem = ResponseOf<"/api/v1/admin/verifications/", "get">[number];
export type ReviewQueueQuery = QueryOf<"/api/v1/admin/verifications/", "get">;

// Visitors
export type UpvoteState = ResponseOf<"/api/v1/businesses/public/{business}/upvote/", "put">;
export type GateInput = BodyOf<"/api/v1/businesses/public/{business}/contents/{content_id}/access/", "post">;
export type GateQuery = QueryOf<"/api/v1/businesses/public/{business}/contents/{content_id}/access/", "post">;
export type PageViewEvent = BodyOf<"/api/v1/analytics/evts/", "post">;
export type ContactInput = BodyOf<"/api/v1/contact/", "post">;
/** "Report this page": `reason`, optional `message`, `email`, `content_id` (an initiative), `locale`. */
export type PageReportInput = BodyOf<"/api/v1/businesses/public/{business}/reports/", "post">;
export type NewsletterSubscribeInput = BodyOf<"/api/v1/newsletter/subscribe/", "post">;
export type NewsletterTokenInput = BodyOf<"/api/v1/newsletter/confirm/", "post">;
export type SitemapPages = ResponseOf<"/api/v1/sitemap/pages/", "get">;
export type SitemapItems = ResponseOf<"/api/v1/sitemap/items/", "get">;
export type SignupInput = BodyOf<"/api/v1/signup/", "post">;
export type SignupQuery = QueryOf<"/api/v1/signup/", "post">;
export type SignOnProviders = ResponseOf<"/api/v1/auth/providers/", "get">;
export type Framework = Catalog["frameworks"][number];
export type ExplorePage = ExplorePages["results"][number];
export type ExploreInitiative = ExploreInitiatives["results"][number];

// Billing
export type BillingCatalog = ResponseOf<"/api/v1/billing/catalog/", "get">;
export type BillingStatus = ResponseOf<"/api/v1/billing/", "get">;
export type CheckoutInput = BodyOf<"/api/v1/billing/checkout/", "post">;
export type Checkout = ResponseOf<"/api/v1/billing/checkout/", "post", 201>;
export type TestCard = BodyOf<"/api/v1/billing/checkout/{checkout}/pay/", "post">;
export type DowngradeInput = BodyOf<"/api/v1/billing/subscription/downgrade/", "post">;
export type DowngradePreview = ResponseOf<"/api/v1/billing/downgrade-preview/", "get">;
export type BillingTransaction = ResponseOf<"/api/v1/billing/transactions/", "get">["results"][number];
export type ServiceOrder = ResponseOf<"/api/v1/billing/orders/", "get">[number];

// Team members
export type MembersView = ResponseOf<"/api/v1/businesses/{business_id}/members/", "get">;
export type Member = MembersView["members"][number];
export type TeamInvitation = ResponseOf<"/api/v1/businesses/{business_id}/members/invitations/", "post", 201>;
export type InvitationInput = BodyOf<"/api/v1/businesses/{business_id}/members/invitations/", "post">;
export type InvitedRole = InvitationInput["role"];
export type PageRole = Member["role"];
export type OwnershipTransfer = ResponseOf<"/api/v1/businesses/{business_id}/ownership-transfer/", "post">;
export type ActivityItem = ResponseOf<"/api/v1/businesses/{business_id}/activity/", "get">["results"][number];
export type InvitationPreview = ResponseOf<"/api/v1/invitations/preview/", "post">;
export type Joined = ResponseOf<"/api/v1/invitations/accept/", "post">;

// Analytics
export type AnalyticsQuery = QueryOf<"/api/v1/businesses/{business_id}/analytics/", "get">;
export type AnalyticsReport = ResponseOf<"/api/v1/businesses/{business_id}/analytics/", "get">;
export type ShareLink = ResponseOf<"/api/v1/businesses/{business_id}/analytics/share-links/", "post", 201>;
export type ShareLinkInput = BodyOf<"/api/v1/businesses/{business_id}/analytics/share-links/", "post">;
export type SharedStatsInput = BodyOf<"/api/v1/analytics/shared/", "post">;
export type SharedStats = ResponseOf<"/api/v1/analytics/shared/", "post">;
// Benchmark
export type Benchmark = ResponseOf<"/api/v1/businesses/{business_id}/benchmark/", "get">;
export type FrameworkBenchmark = Benchmark["frameworks"][number];
export type BenchmarkGap = FrameworkBenchmark["gaps"]["items"][number];
export type BenchmarkHistory = ResponseOf<"/api/v1/businesses/{business_id}/benchmark/history/", "get">;
export type BenchmarkHistoryQuery = QueryOf<"/api/v1/businesses/{business_id}/benchmark/history/", "get">;
export type GriIndexQuery = QueryOf<"/api/v1/businesses/{business_id}/benchmark/gri-index/", "get">;
export type WeeklyReport = ResponseOf<"/api/v1/businesses/{business_id}/analytics/weekly-report/", "get">;

// AI analysis
export type AnalysisRun = ResponseOf<"/api/v1/businesses/{business_id}/analyses/", "post", 201>;
export type AnalysisRunInput = NonNullable<BodyOf<"/api/v1/businesses/{business_id}/analyses/", "post">>;
export type AnalysisRunList = ResponseOf<"/api/v1/businesses/{business_id}/analyses/", "get">;
export type AnalysisListQuery = QueryOf<"/api/v1/businesses/{business_id}/analyses/", "get">;
export type AnalysisRunSummary = AnalysisRunList["results"][number];
export type AnalysisFindings = AnalysisRun["findings"];
export type AnalysisUsage = AnalysisRunList["usage"];
export type NotificationSettings = ResponseOf<"/api/v1/users/me/notifications/", "get">;
export type NotificationSettingsInput = BodyOf<"/api/v1/users/me/notifications/", "put">;
/** A kind of notification mail: `feedback`, `gate_opened`, `verification` or `plan`. */
export type NotificationKind = keyof NotificationSettings["kinds"];
export type UnsubscribeState = ResponseOf<"/api/v1/notifications/unsubscribe/{token}/", "post">;

// Assessments
export type Questionnaire = ResponseOf<"/api/v1/businesses/assessments/questionnaires/", "get">[number];
export type QuestionnaireQuestion = Questionnaire["sections"][number]["questions"][number];
export type AssessmentSummary = ResponseOf<"/api/v1/businesses/{business_id}/assessments/", "get">[number];
export type Assessment = ResponseOf<"/api/v1/businesses/{business_id}/assessments/{assessment_id}/", "get">;
export type AssessmentAnswer = Assessment["answers"][number];
export type AssessmentResult = NonNullable<Assessment["result"]>;
/** An answer's value: yes_no_partial and single_choice a string, multiple_choice a list, number a number, text and date a string; null clears it. */
export type AnswerValue = BodyOf<"/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/", "put">["value"];
export type AnswerFile = ResponseOf<"/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/attachments/", "post", 201>;
export type AssessmentExportQuery = QueryOf<"/api/v1/businesses/{business_id}/assessments/{assessment_id}/export/", "get">;
