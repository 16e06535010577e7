import { API_URL } from "./config.ts";

/** Hop-by-hop and encoding headers that must not be copied across the proxy. */
const DROP = ["connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length", "host"];

/**
 * The browser talks to one origin: /api/* on the site is passed to the API,
 * cookies and all, with the visitor's address for the API's rate limits.
 */
export async function proxyToApi(request: Request, clientAddress: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of DROP) headers.delete(name);
  // Only the address we settled counts (visitorAddress): a visitor's own forwarding headers never reach the API.
  for (const name of ["x-forwarded-for", "forwarded", "x-real-ip"]) headers.delete(name);
  if (clientAddress) headers.set("x-forwarded-for", clientAddress);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let upstream: Response;
  try {
    upstream = await fetch(`${API_URL}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
    });
  } catch {
    return Response.json({ detail: "Internal server error. Please try again later.", code: "api_unavailable" }, { status: 502 });
  }
  const out = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROP.includes(name) && name !== "set-cookie") out.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) out.append("set-cookie", cookie);
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

/** A server-side API call on behalf of the visitor (their cookie forwarded). */
export async function apiFetch(path: string, request: Request, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  return fetch(`${API_URL}${path}`, { ...init, headers });
}
