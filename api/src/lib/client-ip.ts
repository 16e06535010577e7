/**
 * Makes X-Forwarded-For one address we believe: the proxy's claim when the
 * socket peer is a trusted proxy (the site), otherwise the socket address.
 * better-auth keys its rate limits on this header.
 */
export function withClientIp(request: Request, socketIp: string | null, trustedProxies: string[]): Request {
  const forwarded = request.headers.get("x-forwarded-for");
  const claimed = forwarded?.split(",")[0]?.trim();
  const trusted = socketIp !== null && trustedProxies.includes(socketIp);
  const ip = trusted && claimed ? claimed : socketIp;
  if (forwarded === ip) return request;
  const headers = new Headers(request.headers);
  if (ip) headers.set("x-forwarded-for", ip);
  else headers.delete("x-forwarded-for");
  return new Request(request, { headers });
}

/** The caller's address as the server settled it (`withClientIp`), or null when a request came without one. */
export function clientIp(request: Request): string | null {
  return request.headers.get("x-forwarded-for")?.trim() || null;
}
