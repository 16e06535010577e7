import type { APIRoute } from "astro";
import { serverApi } from "../../lib/server-api.ts";

/**
 * The instance's DID document, where did:web resolvers look for it: a
 * credential's issuer `did:web:<this host>` resolves to this address. The
 * API holds the key; this is its document as the API serves it.
 */
export const GET: APIRoute = async () => {
  const { data, response } = await serverApi.raw.GET("/api/v1/credentials/did.json");
  if (!data) return new Response(null, { status: response.status === 404 ? 404 : 503 });
  return new Response(JSON.stringify(data), {
    headers: { "content-type": "application/did+json", "access-control-allow-origin": "*", "cache-control": "public, max-age=300" },
  });
};
