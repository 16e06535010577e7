import { TRUSTED_PROXIES } from "./config.ts";

/**
 * The visitor's address, by the API's rule (api/src/lib/client-ip.ts): behind a
 * proxy we trust, the first X-Forwarded-For entry it set; otherwise the socket's.
 * Astro's `clientAddress` is the socket's own (no `security.allowedDomains`), so
 * behind nginx it would be nginx's, and every visitor would share one rate limit.
 */
export function visitorAddress(request: Request, socketAddress: string | undefined, trusted: readonly string[] = TRUSTED_PROXIES): string | undefined {
  if (!socketAddress || !trusted.includes(socketAddress)) return socketAddress;
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || socketAddress;
}

/** Astro's `clientAddress` throws when the adapter knows none: read it as undefined then. */
export function socketAddressOf(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
