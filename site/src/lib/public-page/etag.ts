/** The opaque part of an entity tag, without the weak marker (`W/"x"` and `"x"` name the same version). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * Whether `If-None-Match` names this version, by the weak comparison HTTP requires for it (RFC 9110 13.1.2):
 * nginx's gzip turns our strong `"x"` into `W/"x"`, and browsers send back what they were given, maybe among others.
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}
