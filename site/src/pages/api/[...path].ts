import type { APIRoute } from "astro";
import { proxyToApi } from "../../lib/api-proxy.ts";
import { socketAddressOf, visitorAddress } from "../../lib/visitor-address.ts";

export const ALL: APIRoute = (context) => {
  const { request } = context;
  // The spec's sign-in page lives at /api/auth/signin; ours is /login.
  const url = new URL(request.url);
  if (url.pathname === "/api/auth/signin") return Response.redirect(new URL(`/login${url.search}`, url), 302);
  // The API's internal streams (page changes) are for the site's own processes, not for visitors.
  if (url.pathname.startsWith("/api/internal/"))
    return Response.json({ detail: "The page you are looking for does not exist.", code: "not_found" }, { status: 404 });
  return proxyToApi(
    request,
    visitorAddress(
      request,
      socketAddressOf(() => context.clientAddress),
    ),
  );
};
