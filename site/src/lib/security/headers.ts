/**
 * The headers every response of the site carries, and the ones HTML pages
 * add. The Content-Security-Policy itself is Astro's (astro.config: it hashes
 * the inline scripts it writes, so no script runs inline without its hash);
 * `framingPolicy` adds `frame-ancestors` to it per page.
 */
const EVERY_RESPONSE: [string, string][] = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
];

/** Powerful browser features no page of ours uses, switched off for it and for anything it frames. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()";

/** HSTS once the site is served over https (a year, subdomains too); never over plain http, where it means nothing. */
const hstsFor = (siteUrl: string | undefined) => (siteUrl?.startsWith("https://") ? "max-age=31536000; includeSubDomains" : null);

/**
 * The widget's pages are made to be framed by any site (the popup, oEmbed);
 * every other page refuses every frame, against clickjacking.
 */
const framingDirective = (path: string) => (path.startsWith("/widget/") ? null : "frame-ancestors 'none'");

/**
 * A page's framing rules: X-Frame-Options, and its Content-Security-Policy
 * with `frame-ancestors` (alone, when the response has none: a redirect).
 */
export function framingPolicy(path: string, response: Response): [string, string][] {
  const framing = framingDirective(path);
  if (!framing) return [];
  const policy = response.headers.get("content-security-policy")?.trim();
  if (policy?.includes("frame-ancestors")) return [["x-frame-options", "DENY"]];
  return [
    ["x-frame-options", "DENY"],
    ["content-security-policy", policy ? `${policy.replace(/;?$/, ";")} ${framing};` : framing],
  ];
}

/** The security headers every response gets, and with `html` (a page, not a script, a file or an API answer) the page ones. */
export function securityHeaders(html: boolean, siteUrl: string | undefined): [string, string][] {
  const headers = [...EVERY_RESPONSE];
  const hsts = hstsFor(siteUrl);
  if (hsts) headers.push(["strict-transport-security", hsts]);
  if (html) headers.push(["permissions-policy", PERMISSIONS_POLICY]);
  return headers;
}

/** Sets headers on a response, in place when it allows (Astro keeps its cookies on that very object), else on a copy. */
export function withHeaders(response: Response, headers: [string, string][]): Response {
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Headers(response.headers);
    for (const [name, value] of headers) copy.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
  }
}
