/** Evidence files: PDF only, 10 MB each (the specification's limit), a few per initiative. Shared with the dashboard's checks. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;
