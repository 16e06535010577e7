export { createClient, type GreenpageClient } from "./client.ts";
export { createApi, type ApiKeyOptions, type ClientOptions, type CookieOptions, type TokenOptions } from "./connect.ts";
export {
  GreenpageError,
  isComingSoon,
  isFieldError,
  isForbidden,
  isGreenpageError,
  isNetworkError,
  isNotFound,
  isPlanLimit,
  isRateLimited,
  isUnauthorized,
  isUnavailable,
  type FieldErrors,
  type GreenpageErrorKind,
} from "./errors.ts";
export type { FetchLike, Tokens } from "./session.ts";
export type * from "./types.ts";
export type { Language } from "./page-contents.ts";
export type { PlanTarget } from "./admin-office.ts";
export type { paths, operations } from "./api-types.ts";
export { embed, type EmbedHandle, type EmbedOptions, type WidgetEvent, type WidgetListener } from "./embed.ts";
export { feedbackApi } from "./feedback.ts";
export { assessmentsApi } from "./assessments.ts";
export { billingApi, formatMoney } from "./billing.ts";
export { joinToken, membersApi } from "./members.ts";
export { analyticsApi, statsToken } from "./analytics.ts";
export { benchmarkApi } from "./benchmark.ts";
export { analysisApi } from "./analysis.ts";
export { accountApi, gatesApi, siteApi, upvotesApi } from "./visitors.ts";
export { sendLinkClick, sendPageView } from "./page-view.ts";
export { apiLinks } from "./links.ts";
export { disclosuresApi, parseDisclosureRef } from "./disclosures.ts";
export * from "./rules.ts";
