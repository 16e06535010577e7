/** Where a public item's signed credential is read (the API, through the site's proxy). */
export const credentialPath = (handle: string, contentId: number) =>
  `/api/v1/businesses/public/${encodeURIComponent(handle)}/contents/${contentId}/credential/`;

/** The downloaded credential's file name: `greenpage-{handle}-{id}-credential.json`. */
export const credentialFileName = (handle: string, contentId: number) => `greenpage-${handle.replace(/[^\w-]/g, "")}-${contentId}-credential.json`;
