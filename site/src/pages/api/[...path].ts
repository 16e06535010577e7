import type { APIRoute } from "astro";
import { proxyToApi } from "../../lib/api-proxy.ts";

export const ALL: APIRoute = ({ request, clientAddress }) => {
  // The spec's sign-in page lives at /api/auth/signin; ours is /login.
  const url = new URL(request.url);
  if (url.pathname === "/api/auth/signin") return Response.redirect(new URL(`/login${url.search}`, url), 302);
  let address: string | undefined;
  try {
    address = clientAddress;
  } catch {
    address = undefined;
  }
  return proxyToApi(request, address);
};
