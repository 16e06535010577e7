import { t } from "elysia";
import { LANGUAGE_CODES } from "@greenpage/db/schema";
import { ChoiceIn, CodeSchema } from "../../lib/http-schemas.ts";
import { FRAMEWORK_CODES } from "../catalog/frameworks.ts";
import { BENCHMARK_MESSAGES as M } from "./messages.ts";
import { MIN_PEERS } from "./peers.ts";
import { EVIDENCE_FACTORS, EXPIRED_FACTOR, WEAK_BELOW } from "./scoring.ts";

export const GRI_INDEX_FORMATS = ["html", "csv", "pdf"] as const;
export type GriIndexFormat = (typeof GRI_INDEX_FORMATS)[number];
/** Why the peer comparison is not shown: `upgrade` (the plan has no peers), too few peers, or no country / category to find them by. */
export const PEER_STATUSES = ["shown", "too_few_peers", "no_country", "no_category", "upgrade"] as const;
export type PeerStatus = (typeof PEER_STATUSES)[number];
/** The longest history window, in days. */
export const HISTORY_MAX_DAYS = 3650;

const Title = t.Object({ en: t.String(), ja: t.Optional(t.String()) });
const Day = t.String({ format: "date" });

export const BenchmarkGap = t.Object({
  code: t.String({ description: "The disclosure's code, e.g. `305-1`" }),
  topic: t.String(),
  title: Title,
  weight: t.Number(),
  state: CodeSchema(["missing", "weak"], { description: "`missing`: no published initiative addresses it; `weak`: only self-reported or expired evidence" }),
  strength: t.Number({ description: "The best initiative's factor (0 when missing)" }),
});

export const PeerComparison = t.Object({
  status: CodeSchema(PEER_STATUSES),
  percentile: t.Nullable(t.Integer({ description: "0–100: the share of peers scoring below (ties count half); only when `shown`" })),
  peers: t.Nullable(
    t.Integer({ description: "Published pages of the same country and business category with a score; null on `upgrade` and without a peer group" }),
  ),
  minimum: t.Integer({ description: `Peers needed before the comparison is shown (${MIN_PEERS})` }),
  upgrade_url: t.Nullable(t.String()),
});

export const FrameworkBenchmark = t.Object({
  framework: t.String(),
  name: t.Object({ en: t.String(), ja: t.String() }),
  source: t.Nullable(t.Object({ url: t.String(), version: t.String() })),
  score: t.Number({ description: "0–100, one decimal" }),
  addressed: t.Integer(),
  total: t.Integer(),
  change: t.Nullable(t.Number({ description: "Since `since`, the previous day the score was different" })),
  since: t.Nullable(Day),
  gaps: t.Object({
    items: t.Array(BenchmarkGap, { description: "Ranked: weight, then how many peers address it, then code; as many as the plan names" }),
    total: t.Integer(),
    unnamed: t.Integer({ description: "Gaps counted but not named on this plan" }),
    limit: t.Nullable(t.Integer({ description: "The plan's `benchmark_gaps` (null: all)" })),
    upgrade_url: t.Nullable(t.String()),
  }),
  peers: PeerComparison,
});

export const Benchmark = t.Object({
  day: Day,
  basis: CodeSchema(["selected", "all"], { description: "`all`: the page chose no framework, so every framework is scored" }),
  summary: t.Object({
    basis: CodeSchema(["main", "average"], { description: "`main`: the page's main framework (framework_type); `average`: the mean over its frameworks" }),
    framework: t.Nullable(t.String()),
    score: t.Nullable(t.Number()),
    change: t.Nullable(t.Number()),
    since: t.Nullable(Day),
  }),
  factors: t.Object(
    {
      self_reported: t.Number(),
      submitted: t.Number(),
      verified: t.Number(),
      expired: t.Number({ description: "Multiplies the evidence factor once its expiration date has passed" }),
      weak_below: t.Number(),
    },
    {
      description: `Each addressed disclosure counts its best initiative's evidence factor (${Object.values(EVIDENCE_FACTORS).join(" / ")}; ×${EXPIRED_FACTOR} expired; weak below ${WEAK_BELOW})`,
    },
  ),
  content_index: t.Boolean({ description: "Whether the plan includes the GRI content index download" }),
  frameworks: t.Array(FrameworkBenchmark),
});
export type Benchmark = typeof Benchmark.static;
export type FrameworkBenchmark = typeof FrameworkBenchmark.static;

export const HistoryQuery = t.Object({
  framework: t.Optional(ChoiceIn(FRAMEWORK_CODES, M.framework, { description: "A framework's code; the page's main (or first) framework when omitted" })),
  days: t.Optional(t.Integer({ minimum: 1, maximum: HISTORY_MAX_DAYS, error: M.days, "x-field": "days", description: "Days back from today (default 365)" })),
});

export const BenchmarkHistory = t.Object({
  framework: t.String(),
  days: t.Integer(),
  points: t.Array(t.Object({ day: Day, score: t.Number(), addressed: t.Integer(), total: t.Integer() }), {
    description: "One per day the score changed, oldest first",
  }),
});

export const GriIndexQuery = t.Object({
  format: t.Optional(ChoiceIn(GRI_INDEX_FORMATS, M.format, { description: "html (default), csv or pdf" })),
  lang: t.Optional(ChoiceIn(LANGUAGE_CODES, M.lang, { description: "Language of the headings and titles; the page's default when omitted" })),
});
