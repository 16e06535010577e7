/** Messages of the audit log's calls. */
export const AUDIT_MESSAGES = {
  dateRange: "The end date must be on or after the start date.",
} as const;
