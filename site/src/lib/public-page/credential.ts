import type { TFunction } from "i18next";

/** Where a public item's signed credential is read (the API, through the site's proxy). */
export const credentialPath = (handle: string, contentId: number) =>
  `/api/v1/businesses/public/${encodeURIComponent(handle)}/contents/${contentId}/credential/`;

/** The downloaded credential's file name: `greenpage-{handle}-{id}-credential.json`. */
export const credentialFileName = (handle: string, contentId: number) => `greenpage-${handle.replace(/[^\w-]/g, "")}-${contentId}-credential.json`;

/** The Verify panel's texts: one per check and per reason it can fail (`verify_credential.*`). */
export const VERIFY_TEXTS = [
  "checking",
  "valid",
  "signed_by",
  "not_revoked",
  "valid_until",
  "no_end",
  "file_match",
  "file_skipped",
  "revoked",
  "signature_invalid",
  "wrong_item",
  "expired",
  "not_yet_valid",
  "file_mismatch",
  "issuer_unresolved",
  "status_unavailable",
  "file_unavailable",
  "malformed",
  "failed",
] as const;
export type VerifyTexts = Record<(typeof VERIFY_TEXTS)[number], string>;

/** The texts in one language, with `{name}`, `{date}` and `{issuer}` left for the panel's script to fill in. */
export function verifyMessages(t: TFunction): VerifyTexts {
  const slots = { name: "{name}", date: "{date}", issuer: "{issuer}" };
  return Object.fromEntries(VERIFY_TEXTS.map((key) => [key, t(`verify_credential.${key}`, slots)])) as VerifyTexts;
}
