import { t } from "elysia";
import { Content } from "../contents/model.ts";
import { EvidenceStateSchema, PathId, Text } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { EVIDENCE_MESSAGES } from "./messages.ts";

export const OwnedItem = t.Object({ business_id: PathId, content_id: PathId });
export const OwnedFile = t.Object({ business_id: PathId, content_id: PathId, file_id: t.String({ maxLength: 64 }) });
export const Attachment = t.Object({ key: t.String(), name: t.String(), content_type: t.String(), size: t.Integer() });
export const EvidenceStateView = t.Object({ evidence_state: EvidenceStateSchema() });

export const Review = t.Object({
  action: t.String({
    description: "submitted, withdrawn, approved, rejected, revoked (a reviewer took the verification back) or reset (evidence changed after verification)",
  }),
  reason: t.Nullable(t.String()),
  created_at: t.String(),
});

export const QueueItem = t.Object({
  content_id: t.Integer(),
  business_id: t.Integer(),
  handle: t.String(),
  page_name: t.Nullable(t.Record(t.String(), t.String())),
  title_json: t.Record(t.String(), t.String()),
  issuing_organization: t.Nullable(t.String()),
  auditor: t.Nullable(t.String()),
  credential_id: t.Nullable(t.String()),
  issue_date: t.Nullable(t.String()),
  expiration_date: t.Nullable(t.String()),
  link: t.Nullable(t.String()),
  attachments: t.Array(Attachment),
  submitted_at: t.Nullable(t.String()),
  last_verified: t.Nullable(t.String({ description: "When a reviewer verified it (verified items)" })),
  reverification: t.Boolean({ description: "A Verified item its owner sent back for review: it stays Verified until decided" }),
  previous: t.Nullable(
    t.Object(
      {
        verified_at: t.String(),
        issuing_organization: t.Nullable(t.String()),
        auditor: t.Nullable(t.String()),
        credential_id: t.Nullable(t.String()),
        issue_date: t.Nullable(t.String()),
        expiration_date: t.Nullable(t.String()),
        files: t.Array(t.Object({ name: t.String(), digest: t.String({ description: "sha256-<base64>" }), still_attached: t.Boolean() })),
      },
      { description: "The evidence as it was last verified (from its credential), to compare with; null when never verified" },
    ),
  ),
});

export const ReviewQueueQuery = t.Object({
  state: t.Optional(
    t.UnionEnum(["submitted", "verified"], {
      description: "submitted (default): the queue, oldest first; verified: verified items, newest first (at most 50)",
    }),
  ),
  q: t.Optional(t.String({ maxLength: 100, description: "Part of the page's handle or the item's title" })),
});

/** The longest reason a reviewer can give (after trimming). */
export const REASON_MAX_LENGTH = 2000;
/** A rejection always says why: the owner is mailed the reason and reads it in the item's history. */
export const Rejection = t.Object({
  reason: Text({
    minLength: 1,
    maxLength: REASON_MAX_LENGTH,
    messages: {
      required: EVIDENCE_MESSAGES.reasonRequired,
      minLength: EVIDENCE_MESSAGES.reasonRequired,
      maxLength: RULES.tooLong(REASON_MAX_LENGTH),
    },
  }),
});

export const VerificationOverview = t.Object({
  plan: t.String({ description: "The page's plan code" }),
  used: t.Integer({ description: "Pending and verified items" }),
  limit: t.Nullable(t.Integer({ description: "Verified certificates the plan includes; null: unlimited" })),
  items: t.Array(Content),
});
