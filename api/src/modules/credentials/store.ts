import { and, desc, eq, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { contents, languageCodeOfId, pages, verifiedCredentials } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText } from "../../lib/localize.ts";
import { ApiError } from "../../lib/errors.ts";
import { CREDENTIAL_ERRORS } from "./errors.ts";
import { fileUrl } from "../../lib/storage.ts";
import type { Tx } from "../../lib/transaction.ts";
import { pageDisclosures } from "../frameworks/page-disclosures.ts";
import { dateBound, issueClaim, issueStatusList, STATUS_LIST_LENGTH, sha256Of } from "./credential.ts";
import type { Issuer } from "../../lib/credential-issuer.ts";

type ContentRow = typeof contents.$inferSelect;

/** The issuer's name in every credential. */
export const ISSUER_NAME = "Greenpage";

/** A credential's place in the revocation lists: its row id, split into lists of STATUS_LIST_LENGTH bits. */
export const statusPlace = (id: number) => ({ list: Math.floor(id / STATUS_LIST_LENGTH) + 1, index: id % STATUS_LIST_LENGTH });

export const statusListUrl = (siteUrl: string, list: number) => `${siteUrl}/api/v1/credentials/status/${list}/`;

/**
 * Issues the credential of an initiative a reviewer has just approved, in the
 * approval's transaction (so there is never a Verified item without one, nor
 * a credential for an approval that was rolled back). Each evidence PDF is
 * read once to name it by its SHA-256.
 */
export async function issueForApproval(ctx: AppContext, tx: Tx, item: ContentRow, issuer: Issuer): Promise<void> {
  const [page] = await tx
    .select({ handle: pages.handle, nameJson: pages.nameJson, defaultLanguageId: pages.defaultLanguageId })
    .from(pages)
    .where(eq(pages.id, item.pageId));
  if (!page) return;
  const language = languageCodeOfId(page.defaultLanguageId);
  const text = (value: typeof item.titleJson | null) => pickText(value, { code: language, unsupported: false }, language);
  const files = await Promise.all(
    item.attachments.map(async (file) => {
      const stored = await ctx.storage.get(file.key);
      // No credential can name a file it cannot read by its digest: the approval stops, nothing is written.
      if (!stored) throw CREDENTIAL_ERRORS.raise("evidence_file_missing");
      return { url: fileUrl(ctx, file.key)!, name: file.name, sha256: sha256Of(stored.body) };
    }),
  );
  const disclosures = (await pageDisclosures(tx, item.pageId)).find((entry) => entry.id === item.id)?.disclosures ?? [];
  const [row] = await tx
    .insert(verifiedCredentials)
    .values({ contentId: item.id, pageId: item.pageId, credential: {} })
    .returning({ id: verifiedCredentials.id });
  const place = statusPlace(row!.id);
  const siteUrl = ctx.config.siteUrl;
  const credential = await issueClaim(issuer, {
    id: `urn:uuid:${crypto.randomUUID()}`,
    issuerName: ISSUER_NAME,
    page: { url: `${siteUrl}/${page.handle}`, name: text(page.nameJson) ?? page.handle },
    item: {
      url: `${siteUrl}/${page.handle}/${item.id}`,
      title: text(item.titleJson) ?? "",
      issuingOrganization: item.issuingOrganization,
      auditor: item.auditor,
      certificateId: item.credentialId,
      issueDate: item.issueDate,
      expirationDate: item.expirationDate,
      frameworks: item.frameworks,
      disclosures: disclosures.map(({ framework, disclosure }) => ({ framework, disclosure })),
    },
    files,
    validFrom: item.issueDate ? dateBound(item.issueDate, "start") : new Date(),
    validUntil: item.expirationDate ? dateBound(item.expirationDate, "end") : null,
    status: { listUrl: statusListUrl(siteUrl, place.list), index: place.index },
  });
  await tx.update(verifiedCredentials).set({ credential }).where(eq(verifiedCredentials.id, row!.id));
}

/** The credential an initiative holds now: its newest, while the initiative is Verified. */
export async function currentCredential(db: Pick<Database, "select">, contentId: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ credential: verifiedCredentials.credential })
    .from(verifiedCredentials)
    .innerJoin(contents, eq(contents.id, verifiedCredentials.contentId))
    .where(and(eq(verifiedCredentials.contentId, contentId), eq(contents.evidenceState, "verified")))
    .orderBy(desc(verifiedCredentials.id))
    .limit(1);
  return row?.credential ?? null;
}

/**
 * The credential a published item is read with: its current one, or for an
 * item verified before credentials were issued, one issued now. The item's
 * row is locked while it is, so two first reads (or two processes) issue
 * one between them.
 */
export async function credentialFor(ctx: AppContext, contentId: number): Promise<Record<string, unknown> | null> {
  const current = await currentCredential(ctx.db, contentId);
  if (current) return current;
  const issuer = await ctx.credentials.issuer();
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(contents).where(eq(contents.id, contentId)).for("update");
    if (item?.evidenceState !== "verified") return null;
    const issuedMeanwhile = await currentCredential(tx, contentId);
    if (issuedMeanwhile) return issuedMeanwhile;
    try {
      await issueForApproval(ctx, tx, item, issuer);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "evidence_file_missing")) throw error;
      ctx.logger.error("credential.not_issued", { content_id: contentId, reason: error.message });
      return null;
    }
    return currentCredential(tx, contentId);
  });
}

/**
 * The revoked bits of one list. Revocation is read from the state of things,
 * not written by each path that changes it: a credential is revoked once its
 * initiative is gone (deleted, or with its page), is no longer Verified
 * (evidence changed, verification reset), or holds a newer credential.
 */
export async function revokedIndexes(db: Pick<Database, "execute">, list: number): Promise<number[]> {
  const from = (list - 1) * STATUS_LIST_LENGTH;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    select vc.id from ${verifiedCredentials} vc
    left join ${contents} c on c.id = vc.content_id
    where vc.id >= ${from} and vc.id < ${from + STATUS_LIST_LENGTH}
      and (c.id is null or c.evidence_state <> 'verified'
        or exists (select 1 from ${verifiedCredentials} newer where newer.content_id = vc.content_id and newer.id > vc.id))
    order by vc.id`),
  );
  return rows.map((row) => Number(row.id) % STATUS_LIST_LENGTH);
}

/** Whether a list number names a list that can hold issued credentials. */
export async function listExists(db: Pick<Database, "select">, list: number): Promise<boolean> {
  const [row] = await db.select({ last: sql<number | null>`max(${verifiedCredentials.id})` }).from(verifiedCredentials);
  return list >= 1 && list <= statusPlace(Number(row?.last ?? 0)).list;
}

/**
 * Signed status lists, kept while their revoked bits stay the same: a
 * verifier's read costs one query, and a signature only when something was
 * revoked since. Per process, keyed by the bits, so it is never stale.
 */
export function statusListCache() {
  const signed = new Map<number, { bits: string; credential: Promise<Record<string, unknown>> }>();
  return async (db: Pick<Database, "execute">, issuer: Issuer, siteUrl: string, list: number) => {
    const revoked = await revokedIndexes(db, list);
    const bits = revoked.join(",");
    const kept = signed.get(list);
    if (kept && kept.bits === bits) return kept.credential;
    const credential = issueStatusList(issuer, { url: statusListUrl(siteUrl, list), revoked });
    signed.set(list, { bits, credential });
    credential.catch(() => signed.delete(list));
    return credential;
  };
}
