import { joinPath, joinToken } from "./join/links.ts";

/**
 * Where a new (or already signed-in) visitor of /signup goes: back to the
 * team invitation they came from (`?join=<token>`); the checkout of the offer
 * they chose on the pricing page (`?plan=plus&tier=b1_10`), in the currency
 * they chose there; else the dashboard. Only a token's, a plan's, a tier's and
 * a currency's shapes pass, so the link cannot send anyone elsewhere.
 */
export function afterSignUp(url: URL): string {
  const join = joinToken(url.searchParams.get("join"));
  if (join) return joinPath(join);
  const plan = url.searchParams.get("plan");
  const tier = url.searchParams.get("tier");
  const currency = url.searchParams.get("currency");
  const chosen = currency === "USD" || currency === "JPY" ? `&currency=${currency}` : "";
  if (plan && tier && /^[a-z]{1,16}$/.test(plan) && /^b[0-9_]{1,12}$/.test(tier)) return `/dashboard/billing?buy=${plan}&tier=${tier}${chosen}`;
  return "/dashboard";
}
