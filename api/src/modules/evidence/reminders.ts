import { sql } from "drizzle-orm";
import { rowsOf } from "@greenpage/db";
import { evidenceReminders, type LocalizedText } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { DUE_DATE_SQL } from "../contents/due-date.ts";
import { notifyMembers } from "../notifications/record.ts";

/** Days before a claim is due at which its page's members are reminded; 0 is the day itself. */
export const REMINDER_STAGES = [60, 30, 7, 0] as const;
/** How late the day's reminder still goes out when the job could not run on the day (a server down for a week). */
export const LATE_REMINDER_DAYS = 7;

type DueItem = {
  id: number;
  page_id: number;
  title_json: LocalizedText;
  evidence_state: string;
  pending: boolean;
  due_date: string;
  basis: "expiry" | "review";
  days_left: number;
};

/**
 * The stage a claim `daysLeft` from its due date is at: the most urgent one
 * reached. A job that did not run for a while sends that one, not every
 * stage it missed (30 days out, the 60-day reminder is no news).
 */
export function stageFor(daysLeft: number): number | null {
  if (daysLeft < -LATE_REMINDER_DAYS || daysLeft > REMINDER_STAGES[0]) return null;
  return [...REMINDER_STAGES].reverse().find((stage) => daysLeft <= stage) ?? null;
}

/** Claims due within the first stage from `today` (or at most a week past), with their due date and its basis. */
async function dueItems(ctx: AppContext, today: string): Promise<DueItem[]> {
  const due = sql`(${DUE_DATE_SQL})`;
  const rows = rowsOf<DueItem>(
    await ctx.db.execute(sql`
    select c.id, c.business_id as page_id, c.title_json, c.evidence_state,
      (c.evidence_state = 'submitted' or c.reverification_requested_at is not null) as pending,
      to_char(${due}, 'YYYY-MM-DD') as due_date,
      case when c.expiration_date is not null then 'expiry' else 'review' end as basis,
      (${due} - ${today}::date) as days_left
    from contents c
    where (c.expiration_date is not null or c.review_interval_months is not null)
      and ${due} between ${today}::date - ${LATE_REMINDER_DAYS}::int and ${today}::date + ${REMINDER_STAGES[0]}::int
    order by c.id`),
  );
  return rows.map((row) => ({ ...row, days_left: Number(row.days_left) }));
}

/**
 * Reminds the members of each page whose claims are coming due: at 60, 30
 * and 7 days before and on the day, in each member's language (the
 * notification mails). Each reminder is claimed in the transaction that
 * records it, so a rerun, a second instance or a restart sends nothing
 * twice, and a run after a pause still sends what is due. `today` is the
 * UTC day to run as (tests pass their own clock).
 */
export async function sendEvidenceReminders(ctx: AppContext, today: string = new Date().toISOString().slice(0, 10)): Promise<number> {
  let sent = 0;
  const woken = new Set<string>();
  for (const item of await dueItems(ctx, today)) {
    const stage = stageFor(item.days_left);
    if (stage === null) continue;
    const members = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(evidenceReminders)
        .values({ contentId: item.id, dueDate: item.due_date, stage })
        .onConflictDoNothing()
        .returning({ stage: evidenceReminders.stage });
      if (claimed.length === 0) return [];
      return notifyMembers(tx, item.page_id, {
        kind: "verification",
        item: item.title_json,
        reminder: {
          contentId: item.id,
          dueDate: item.due_date,
          daysLeft: item.days_left,
          basis: item.basis,
          verified: item.evidence_state === "verified",
          pending: Boolean(item.pending),
        },
      });
    });
    if (members.length > 0) sent++;
    for (const member of members) woken.add(member);
  }
  await ctx.notifier.wake([...woken]);
  return sent;
}
