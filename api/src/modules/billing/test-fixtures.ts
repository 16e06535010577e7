import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { billingTransactions, userSubscriptions } from "@greenpage/db/schema";
import type { createTestApp } from "../../test/harness.ts";
import { ownerWithPage } from "../../test/harness.ts";
import { createTestProvider } from "./providers/test-provider.ts";

/** Billing's tests: owners who buy through the built-in checkout, and what they then read. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
export const DAY = 86_400_000;

export function billingKit(t: () => TestApp) {
  const provider = () => createTestProvider(t().config.siteUrl);
  const checkout = (o: Owner, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    o.client.post("/api/v1/billing/checkout/", { currency: "USD", interval: "month", ...body }, { ...o.headers, ...headers });
  const pay = (o: Owner, id: string, card = "4242 4242 4242 4242") =>
    o.client.post(`/api/v1/billing/checkout/${id}/pay/`, { card_number: card, expiry: "12/34", cvc: "123" }, o.headers);
  /** An owner on a paid plan, bought through checkout with the given card. */
  async function subscribed(plan = "plus", tier = "b1_10", card = "4242424242424242", currency = "USD") {
    const o = await ownerWithPage(t());
    const opened = await checkout(o, { plan, tier, currency });
    expect(opened.status).toBe(201);
    const paid = await pay(o, opened.json.id, card);
    expect(paid.json.status).toBe("complete");
    return o;
  }
  const status = async (o: Owner) => (await o.client.get("/api/v1/billing/")).json;
  const subscriptionOf = async (userId: string) => (await t().ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)))[0]!;
  const chargesOf = async (userId: string) => t().ctx.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId));
  return { provider, checkout, pay, subscribed, status, subscriptionOf, chargesOf };
}
