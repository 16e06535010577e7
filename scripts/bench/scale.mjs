/**
 * The bench's data sizes, in one place. `BENCH_SCALE=small` makes every
 * module seed and load a fraction of the full size, so the whole bench runs
 * in a few minutes; the default is the scale (100,000 Explore pages,
 * 1,000,000 shared initiatives). A module's own env variable still wins.
 */
const SMALL = process.env.BENCH_SCALE === "small";

export const SCALE = {
  small: SMALL,
  /** Explore's pages (BENCH_EXPLORE_PAGES overrides; 0 leaves them out). */
  explorePages: Number(process.env.BENCH_EXPLORE_PAGES ?? (SMALL ? 5_000 : 100_000)),
  /** Initiatives on those pages, about ten a page (BENCH_EXPLORE_INITIATIVES overrides). */
  exploreInitiatives: Number(process.env.BENCH_EXPLORE_INITIATIVES ?? (SMALL ? 50_000 : 1_000_000)),
  /** Page views for the Analytics report's bench (BENCH_ANALYTICS_EVENTS overrides; 0 leaves it out). */
  analyticsEvents: Number(process.env.BENCH_ANALYTICS_EVENTS ?? (SMALL ? 200_000 : 10_000_000)),
  /** Page views sent at the ingest bench (BENCH_INGEST_EVENTS overrides). */
  ingestEvents: Number(process.env.BENCH_INGEST_EVENTS ?? (SMALL ? 10_000 : 60_000)),
  /** Seconds of load per measured endpoint (BENCH_DURATION overrides). */
  duration: Number(process.env.BENCH_DURATION ?? (SMALL ? 3 : 10)),
};
