/**
 * The search text an address carries (`?q=ada@example.com`), trimmed; "" when
 * none. The Users and Pages screens start searched with it, so a link from
 * the Audit log (or anywhere) opens the one user or page it names.
 */
export function searchTextFrom(search: string, max = 200): string {
  return (new URLSearchParams(search).get("q") ?? "").trim().slice(0, max);
}
