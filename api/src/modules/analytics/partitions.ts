import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";

/**
 * Raw page views live in one partition per UTC month of `created_at`
 * (migration 0016), named `page_view_events_yYYYYmMM`, plus a DEFAULT
 * partition for any instant no month covers, so an insert never fails. The
 * daily job makes months ahead and drops those past the retention.
 */
const DEFAULT_PARTITION = "page_view_events_default";
const MONTH_NAME = /^page_view_events_y(\d{4})m(\d{2})$/;
/** Months made ahead of the current one, so views keep landing in their month while the job is down for weeks. */
export const MONTHS_AHEAD = 3;
/** One lock for partition changes, so two processes running the job take turns. */
const PARTITION_LOCK = 727_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the UTC month `offset` months after the month of `at`. */
const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
const monthName = (month: Date) => `page_view_events_y${month.toISOString().slice(0, 4)}m${month.toISOString().slice(5, 7)}`;
const bound = (instant: Date) => `'${instant.toISOString().slice(0, 10)} 00:00:00+00'`;

/** The month partitions there are, by name, each with its first instant. */
async function monthPartitions(db: Pick<Database, "execute">): Promise<Map<string, Date>> {
  const result = await db.execute(sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'page_view_events'::regclass`);
  const months = new Map<string, Date>();
  for (const { name } of rowsOf<{ name: string }>(result)) {
    const match = MONTH_NAME.exec(name);
    if (match) months.set(name, new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
  }
  return months;
}

/** The UTC months of the rows that sit in DEFAULT (views that came while their month had no partition). */
async function defaultMonths(db: Database): Promise<Date[]> {
  const result = await db.execute(sql.raw(`SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM ${DEFAULT_PARTITION}`));
  return rowsOf<{ month: string }>(result).map((r) => new Date(`${r.month}-01T00:00:00Z`));
}

/**
 * Makes a month's partition, moving into it the rows DEFAULT holds for that
 * month (PostgreSQL refuses the partition while DEFAULT holds rows of its
 * range). Inserts wait the few statements it takes, so none can reach DEFAULT
 * between the move and the new partition. Answers false when another process
 * made it first.
 */
async function createMonth(db: Database, month: Date): Promise<boolean> {
  const name = monthName(month);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`);
    if ((await monthPartitions(tx)).has(name)) return false;
    await tx.execute(sql`LOCK TABLE page_view_events IN SHARE ROW EXCLUSIVE MODE`);
    const range = `created_at >= ${bound(month)} AND created_at < ${bound(monthStart(month, 1))}`;
    await tx.execute(sql.raw(`CREATE TEMPORARY TABLE page_view_events_moving (LIKE page_view_events) ON COMMIT DROP`));
    await tx.execute(
      sql.raw(`WITH moved AS (DELETE FROM ${DEFAULT_PARTITION} WHERE ${range} RETURNING *) INSERT INTO page_view_events_moving SELECT * FROM moved`),
    );
    await tx.execute(sql.raw(`CREATE TABLE ${name} PARTITION OF page_view_events FOR VALUES FROM (${bound(month)}) TO (${bound(monthStart(month, 1))})`));
    await tx.execute(sql.raw(`INSERT INTO page_view_events SELECT * FROM page_view_events_moving`));
    return true;
  });
}

/**
 * Makes the partitions of this month and the next `MONTHS_AHEAD`, and of any
 * month whose rows landed in DEFAULT, moving those rows in. Idempotent, and
 * safe when two processes run it at once. Answers the months made.
 */
export async function createViewPartitions(db: Database, now = new Date()): Promise<string[]> {
  const existing = await monthPartitions(db);
  const wanted = [...Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => monthStart(now, i)), ...(await defaultMonths(db))];
  const made: string[] = [];
  for (const month of wanted) {
    if (existing.has(monthName(month)) || made.includes(monthName(month))) continue;
    if (await createMonth(db, month)) made.push(monthName(month));
  }
  return made;
}

/**
 * Deletes raw page views older than the retention, counted from the start of
 * today (UTC): their days are long rolled up, and the roll-ups stay. Whole
 * months past it are dropped (instant); only the older rows of the month the
 * cutoff falls in, and of DEFAULT, are deleted row by row.
 */
export async function pruneRawViews(db: Database, retentionDays: number, now = new Date()): Promise<{ droppedMonths: string[]; deletedRows: number }> {
  const cutoff = new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - retentionDays * DAY_MS);
  const droppedMonths: string[] = [];
  for (const [name, month] of await monthPartitions(db)) {
    if (monthStart(month, 1) > cutoff) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`);
      await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
    });
    droppedMonths.push(name);
  }
  const result = await db.execute(
    sql`WITH gone AS (DELETE FROM page_view_events WHERE created_at < ${cutoff.toISOString()}::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  return { droppedMonths: droppedMonths.sort(), deletedRows: Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0) };
}
