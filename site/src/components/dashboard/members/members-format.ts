import type { ActivityItem, InvitedRole, MembersView } from "@greenpage/sdk";
import type { TFunction } from "i18next";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";

/** The roles an owner gives (the owner's own moves only with a handover), in the order the screen offers them. */
export const INVITED_ROLES = ["editor", "viewer"] as const satisfies readonly InvitedRole[];

/** The cache key of a page's team; its activity lives below it, so one invalidation refreshes both. */
export const membersKey = (pageId: number) => ["members", pageId] as const;
export const activityKey = (pageId: number) => ["members", pageId, "activity"] as const;

/** Seats left on the page's plan (null: unlimited), counting members and the unused seats of live links. */
export const seatsLeft = (allowance: MembersView["allowance"]): number | null =>
  allowance.limit === null ? null : Math.max(0, allowance.limit - allowance.used);

/** "3 of 5 on Plus" or "2 members · unlimited on Pro", in the reader's language. */
export function allowanceText(allowance: MembersView["allowance"], t: TFunction, language: string): string {
  const plan = localized(allowance.plan.name_json, uiLanguage(language)) || allowance.plan.code;
  return allowance.limit === null
    ? t("members.allowance.unlimited", { count: allowance.members, plan })
    : t("members.allowance.limited", { used: allowance.used, limit: allowance.limit, plan });
}

/** A date the way the reader writes it ("Nov 25, 2026" / "2026/11/25"). */
export const day = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));

const MINUTE = 60_000;
const STEPS = [
  { unit: "minute", ms: MINUTE, below: 60 * MINUTE },
  { unit: "hour", ms: 60 * MINUTE, below: 24 * 60 * MINUTE },
  { unit: "day", ms: 24 * 60 * MINUTE, below: 7 * 24 * 60 * MINUTE },
] as const;

/** "now", "5 minutes ago", "yesterday" for the last week; older: the date and time. */
export function whenText(iso: string, language: string, now = Date.now()): string {
  const ago = Math.max(now - Date.parse(iso), 0);
  const step = STEPS.find((s) => ago < s.below);
  if (!step) return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const relative = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  return ago < MINUTE ? relative.format(0, "second") : relative.format(-Math.floor(ago / step.ms), step.unit);
}

/**
 * One activity line in words: who did what to which item, the item's title
 * in the reader's language (else the other one). An invite line's label is
 * the email it went to or the role it gives; a role is named in words.
 */
export function activityText(item: ActivityItem, t: TFunction, language: string, exists: (key: string) => boolean): string {
  const key = `members.activity.actions.${item.action}`;
  const label = localized(item.item_label, uiLanguage(language));
  const role = INVITED_ROLES.find((r) => r === label);
  const values = { actor: item.actor.name, item: role ? t(`members.roles.${role}`) : label || t("members.activity.untitled") };
  return item.action.includes(".") && exists(key) ? t(key, values) : t("members.activity.unknown", { ...values, action: item.action });
}
