import { eq } from "drizzle-orm";
import { isNotificationKind, type LanguageCode, NOTIFICATION_KINDS, type NotificationKind, notificationSettings } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { newNonce, nonceOf, signedToken } from "../../lib/signed-token.ts";
import type { Tx } from "../../lib/transaction.ts";
import { NOTIFICATION_ERRORS } from "./errors.ts";

type SettingsRow = typeof notificationSettings.$inferSelect;
/** What an unsubscribe link turns off: one kind, or (from a digest of several kinds) all it can hold. */
export type UnsubscribeTarget = NotificationKind | "all";

/** The kinds a digest holds, and so what its "all" link turns off: plan mails never wait for a digest, and only their own link stops them. */
const DIGEST_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== "plan");

/** The member's settings row, made with every kind on if they have none; with `lock`, held until the transaction ends. */
export async function settingsRow(tx: Pick<Tx, "insert" | "select">, userId: string, lock = false): Promise<SettingsRow> {
  await tx.insert(notificationSettings).values({ userId, unsubscribeNonce: newNonce() }).onConflictDoNothing();
  const query = tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const [row] = lock ? await query.for("update") : await query;
  return row!;
}

export type SettingsView = { language: LanguageCode | null; kinds: Record<NotificationKind, boolean> };

const view = (row: Pick<SettingsRow, "language" | "mutedKinds">): SettingsView => ({
  language: row.language,
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !row.mutedKinds.includes(kind)])) as Record<NotificationKind, boolean>,
});

export async function notificationSettingsOf(ctx: AppContext, userId: string): Promise<SettingsView> {
  const [row] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return view(row ?? { language: null, mutedKinds: [] });
}

export type SettingsChange = { language?: LanguageCode | null; kinds?: Partial<Record<NotificationKind, boolean>> };

/** Switches kinds on or off and sets the mails' language; what is left out stays as it was. */
export async function updateNotificationSettings(ctx: AppContext, userId: string, change: SettingsChange): Promise<SettingsView> {
  return ctx.db.transaction(async (tx) => {
    const row = await settingsRow(tx, userId, true);
    const muted = new Set(row.mutedKinds);
    for (const kind of NOTIFICATION_KINDS) {
      const enabled = change.kinds?.[kind];
      if (enabled === true) muted.delete(kind);
      if (enabled === false) muted.add(kind);
    }
    const next = {
      mutedKinds: NOTIFICATION_KINDS.filter((kind) => muted.has(kind)),
      language: change.language === undefined ? row.language : change.language,
      updatedAt: new Date(),
    };
    await tx.update(notificationSettings).set(next).where(eq(notificationSettings.userId, userId));
    return view(next);
  });
}

/** The token of a member's unsubscribe link: `<kind>.<nonce>.<signature>`, the signature bound to the kind. */
export const unsubscribeToken = (secret: string, target: UnsubscribeTarget, nonce: string) =>
  `${target}.${signedToken(`notification-unsubscribe:${target}`, secret, nonce)}`;

/** The site's page that asks before it unsubscribes (mail scanners follow links, they do not press buttons). */
export const unsubscribePageUrl = (siteUrl: string, token: string) => `${siteUrl}/notifications/unsubscribe/${token}`;
/** The one-click address of `List-Unsubscribe` (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to it. */
export const oneClickUrl = (siteUrl: string, token: string) => `${siteUrl}/api/v1/notifications/unsubscribe/${token}/`;

/** The member and what a genuine token turns off; 404 for anything else (a forged, altered or unknown token). */
async function resolveToken(ctx: AppContext, token: string): Promise<{ row: SettingsRow; target: UnsubscribeTarget }> {
  const dot = token.indexOf(".");
  const target = token.slice(0, dot);
  const nonce =
    dot > 0 && (target === "all" || isNotificationKind(target))
      ? nonceOf(`notification-unsubscribe:${target}`, ctx.config.authSecret, token.slice(dot + 1))
      : null;
  const [row] = nonce ? await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.unsubscribeNonce, nonce)) : [];
  if (!row) throw NOTIFICATION_ERRORS.raise("invalid_unsubscribe_link");
  return { row, target: target as UnsubscribeTarget };
}

/** What the link would turn off and whether it already is, without changing anything (the site's page shows it). */
export async function readUnsubscribe(ctx: AppContext, token: string) {
  const { row, target } = await resolveToken(ctx, token);
  const kinds = target === "all" ? DIGEST_KINDS : [target];
  return { kind: target, enabled: kinds.some((kind) => !row.mutedKinds.includes(kind)) };
}

/** Turns off what the link names, for the member it names; no sign-in needed, and doing it twice changes nothing. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const { row, target } = await resolveToken(ctx, token);
  const kinds = target === "all" ? DIGEST_KINDS : [target];
  await updateNotificationSettings(ctx, row.userId, { kinds: Object.fromEntries(kinds.map((kind) => [kind, false])) });
  return { kind: target, enabled: false };
}
