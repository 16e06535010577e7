import { eq } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { limitsFor, pagePlanCode, UPGRADE_URL } from "../../lib/plans/index.ts";
import { FRAMEWORKS } from "../catalog/frameworks.ts";
import { currentDisclosuresOf, sourceOf } from "../frameworks/data/index.ts";
import { type InitiativeDisclosures, pageDisclosures } from "../frameworks/page-disclosures.ts";
import { rankGaps } from "./gaps.ts";
import { changeOf, latestRows, readHistory, recordScores, type ScoreRow } from "./history.ts";
import type { Benchmark, FrameworkBenchmark, PeerStatus } from "./model.ts";
import { pageFrameworks, scorableFrameworks } from "./page-frameworks.ts";
import { MIN_PEERS, peerCoverage, peerGroupOf, peerStandings, percentileOf, type Standing } from "./peers.ts";
import { EVIDENCE_FACTORS, EXPIRED_FACTOR, type FrameworkScore, scoreFramework, WEAK_BELOW } from "./scoring.ts";
import { summarize } from "./summary.ts";

type Db = Database;

/** Every scorable framework's score of a page's initiatives as they are now. */
export async function scorePage(db: Db, pageId: number, today: string): Promise<{ items: InitiativeDisclosures[]; scores: FrameworkScore[] }> {
  const items = await pageDisclosures(db, pageId);
  return { items, scores: scorableFrameworks().map((framework) => scoreFramework(framework, currentDisclosuresOf(framework), items, today)) };
}

/**
 * Scores a page against every framework (not only its own: peers are
 * compared framework by framework) and files the scores that changed under
 * today. Run after the page's contents, evidence or mappings change, and
 * daily for every published page (expiry moves scores with no write).
 */
export async function rescorePage(db: Db, pageId: number, today: string): Promise<FrameworkScore[] | null> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
  if (!page) return null;
  const { scores } = await scorePage(db, pageId, today);
  await recordScores(db, pageId, scores, today);
  return scores;
}

const frameworkName = (code: string) => FRAMEWORKS.find((f) => f.code === code)?.name ?? { en: code, ja: code };

function peerComparison(status: PeerStatus, upgradeUrl: string, standing?: Standing): FrameworkBenchmark["peers"] {
  const shown = status === "shown" && standing;
  return {
    status,
    percentile: shown ? percentileOf(standing) : null,
    peers: status === "shown" || status === "too_few_peers" ? (standing?.peers ?? 0) : null,
    minimum: MIN_PEERS,
    upgrade_url: status === "upgrade" ? upgradeUrl : null,
  };
}

/** Each shown framework's peer status and standing: peers are looked up once for all frameworks. */
async function peersOf(db: Db, page: PageRow, scores: FrameworkScore[], withPeers: boolean) {
  const group = peerGroupOf(page);
  if (typeof group === "string") {
    return { status: (): PeerStatus => (withPeers ? group : "upgrade"), standings: new Map<string, Standing>(), counts: new Map<string, number>() };
  }
  const standings = await peerStandings(db, group, new Map(scores.map((s) => [s.framework, s.score])));
  const enough = scores.filter((s) => (standings.get(s.framework)?.peers ?? 0) >= MIN_PEERS).map((s) => s.framework);
  // Peers rank the gaps only when there are enough of them to say nothing about any one page.
  const counts = await peerCoverage(db, group, enough);
  const status = (framework: string): PeerStatus => {
    if (!withPeers) return "upgrade";
    return enough.includes(framework) ? "shown" : "too_few_peers";
  };
  return { status, standings, counts };
}

/** The Benchmark screen's data: the page's frameworks scored (and filed), their gaps as the plan names them, peers and changes. */
export async function benchmarkOf(ctx: AppContext, page: PageRow, today: string): Promise<Benchmark> {
  const { scores: all } = await scorePage(ctx.db, page.id, today);
  await recordScores(ctx.db, page.id, all, today);
  const [rows, code] = await Promise.all([latestRows(ctx.db, page.id), pagePlanCode(ctx.db, page.id)]);
  const limits = limitsFor(code);
  const chosen = pageFrameworks(page);
  const scores = chosen.frameworks.map((f) => all.find((s) => s.framework === f)).filter((s): s is FrameworkScore => Boolean(s));
  const peers = await peersOf(ctx.db, page, scores, limits.benchmark_peers);
  // Absolute, as a refusal's `upgrade_url` is (lib/http.ts).
  const upgradeUrl = `${ctx.config.siteUrl}${UPGRADE_URL}`;
  const frameworks = scores.map((s) => frameworkView(s, rows.get(s.framework), peers, limits.benchmark_gaps, upgradeUrl));
  return {
    day: today,
    basis: chosen.basis,
    summary: summarize(scores, rows, chosen.main),
    factors: { ...EVIDENCE_FACTORS, expired: EXPIRED_FACTOR, weak_below: WEAK_BELOW },
    content_index: limits.content_index,
    frameworks,
  };
}

type Peers = Awaited<ReturnType<typeof peersOf>>;

function frameworkView(s: FrameworkScore, rows: ScoreRow[] | undefined, peers: Peers, limit: number | null, upgradeUrl: string): FrameworkBenchmark {
  const counts = new Map([...peers.counts].filter(([key]) => key.startsWith(`${s.framework}:`)).map(([key, n]) => [key.slice(s.framework.length + 1), n]));
  const gaps = rankGaps(s.coverage, counts, limit);
  const change = changeOf(rows);
  const status = peers.status(s.framework);
  return {
    framework: s.framework,
    name: frameworkName(s.framework),
    source: sourceOf(s.framework) ? { url: sourceOf(s.framework)!.url, version: sourceOf(s.framework)!.version } : null,
    score: s.score,
    addressed: s.addressed,
    total: s.total,
    change: change?.change ?? null,
    since: change?.since ?? null,
    gaps: {
      items: gaps.named.map((g) => ({
        code: g.disclosure.code,
        topic: g.disclosure.topic,
        title: g.disclosure.title,
        weight: g.disclosure.weight ?? 1,
        state: g.state,
        strength: g.strength,
      })),
      total: gaps.total,
      unnamed: gaps.total - gaps.named.length,
      limit,
      upgrade_url: gaps.total > gaps.named.length ? upgradeUrl : null,
    },
    peers: peerComparison(status, upgradeUrl, peers.standings.get(s.framework)),
  };
}

/** The default history window, in days. */
export const HISTORY_DAYS = 365;

/** A framework's score per day it changed (the page's main, else first, framework by default), after filing today's. */
export async function historyOf(ctx: AppContext, page: PageRow, query: { framework?: string; days?: number }, today: string) {
  const { scores } = await scorePage(ctx.db, page.id, today);
  await recordScores(ctx.db, page.id, scores, today);
  const chosen = pageFrameworks(page);
  const framework = query.framework ?? chosen.main ?? chosen.frameworks[0] ?? scorableFrameworks()[0] ?? "gri";
  const days = query.days ?? HISTORY_DAYS;
  const points = await readHistory(ctx.db, page.id, framework, days, today);
  return { framework, days, points: points.map(({ day, score, addressed, total }) => ({ day, score, addressed, total })) };
}
