import { describe, expect, it } from "vitest";
import { daysUntil, expiryCountdown } from "./expiry.ts";

describe("the expiry countdown", () => {
  const now = new Date("2026-11-27T23:30:00Z");
  it("counts whole UTC days to the date: 0 on the last day it holds, negative after", () => {
    expect(daysUntil("2026-11-27", now)).toBe(0);
    expect(daysUntil("2026-11-28", now)).toBe(1);
    expect(daysUntil("2027-01-26", now)).toBe(60);
    expect(daysUntil("2026-11-26", now)).toBe(-1);
  });

  it("shows within 90 days, not for a far date, a past one or none", () => {
    expect(expiryCountdown("2027-02-25", now)).toBe(90);
    expect(expiryCountdown("2027-02-26", now)).toBeNull();
    expect(expiryCountdown("2026-11-26", now)).toBeNull();
    expect(expiryCountdown(null, now)).toBeNull();
  });
});
