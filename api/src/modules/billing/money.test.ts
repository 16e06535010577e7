import { describe, expect, it } from "vitest";
import { addBusinessDays, priceOf } from "../../lib/plans/catalog.ts";
import { periodEnd, refundableAmount, unusedShare, upgradeCharge } from "./money.ts";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("billing periods", () => {
  it("ends a month later, on the last day of a shorter month", () => {
    expect(periodEnd(day("2026-01-31"), "month").toISOString().slice(0, 10)).toBe("2026-02-28");
    expect(periodEnd(day("2028-01-31"), "month").toISOString().slice(0, 10)).toBe("2028-02-29");
    expect(periodEnd(day("2026-11-25"), "year").toISOString().slice(0, 10)).toBe("2027-11-25");
  });

  it("measures the unused share between 0 and 1", () => {
    const period = { start: day("2026-11-01"), end: day("2026-12-01") };
    expect(unusedShare(period, day("2026-11-16"))).toBeCloseTo(0.5);
    expect(unusedShare(period, day("2026-12-05"))).toBe(0);
    expect(unusedShare(period, day("2026-10-01"))).toBe(1);
  });
});

describe("upgrade proration", () => {
  const november = { start: day("2026-11-01"), end: day("2026-12-01") };
  it("charges the difference for what is left of the period, in cents and in yen", () => {
    const usd = upgradeCharge(
      { ...november, amount: priceOf("plus", "b1_10", "month", "USD")!, interval: "month" },
      { amount: 7900, interval: "month" },
      day("2026-11-16"),
    );
    expect(usd).toEqual({ amount: 1500, keepsPeriod: true });
    const jpy = upgradeCharge({ ...november, amount: 6500, interval: "month" }, { amount: 10500, interval: "month" }, day("2026-11-21"));
    // 10 of 30 days left: (10,500 - 6,500) / 3 = 1,333.33 yen, rounded to a whole yen (no minor unit).
    expect(jpy).toEqual({ amount: 1333, keepsPeriod: true });
  });

  it("starts a new period and credits the unused part when the interval changes", () => {
    const yearly = upgradeCharge({ ...november, amount: 4900, interval: "month" }, { amount: 49000, interval: "year" }, day("2026-11-16"));
    expect(yearly).toEqual({ amount: 49000 - 2450, keepsPeriod: false });
  });
});

describe("refunds", () => {
  const charge = { amount: 4900, refundedAmount: 0, createdAt: day("2026-11-01"), periodStart: day("2026-11-01"), periodEnd: day("2026-12-01") };
  it("are full within 14 days of the charge", () => {
    expect(refundableAmount(charge, day("2026-11-15"))).toEqual({ amount: 4900, full: true });
    expect(refundableAmount({ ...charge, refundedAmount: 900 }, day("2026-11-10"))).toEqual({ amount: 4000, full: true });
  });

  it("are the unused share of the period after, less what was refunded", () => {
    expect(refundableAmount(charge, day("2026-11-21"))).toEqual({ amount: 1633, full: false });
    expect(refundableAmount({ ...charge, amount: 6500 }, day("2026-11-21"))).toEqual({ amount: 2167, full: false });
    expect(refundableAmount({ ...charge, refundedAmount: 1000 }, day("2026-11-21"))).toEqual({ amount: 633, full: false });
    expect(refundableAmount(charge, day("2026-12-02"))).toEqual({ amount: 0, full: false });
  });

  it("return nothing of a service after 14 days", () => {
    expect(refundableAmount({ ...charge, periodStart: null, periodEnd: null }, day("2026-11-20")).amount).toBe(0);
  });
});

describe("the catalogue", () => {
  it("prices a year as ten months and sells no custom tier", () => {
    expect(priceOf("plus", "b1_10", "year", "JPY")).toBe(65000);
    expect(priceOf("premium", "b1001", "month", "USD")).toBeNull();
    expect(priceOf("plus", "b11_50", "month", "USD")).toBeNull();
  });

  it("counts delivery in business days, skipping weekends", () => {
    expect(addBusinessDays(day("2026-11-27"), 1).toISOString().slice(0, 10)).toBe("2026-11-30");
    expect(addBusinessDays(day("2026-11-25"), 14).toISOString().slice(0, 10)).toBe("2026-12-15");
    expect(addBusinessDays(day("2026-11-25"), 30).toISOString().slice(0, 10)).toBe("2027-01-06");
  });
});
