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

/**
 * The address a per-address limit counts by: an IPv4 address as it is, an
 * IPv6 one by its /64 (one host is usually handed a whole /64, so counting
 * single addresses would let it rotate through billions of them).
 */
export function addressKey(ip: string): string {
  if (!ip.includes(":") || ip.startsWith("::ffff:")) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}
