import { formatMegabytes } from "../../lib/upload-body.ts";

/** Messages of evidence and verification: the specification's words where it gives them. */
export const EVIDENCE_MESSAGES = {
  needsEvidence: "Add a PDF or a link as evidence before requesting verification.",
  planLimit: (limit: number) => `Your plan includes ${limit} verified certificate${limit === 1 ? "" : "s"}. Upgrade to verify more.`,
  reasonRequired: "Give the owner a reason for the rejection.",
  pdfOnly: "Only PDF files can be attached.",
  pdfTooLarge: (max: number) => `The file is larger than ${formatMegabytes(max)}. Please compress the PDF and try again.`,
  empty: "The file is empty.",
  fileName: "Use a file name without folders or special characters.",
  tooMany: (max: number) => `An initiative can have up to ${max} attachments.`,
} as const;
