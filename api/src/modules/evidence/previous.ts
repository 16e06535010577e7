import { desc, inArray } from "drizzle-orm";
import { verifiedCredentials } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fileUrl } from "../../lib/storage.ts";

type Subject = { issuingOrganization?: string; auditor?: string; certificateId?: string; issueDate?: string; expirationDate?: string };
type Resource = { id?: string; name?: string; digestSRI?: string };

/** What a reviewer compares an item with: the evidence as it was when it was last verified. */
export type PreviousVerification = {
  verified_at: string;
  issuing_organization: string | null;
  auditor: string | null;
  credential_id: string | null;
  issue_date: string | null;
  expiration_date: string | null;
  /** The PDFs that were verified, by name and SHA-256, and whether the item still carries each one. */
  files: { name: string; digest: string; still_attached: boolean }[];
};

/**
 * The last verification of each item, read from the credential it was
 * issued: the facts and file digests a reviewer saw then. A re-verification,
 * or a request after the evidence changed, is checked against it.
 */
export async function previousVerifications(
  ctx: AppContext,
  items: { id: number; attachments: { key: string }[]; lastVerified: Date | null }[],
): Promise<Map<number, PreviousVerification>> {
  const found = new Map<number, PreviousVerification>();
  if (items.length === 0) return found;
  // Each item's latest credential only.
  const rows = await ctx.db
    .selectDistinctOn([verifiedCredentials.contentId], {
      contentId: verifiedCredentials.contentId,
      credential: verifiedCredentials.credential,
      issuedAt: verifiedCredentials.issuedAt,
    })
    .from(verifiedCredentials)
    .where(
      inArray(
        verifiedCredentials.contentId,
        items.map((item) => item.id),
      ),
    )
    .orderBy(verifiedCredentials.contentId, desc(verifiedCredentials.id));
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const row of rows) {
    const item = row.contentId === null ? undefined : byId.get(row.contentId);
    if (!item) continue;
    const attached = new Set(item.attachments.map((file) => fileUrl(ctx, file.key)));
    const subject = (row.credential.credentialSubject ?? {}) as Subject;
    const resources = (row.credential.relatedResource ?? []) as Resource[];
    found.set(item.id, {
      // When the reviewer decided (a credential issued later, on first read, for an older verification, says otherwise).
      verified_at: (item.lastVerified ?? row.issuedAt).toISOString(),
      issuing_organization: subject.issuingOrganization ?? null,
      auditor: subject.auditor ?? null,
      credential_id: subject.certificateId ?? null,
      issue_date: subject.issueDate ?? null,
      expiration_date: subject.expirationDate ?? null,
      files: resources.map((r) => ({ name: r.name ?? "", digest: r.digestSRI ?? "", still_attached: attached.has(r.id ?? "") })),
    });
  }
  return found;
}
