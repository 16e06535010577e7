/** A scheme written before the address (`javascript:`, `ftp://`); a colon before a digit is a port (`localhost:3000`). The API's rule (lib/validate.ts). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** Whether the link may be saved: empty, web (http/https), or written without a scheme (then https:// is meant). */
export const isWebOrBareUrl = (value: string): boolean => {
  const v = value.trim();
  return v === "" || !SCHEME.test(v) || /^https?:\/\/\S+$/i.test(v);
};

/** The link as it will be saved: `example.com` becomes `https://example.com`, as the API does. */
export function completeUrl(value: string): string {
  const v = value.trim();
  if (!v || SCHEME.test(v)) return v;
  return `https://${v.replace(/^\/\//, "")}`;
}
