import { PLAN_CODES, type PlanCode } from "@greenpage/db/schema";
import { COMMON_ERRORS } from "../errors.ts";

export { PLAN_CODES, type PlanCode };

/**
 * Plan limits: the one table the API enforces and `GET /plans/` returns.
 * `null` means unlimited.
 */
export type PlanLimits = {
  team_users: number | null;
  pages_per_account: number;
  verified_certificates: number | null;
  custom_views: number | null;
  analytics_window_days: number;
  access_control: boolean;
  assessments_and_ai: boolean;
  /** AI analysis runs a page may start per calendar month (UTC); 0 where AI analysis is not included. */
  ai_analyses_per_month: number;
  /** Benchmark gaps listed per framework (ranked); the rest are counted but not named. */
  benchmark_gaps: number | null;
  /** Benchmark peer comparison (percentile among published pages of the same category and country). */
  benchmark_peers: boolean;
  /** The downloadable GRI content index (HTML, CSV, PDF). */
  content_index: boolean;
  /** Initiatives (all items but news) a page may hold. */
  initiatives: number | null;
  /** News posts a page may hold. */
  news_posts: number | null;
};

/**
 * Which subscription governs each limit. The account's subscription is the
 * one that is billed; every page its owner owns carries the same plan
 * (`page_subscription`), kept in step whenever the account's plan changes.
 * `pages_per_account` reads the account, every other limit the page.
 */
export const LIMIT_GOVERNED_BY: Record<keyof PlanLimits, "account" | "page"> = {
  team_users: "page",
  pages_per_account: "account",
  verified_certificates: "page",
  custom_views: "page",
  analytics_window_days: "page",
  access_control: "page",
  assessments_and_ai: "page",
  ai_analyses_per_month: "page",
  benchmark_gaps: "page",
  benchmark_peers: "page",
  content_index: "page",
  initiatives: "page",
  news_posts: "page",
};

/** Starter's verified-certificate allowance. The free-plan copy says 3; the specification says 1. One setting. */
export const STARTER_VERIFIED_CERTIFICATES = 1;

export const PLAN_LIMITS: Record<PlanCode, PlanLimits> = {
  starter: {
    team_users: 2,
    pages_per_account: 1,
    verified_certificates: STARTER_VERIFIED_CERTIFICATES,
    custom_views: 2,
    analytics_window_days: 7,
    access_control: false,
    assessments_and_ai: false,
    ai_analyses_per_month: 0,
    benchmark_gaps: 3,
    benchmark_peers: false,
    content_index: false,
    initiatives: 10,
    news_posts: 10,
  },
  plus: {
    team_users: 5,
    pages_per_account: 1,
    verified_certificates: 5,
    custom_views: 5,
    analytics_window_days: 30,
    access_control: true,
    assessments_and_ai: false,
    ai_analyses_per_month: 0,
    benchmark_gaps: 10,
    benchmark_peers: true,
    content_index: true,
    initiatives: null,
    news_posts: null,
  },
  pro: {
    team_users: null,
    pages_per_account: 5,
    verified_certificates: null,
    custom_views: null,
    analytics_window_days: 90,
    access_control: true,
    assessments_and_ai: false,
    ai_analyses_per_month: 0,
    benchmark_gaps: null,
    benchmark_peers: true,
    content_index: true,
    initiatives: null,
    news_posts: null,
  },
  premium: {
    team_users: 5,
    pages_per_account: 1,
    verified_certificates: null,
    custom_views: null,
    analytics_window_days: 365,
    access_control: true,
    assessments_and_ai: true,
    ai_analyses_per_month: 30,
    benchmark_gaps: null,
    benchmark_peers: true,
    content_index: true,
    initiatives: null,
    news_posts: null,
  },
};

/** The specification's rule: a plan counts as pro when its code contains "pro". */
export function isProPlan(code: string): boolean {
  return code.includes("pro");
}

export function limitsFor(code: string): PlanLimits {
  return PLAN_LIMITS[code as PlanCode] ?? PLAN_LIMITS.starter;
}

/** The refusal of an action the plan does not allow: 403 `plan_limit`, with where to upgrade. */
export const UPGRADE_URL = "/dashboard/billing";
export const planLimit = (detail: string) => COMMON_ERRORS.raise("plan_limit", { detail, extra: { upgrade_url: UPGRADE_URL } });
