import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { formatMoney } from "./billing.ts";
import { GreenpageError } from "./errors.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

const card = (number: string) => ({ card_number: number, expiry: "12/34", cvc: "123" });

describe("billing", () => {
  it("reads the catalogue, buys Plus with a test card, and lists the receipt", async () => {
    const catalog = await api.client().billing.catalog();
    expect(catalog.prices.find((p) => p.plan === "plus")?.month).toEqual({ USD: 4900, JPY: 6500 });

    const { sdk } = await api.owner();
    const opened = await sdk.billing.checkout({ plan: "plus", tier: "b1_10", currency: "JPY", interval: "year" }, "sdk-key-1");
    expect(opened).toMatchObject({ amount: 65000, currency: "JPY", status: "open" });
    expect((await sdk.billing.checkout({ plan: "plus", tier: "b1_10", currency: "JPY", interval: "year" }, "sdk-key-1")).id).toBe(opened.id);

    const declined = await failure(sdk.billing.payTestCheckout(opened.id, card("4000000000000002")));
    expect(declined).toBeInstanceOf(GreenpageError);
    expect(declined).toMatchObject({ code: "card_declined", status: 402, detail: "Your card was declined." });
    expect((await sdk.billing.payTestCheckout(opened.id, card("4242424242424242"))).status).toBe("complete");

    const status = await sdk.billing.status();
    expect(status).toMatchObject({ plan: { code: "plus" }, interval: "year", currency: "JPY", amount: 65000 });
    const { results } = await sdk.billing.transactions();
    expect(results).toHaveLength(1);
    const pdf = await sdk.billing.receipt(results[0]!.id);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");

    expect((await sdk.billing.cancel()).status).toBe("scheduled_end");
    expect((await sdk.billing.reactivate()).status).toBe("active");
  });

  it("answers the specification's messages as typed errors", async () => {
    const { sdk } = await api.owner();
    expect(await failure(sdk.billing.checkout({ plan: "gold", tier: "b1_10", currency: "USD" }))).toMatchObject({
      code: "plan_not_available",
      detail: "Plan not available.",
    });
  });

  it("formats minor units per currency", () => {
    expect(formatMoney(4900, "USD")).toBe("$49.00");
    expect(formatMoney(6500, "JPY", "ja-JP")).toBe("￥6,500");
  });
});
